/**
 * The applicant's routes of becoming a creator (issue 25 item 5), the zod-free half as in
 * `paths.ts`: only the application screen and the server import this table, so public pages carry
 * none of it.
 */
import { proxied, type ApiPath } from './paths';

export const APPLICATION_PATHS = {
  /** Whether a subdomain can be had: its form, Zesty's reserved names, creators and applications. */
  'applications.subdomain': proxied(['GET'], '/api/v1/creator-applications/subdomain'),
  /** The signed-in user's newest application (null: none). */
  'applications.mine': proxied(['GET'], '/api/v1/creator-applications/mine'),
  /** Applies (one pending application per user). */
  'applications.create': proxied(['POST'], '/api/v1/creator-applications'),
} as const satisfies Record<string, ApiPath>;
