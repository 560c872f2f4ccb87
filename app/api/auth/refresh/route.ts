import { NextResponse } from 'next/server';
import { requestCookies, readSessionCookies, setSessionCookies } from '@/lib/auth/cookies';
import { failureResponse } from '@/lib/auth/http';
import { localeOfPath, safeNextPath, signInPath } from '@/lib/auth/next-path';
import { refreshOnce } from '@/lib/auth/refresh';
import { signingOut } from '@/lib/auth/session';
import { LOCALE_COOKIE, isLocale, type Locale } from '@/core/locale';

/**
 * GET /api/auth/refresh?next=/{locale}/… (issue 14): for the server-side login guard, which
 * cannot set cookies. Rotates the session with the refresh cookie, sets the new cookies and sends
 * the browser back to `next` (only a plain path of this site under `/{locale}/`, else the account
 * page); a refused refresh clears the cookies and goes to sign-in. When the API cannot answer,
 * its error is shown rather than a redirect, which the guard would send straight back here.
 */
export const dynamic = 'force-dynamic';

function seeOther(location: string): NextResponse {
  // A relative Location: the browser stays on the origin it asked.
  return new NextResponse(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
}

export async function GET(request: Request): Promise<Response> {
  const next = new URL(request.url).searchParams.get('next');
  const jar = requestCookies(request);
  const saved = jar.get(LOCALE_COOKIE)?.value;
  const locale: Locale = localeOfPath(next) ?? (isLocale(saved) ? saved : 'nl');
  const cookies = readSessionCookies(jar);
  if (cookies.refreshToken) {
    const result = await refreshOnce(cookies.refreshToken);
    if (result.kind === 'ok') {
      const res = seeOther(safeNextPath(next, locale));
      setSessionCookies(res.cookies, result.session);
      return res;
    }
    if (result.kind === 'unavailable') return failureResponse(result.failure);
  }
  return signingOut(seeOther(signInPath(locale)));
}
