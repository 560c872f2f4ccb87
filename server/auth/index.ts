import type { Mailer } from '../mail';
import type { LiveSessions } from './live-sessions';
import type { Limits } from './limits';
import type { SiteOrigins } from './redirect-url';
import type { SocialLogin } from './social-types';

/** What the login routes need besides the database; built from the environment in runtime.ts. */
export type AuthServices = {
  /** Signs access tokens and keys the hashes of codes and tokens (AUTH_SECRET). */
  secret: Uint8Array;
  mailer: Mailer;
  limits: Limits;
  origins: SiteOrigins;
  social?: SocialLogin;
  /** The Redis the limits are kept in (REDIS_URL), which readiness checks too. */
  redis?: { ping: () => Promise<unknown> };
  /**
   * The sessions seen alive (./live-sessions.ts): in Redis with REDIS_URL, so that a logout ends
   * a session in every process at once; without, this process's memory.
   */
  liveSessions?: LiveSessions;
};
