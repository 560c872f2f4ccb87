import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, isLocale, normaliseLocale } from '@/core/locale';
import { siteConfig } from '@/core/site';
import { CREATOR_SLUG, classifyHost, requestHost } from '@/core/tenant';
import { middlewareRouting } from '@/lib/i18n/routing';

/**
 * Hosts and locales (spec §2/§4, design.md "Multi-tenancy and locale"), on the Edge runtime.
 * The project's own step is the host dispatch in front; next-intl's middleware does the locale:
 * - a path without a locale redirects (307, query kept) to the `locale` cookie's locale, default nl;
 * - the path's locale renders and is remembered in the cookie when it differs from the stored
 *   one (a document request only: never for the router's prefetches and RSC requests);
 * - a creator host ({slug}.ROOT_DOMAIN) serves only its home, recipes and collections, rewritten
 *   into /{locale}/_creator/{slug}/…; everything else there is the 404 page;
 * - another host's locale home leaves for PARTNER_SITE_URL;
 * - the _creator tree is never reachable by its own path, on any host.
 */
const NOT_FOUND_PATH = '__not-found';
const CREATOR_ROUTES = /^\/(recipes|collections)\/([^/]+)$/;
/** The legal pages, with the white label's titles (issue 25, spec §2). */
const CREATOR_LEGAL = /^\/legal(?:\/(?:privacy-policy|terms-of-use|cookie-policy))?$/;

const handleLocale = createMiddleware(middlewareRouting);
/** For prefetches: the same routing, but the answer never changes the stored locale. */
const handleLocaleQuietly = createMiddleware({ ...middlewareRouting, localeCookie: false });

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
 * them, and those answers must not change the remembered locale. next-intl writes the cookie only
 * for a document request (`Sec-Fetch-Dest`), which is what keeps the App Router's prefetches out:
 * Next removes `Next-Router-Prefetch` and the other router headers before the middleware runs, so
 * this function never sees it from a browser. It covers the other prefetches (`Purpose`,
 * `Sec-Purpose`: `<link rel=prefetch>`, speculation rules) and direct calls.
 */
export function isPrefetch(request: Request): boolean {
  const h = request.headers;
  return (
    h.get('next-router-prefetch') === '1' ||
    h.get('purpose') === 'prefetch' ||
    (h.get('sec-purpose') ?? '').includes('prefetch')
  );
}

function rewriteTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url);
}

/** `response` with the cookies next-intl set on `localeResponse` (the stored locale). */
function withCookiesOf(localeResponse: NextResponse, response: NextResponse): NextResponse {
  for (const cookie of localeResponse.cookies.getAll()) response.cookies.set(cookie);
  return response;
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

  // Spec §4 reads the stored locale leniently (en-GB is en; anything else, or none, is nl); the
  // request next-intl sees carries it so read, so that its negotiation never falls through to
  // Accept-Language: the cookie, else nl. For the same reason a first visit to an nl page sets no
  // cookie (nothing to remember that the default does not already say).
  const stored = normaliseLocale(request.cookies.get(LOCALE_COOKIE)?.value);
  request.cookies.set(LOCALE_COOKIE, stored);
  const first = pathname.split('/')[1] ?? '';
  const locale = isLocale(first) ? first : stored;

  // The creator tree exists only as a rewrite target.
  if (segments.includes('_creator')) return rewriteTo(request, `/${locale}/${NOT_FOUND_PATH}`);

  // Files outside the locale tree (public/, the icon, robots.txt, sitemap.xml) are served as they
  // are; a dotted path inside it is a page path like any other.
  if (!isLocale(first) && isFilePath(pathname)) return NextResponse.next();

  const localeResponse = (isPrefetch(request) ? handleLocaleQuietly : handleLocale)(request);
  // A path without the locale (or with a miscased one): next-intl's redirect, as it is.
  if (localeResponse.headers.has('location')) return localeResponse;

  const rest = pathname.slice(first.length + 1).replace(/\/$/, '');

  if (site.kind === 'creator') {
    const route = CREATOR_ROUTES.exec(rest);
    const allowed =
      rest === '' || CREATOR_LEGAL.test(rest) || (route !== null && CREATOR_SLUG.test(route[2]!));
    const target = allowed
      ? `/${locale}/_creator/${site.slug}${rest}`
      : `/${locale}/${NOT_FOUND_PATH}`;
    return withCookiesOf(localeResponse, rewriteTo(request, target));
  }

  if (site.kind === 'other' && rest === '') {
    return withCookiesOf(localeResponse, NextResponse.redirect(config.partnerSiteUrl, 307));
  }

  return localeResponse;
}

export const config = {
  // Everything but the API, media, social sign-in (/v1/login/…, without a locale) and Next
  // internals: also paths with a dot, so that no page path (`/{locale}/_creator/{slug}/x.y`,
  // `….rsc`) reaches the app without the checks above.
  matcher: ['/((?!api/|media/|v1/login/|_next/|_vercel/).*)'],
};
