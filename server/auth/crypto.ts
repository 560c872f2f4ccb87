import { createHmac, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and single-use login tokens. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** A six-digit code from the CSPRNG (spec §9: OTP 6 digits); leading zeros kept. */
export const randomCode = (digits = 6): string =>
  String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/**
 * Keyed hash of a secret we store (codes, tokens): a copy of the database alone cannot turn a
 * row back into a usable code. `scope` separates the kinds (a code's hash is bound to its e-mail).
 */
export function keyedHash(secret: Uint8Array, scope: string, value: string): string {
  return createHmac('sha256', secret).update(scope).update('\0').update(value).digest('base64url');
}
