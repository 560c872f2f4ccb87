import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otpCodes } from '../db/schema';
import { keyedHash, randomCode } from './crypto';

/**
 * A code lives 5 minutes and is spent by its fifth wrong try (issue 26; together with the daily
 * caps per address and per client in ./limits.ts).
 */
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** Codes nobody used are cleared this long after they expired. */
const SWEEP_AFTER_MS = 60 * 60 * 1000;

const hashCode = (secret: Uint8Array, email: string, code: string) =>
  keyedHash(secret, `otp:${email}`, code);

/**
 * A new code for `email`; any earlier code for it stops working. `signUpName`: the name of a
 * sign-up for an address without an account, kept with the code until it is verified.
 */
export async function issueCode(
  db: Db,
  secret: Uint8Array,
  email: string,
  signUpName: string | null = null,
): Promise<string> {
  const code = randomCode();
  const values = {
    codeHash: hashCode(secret, email, code),
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
    attempts: 0,
    signUpName,
    createdAt: new Date(),
  };
  await db.delete(otpCodes).where(lt(otpCodes.expiresAt, new Date(Date.now() - SWEEP_AFTER_MS)));
  await db
    .insert(otpCodes)
    .values({ email, ...values })
    .onConflictDoUpdate({ target: otpCodes.email, set: values });
  return code;
}

/** The name of a sign-up for `email` whose code was sent and not yet verified, if any. */
export async function pendingSignUpName(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ name: otpCodes.signUpName })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.email, email),
        gt(otpCodes.createdAt, new Date(Date.now() - OTP_TTL_MS - SWEEP_AFTER_MS)),
      ),
    )
    .limit(1);
  return row?.name ?? null;
}

export type CodeCheck =
  { result: 'ok'; signUpName: string | null } | { result: 'wrong' | 'burnt' | 'expired' | 'none' };

/**
 * Checks a code. The right one is consumed in the same statement that matches it, so two parallel
 * submissions of it give one session. A wrong one counts; the OTP_MAX_ATTEMPTS-th burns the code.
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
    .returning({ signUpName: otpCodes.signUpName });
  if (consumed) return { result: 'ok', signUpName: consumed.signUpName };

  const [row] = await db
    .select({ expiresAt: otpCodes.expiresAt })
    .from(otpCodes)
    .where(eq(otpCodes.email, email))
    .limit(1);
  if (!row) return { result: 'none' };
  if (row.expiresAt.getTime() <= Date.now()) {
    await db.delete(otpCodes).where(eq(otpCodes.email, email));
    return { result: 'expired' };
  }
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.email, email))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) return { result: 'none' };
  if (counted.attempts >= OTP_MAX_ATTEMPTS) {
    await db.delete(otpCodes).where(eq(otpCodes.email, email));
    return { result: 'burnt' };
  }
  return { result: 'wrong' };
}
