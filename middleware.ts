import { NextResponse, type NextRequest } from 'next/server';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  isLocale,
  normaliseLocale,
  type Locale,
} from '@/core/locale';
import { siteConfig } from '@/core/site';
import { CREATOR_SLUG, classifyHost, requestHost } from '@/core/tenant';

/**
 * Hosts and locales (spec §2/§4, design.md "Multi-tenancy and locale"):
 * - a path without a locale redirects (307, query kept) to the `locale` cookie's locale, default nl;
 * - the path's locale renders and is remembered in the cookie;
 * - a creator host ({slug}.ROOT_DOMAIN) serves only its home, recipes and collections, rewritten
 *   into /{locale}/_creator/{slug}/…; everything else there is the 404 page;
 * - another host's locale home leaves for PARTNER_SITE_URL;
 * - the _creator tree is never reachable by its own path, on any host.
 */
const NOT_FOUND_PATH = '__not-found';
const CREATOR_ROUTES = /^\/(recipes|collections)\/([^/]+)$/;

function decodedSegments(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').map((s) => decodeURIComponent(s).toLowerCase());
  } catch {
    return undefined;
  }
}

/** A path whose last segment has an extension (`/robots.txt`, `/images/a.webp`). */
const isFilePath = (pathname: string) => /\.[^/]*$/.test(pathname);

/**
 * A prefetch is not a visit: the router fetches the pages a screen links to before anyone opens
 * them, and those answers must not change the remembered locale.
 */
export function isPrefetch(request: Request): boolean {
  const h = request.headers;
  return (
    h.get('next-router-prefetch') === '1' ||
    h.get('purpose') === 'prefetch' ||
    (h.get('sec-purpose') ?? '').includes('prefetch')
  );
}

function withLocaleCookie(
  request: NextRequest,
  response: NextResponse,
  locale: Locale,
): NextResponse {
  if (!isPrefetch(request) && request.cookies.get(LOCALE_COOKIE)?.value !== locale) {
    response.cookies.set(LOCALE_COOKIE, locale, {
      path: '/',
      sameSite: 'strict',
      maxAge: LOCALE_COOKIE_MAX_AGE,
    });
  }
  return response;
}

function rewriteTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url);
}

export function middleware(request: NextRequest) {
  const config = siteConfig();
  const site = classifyHost(requestHost(request.headers, config.trustProxy), {
    rootDomain: config.rootDomain,
    mainSiteName: config.mainSiteName,
  });
  if (site.kind === 'invalid')
    return new NextResponse('Bad Request: invalid host', { status: 400 });

  const { pathname } = request.nextUrl;
  const segments = decodedSegments(pathname);
  if (!segments) return new NextResponse('Bad Request', { status: 400 });
  const first = pathname.split('/')[1] ?? '';
  const locale = isLocale(first)
    ? first
    : normaliseLocale(request.cookies.get(LOCALE_COOKIE)?.value);

  // The creator tree exists only as a rewrite target.
  if (segments.includes('_creator')) return rewriteTo(request, `/${locale}/${NOT_FOUND_PATH}`);

  // Files outside the locale tree (public/, the icon, robots.txt, sitemap.xml) are served as they
  // are; a dotted path inside it is a page path like any other.
  if (!isLocale(first) && isFilePath(pathname)) return NextResponse.next();

  if (!isLocale(first)) {
    const target = request.nextUrl.clone();
    target.pathname = `/${locale}${pathname === '/' ? '' : pathname}`;
    return NextResponse.redirect(target, 307);
  }

  const rest = pathname.slice(first.length + 1).replace(/\/$/, '');

  if (site.kind === 'creator') {
    const route = CREATOR_ROUTES.exec(rest);
    const allowed = rest === '' || (route !== null && CREATOR_SLUG.test(route[2]!));
    const target = allowed
      ? `/${locale}/_creator/${site.slug}${rest}`
      : `/${locale}/${NOT_FOUND_PATH}`;
    return withLocaleCookie(request, rewriteTo(request, target), locale);
  }

  if (site.kind === 'other' && rest === '') {
    return withLocaleCookie(request, NextResponse.redirect(config.partnerSiteUrl, 307), locale);
  }

  return withLocaleCookie(request, NextResponse.next(), locale);
}

export const config = {
  // Everything but the API, media, social sign-in (/v1/login/…, without a locale) and Next
  // internals: also paths with a dot, so that no page path (`/{locale}/_creator/{slug}/x.y`,
  // `….rsc`) reaches the app without the checks above.
  matcher: ['/((?!api/|media/|v1/login/|_next/|_vercel/).*)'],
};
