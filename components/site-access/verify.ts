import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Constant-time password check: both sides are hashed to 32 bytes first, so neither the
 * comparison time nor an early length mismatch tells anything about the expected password.
 */
export function passwordMatches(candidate: string, expected: string): boolean {
  if (expected === '') return false;
  return timingSafeEqual(digest(candidate), digest(expected));
}

/**
 * The cookie value: derived from the password, never the password itself. Changing
 * SITE_ACCESS_PASSWORD invalidates every cookie handed out before.
 */
export function siteAccessToken(expected: string): string {
  return createHmac('sha256', expected).update('zesty:site_access:v1').digest('base64url');
}
