import type { AuthServices } from '../../server/auth';
import { createLimits } from '../../server/auth/limits';
import type { Mailer } from '../../server/mail';

/** The main site the sign-in tests come back to; creator sites are `{slug}.localhost:3000`. */
export const TEST_ORIGINS = {
  mainOrigin: 'http://localhost:3000',
  rootDomain: 'localhost',
  mainSiteName: 'www',
} as const;

/** A mailer for tests that send no mail: any attempt fails loudly. */
export const noMail: Mailer = { send: () => Promise.reject(new Error('no mail in this test')) };

/**
 * Sign-in services for `createApp` in a test: fresh in-memory limits each time (so one test's
 * counts never reach another's), the test origins, and whatever the test sets.
 */
export function testAuth(secret: Uint8Array, over: Partial<AuthServices> = {}): AuthServices {
  return { secret, mailer: noMail, limits: createLimits(), origins: TEST_ORIGINS, ...over };
}
