import { clientIpOf } from '@/core/client-ip';
import { requestCookies, readSessionCookies } from '@/lib/auth/cookies';
import { jsonResponse } from '@/lib/auth/http';
import { forgetRefresh } from '@/lib/auth/refresh';
import { crossSiteRefusal } from '@/lib/auth/same-origin';
import { signingOut } from '@/lib/auth/session';
import { logout } from '@/lib/auth/upstream';

/**
 * POST /api/auth/logout (issue 14): ends the session upstream (its refresh family is revoked) and
 * clears every credential cookie and the user cookie. The browser is signed out even when the API
 * cannot be reached; that session then ends at its own expiry.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const refusal = crossSiteRefusal(request);
  if (refusal) return refusal;
  const { refreshToken } = readSessionCookies(requestCookies(request));
  if (refreshToken) {
    forgetRefresh(refreshToken);
    await logout(refreshToken, clientIpOf(request));
  }
  return signingOut(jsonResponse({ ok: true }));
}
