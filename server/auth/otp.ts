import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otpCodes } from '../db/schema';
import { keyedHash, randomCode } from './crypto';

/** Issue 14: a code lives 10 minutes and survives 3 wrong tries. */
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 3;

const hashCode = (secret: Uint8Array, email: string, code: string) =>
  keyedHash(secret, `otp:${email}`, code);

/** A new code for `email`; any earlier code for it stops working. */
export async function issueCode(db: Db, secret: Uint8Array, email: string): Promise<string> {
  const code = randomCode();
  const values = {
    codeHash: hashCode(secret, email, code),
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
    attempts: 0,
    createdAt: new Date(),
  };
  await db
    .insert(otpCodes)
    .values({ email, ...values })
    .onConflictDoUpdate({ target: otpCodes.email, set: values });
  return code;
}

export type CodeCheck = 'ok' | 'wrong' | 'burnt' | 'expired' | 'none';

/**
 * Checks a code. The right one is consumed in the same statement that matches it, so two parallel
 * submissions of it give one session. A wrong one counts; the third burns the code.
 */
export async function checkCode(
  db: Db,
  secret: Uint8Array,
  email: string,
  code: string,
): Promise<CodeCheck> {
  const [consumed] = await db
    .delete(otpCodes)
    .where(
      and(
        eq(otpCodes.email, email),
        eq(otpCodes.codeHash, hashCode(secret, email, code)),
        gt(otpCodes.expiresAt, sql`now()`),
        sql`${otpCodes.attempts} < ${OTP_MAX_ATTEMPTS}`,
      ),
    )
    .returning({ email: otpCodes.email });
  if (consumed) return 'ok';

  const [row] = await db
    .select({ expiresAt: otpCodes.expiresAt })
    .from(otpCodes)
    .where(eq(otpCodes.email, email))
    .limit(1);
  if (!row) return 'none';
  if (row.expiresAt.getTime() <= Date.now()) {
    await db.delete(otpCodes).where(eq(otpCodes.email, email));
    return 'expired';
  }
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.email, email))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) return 'none';
  if (counted.attempts >= OTP_MAX_ATTEMPTS) {
    await db.delete(otpCodes).where(eq(otpCodes.email, email));
    return 'burnt';
  }
  return 'wrong';
}
