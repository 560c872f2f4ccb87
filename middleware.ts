import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, normaliseLocale } from '@/lib/i18n/locale';
import { isLocale } from '@/lib/i18n/routing';

/**
 * Locale routing (spec §2/§4): the path's locale renders and is remembered in the `locale`
 * cookie; a path without a locale is redirected (307, query kept) to the cookie's locale, default nl.
 */
export function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const first = pathname.split('/')[1] ?? '';

  if (isLocale(first)) {
    const response = NextResponse.next();
    if (request.cookies.get(LOCALE_COOKIE)?.value !== first) {
      response.cookies.set(LOCALE_COOKIE, first, {
        path: '/',
        sameSite: 'strict',
        maxAge: LOCALE_COOKIE_MAX_AGE,
      });
    }
    return response;
  }

  const locale = normaliseLocale(request.cookies.get(LOCALE_COOKIE)?.value);
  const target = request.nextUrl.clone();
  target.pathname = `/${locale}${pathname === '/' ? '' : pathname}`;
  target.search = search;
  return NextResponse.redirect(target, 307);
}

export const config = {
  // Everything but the API, media, Next internals and files with an extension.
  matcher: ['/((?!api/|media/|_next/|_vercel/|.*\\..*).*)'],
};
