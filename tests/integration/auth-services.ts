import { inArray } from 'drizzle-orm';
import type { AuthServices } from '../../server/auth';
import { createLimits } from '../../server/auth/limits';
import { startSession } from '../../server/auth/sessions';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
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

/** The seeded users with these emails, each signed in: their id and access token, by email. */
export async function signedInUsers(
  db: Db,
  secret: Uint8Array,
  emails: string[],
): Promise<Map<string, { id: number; token: string }>> {
  const users = await db
    .select({ id: schema.users.id, email: schema.users.email })
    .from(schema.users)
    .where(inArray(schema.users.email, emails));
  const signedIn = new Map<string, { id: number; token: string }>();
  for (const user of users) {
    // A real session: an access token is honoured only while its session lives.
    const session = await startSession(db, secret, user.id);
    signedIn.set(user.email, { id: user.id, token: session.accessToken.token });
  }
  return signedIn;
}
