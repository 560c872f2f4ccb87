import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { UserRole } from '../../core/contract/auth';

/**
 * Access tokens: signed JWTs (HS256), 15 minutes (issue 14), naming their session (`sid`, the
 * refresh family): a token is honoured only while its session lives (./sessions.ts), so logout
 * and a revoked family end it at once (issue 26), not when it expires.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'zesty-api';
const AUDIENCE = 'zesty-web';

export type AccessClaims = { userId: number; role: UserRole; sessionId: string };

export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ role: claims.role, sid: claims.sessionId })
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

/**
 * The user and session of a valid token, undefined for an invalid or expired one, or one without
 * a session (issued before sessions were named: its refresh token gets a new one).
 */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<{ userId: number; sessionId: string } | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    const sessionId = payload.sid;
    return Number.isSafeInteger(userId) && userId > 0 && typeof sessionId === 'string' && sessionId
      ? { userId, sessionId }
      : undefined;
  } catch (err) {
    if (err instanceof errors.JOSEError) return undefined;
    throw err;
  }
}
