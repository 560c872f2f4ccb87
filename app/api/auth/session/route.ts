import { requestCookies, readSessionCookies, setUserCookie } from '@/lib/auth/cookies';
import { failureResponse, jsonResponse } from '@/lib/auth/http';
import { refreshOnce } from '@/lib/auth/refresh';
import { signedInResponse, signingOut } from '@/lib/auth/session';
import { validateAccessToken } from '@/lib/auth/upstream';

/**
 * GET /api/auth/session (issue 14; spec §4 "on start"): `{ user }` for a valid session, refreshed
 * first when the access token is missing or no longer valid and a refresh token exists; otherwise
 * 401 `{ user: null }`, clearing the cookies that are left. When the API cannot answer, its error
 * is passed on and the cookies are kept.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const cookies = readSessionCookies(requestCookies(request));
  if (cookies.accessToken) {
    const out = await validateAccessToken(cookies.accessToken);
    if (out.ok) {
      const res = jsonResponse({ user: out.user });
      // The UI's copy follows the account (a new name or picture), and its 120 days start again.
      setUserCookie(res.cookies, out.user);
      return res;
    }
    if (out.status !== 401) return failureResponse(out);
  }
  if (cookies.refreshToken) {
    const result = await refreshOnce(cookies.refreshToken);
    if (result.kind === 'ok') return signedInResponse(result.session);
    if (result.kind === 'unavailable') return failureResponse(result.failure);
  }
  const res = jsonResponse({ user: null }, 401);
  return cookies.present ? signingOut(res) : res;
}
