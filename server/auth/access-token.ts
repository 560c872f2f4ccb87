import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { UserRole } from '../../core/contract/auth';

/** Access tokens: signed JWTs (HS256), 15 minutes (issue 14). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'zesty-api';
const AUDIENCE = 'zesty-web';

export type AccessClaims = { userId: number; role: UserRole };

export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    // Unique per token: two issued in the same second are still two tokens.
    .setJti(randomUUID())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret);
  return { token, expiresAt: new Date(exp * 1000) };
}

/** The user of a valid token, undefined for an invalid or expired one. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<{ userId: number } | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    return Number.isSafeInteger(userId) && userId > 0 ? { userId } : undefined;
  } catch (err) {
    if (err instanceof errors.JOSEError) return undefined;
    throw err;
  }
}
