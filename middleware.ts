import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { LOCALE_COOKIE, isLocale, normaliseLocale } from '@/core/locale';
import { contentSecurityPolicy, isPersonalPage, newNonce } from '@/core/security-policy';
import { siteConfig } from '@/core/site';
import { CREATOR_SLUG, classifyHost, requestHost } from '@/core/tenant';
import { middlewareRouting } from '@/lib/i18n/routing';

/**
 * Hosts and locales (spec §2/§4, design.md "Multi-tenancy and locale"), on the Edge runtime.
 * The project's own step is the host dispatch in front; next-intl's middleware does the locale:
 * - a path without a locale redirects (307, query kept) to the `locale` cookie's locale, default nl;
 * - the path's locale renders; the browser remembers it in the cookie on load (no answer here
 *   sets a cookie, so that shared caches can keep public pages);
 * - a creator host ({slug}.ROOT_DOMAIN) serves only its home, recipes, collections, legal pages,
 *   week menu and offline page, rewritten
 *   into /{locale}/_creator/{slug}/…; everything else there is the 404 page;
 * - another host's locale home leaves for PARTNER_SITE_URL;
 * - the _creator tree is never reachable by its own path, on any host;
 * - a personal page of the main site (account, studio, editor, favourites, orders) gets a nonce
 *   Content-Security-Policy: on the request, where Next reads the nonce and puts it on every
 *   script it renders, and on the answer, replacing the web server's cacheable policy.
 */
const NOT_FOUND_PATH = '__not-found';
const CREATOR_ROUTES = /^\/(recipes|collections)\/([^/]+)$/;
/** The legal pages, with the white label's titles (issue 25, spec §2). */
const CREATOR_LEGAL = /^\/legal(?:\/(?:privacy-policy|terms-of-use|cookie-policy))?$/;

const handleLocale = createMiddleware(middlewareRouting);

function decodedSegments(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').map((s) => decodeURIComponent(s).toLowerCase());
  } catch {
    return undefined;
  }
}

/** A path whose last segment has an extension (`/robots.txt`, `/images/a.webp`). */
const isFilePath = (pathname: string) => /\.[^/]*$/.test(pathname);

function withHeader(headers: Headers, name: string, value: string): Headers {
  const copy = new Headers(headers);
  copy.set(name, value);
  return copy;
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

  const rest = pathname.slice(first.length + 1).replace(/\/$/, '');
  const nonce =
    site.kind === 'main' && isLocale(first) && isPersonalPage(rest) ? newNonce() : undefined;
  const policy = nonce && contentSecurityPolicy(config.groceryWidgetSrc, nonce);
  // next-intl passes the request's headers on to the app (it adds its locale to them).
  const routed = policy
    ? new NextRequest(request, {
        headers: withHeader(request.headers, 'content-security-policy', policy),
      })
    : request;
  const localeResponse = handleLocale(routed);
  if (policy) localeResponse.headers.set('Content-Security-Policy', policy);
  // No answer of ours carries Set-Cookie (issue 26): a public page may be kept by a shared cache,
  // which could not keep one that sets a cookie. The browser stores the page's locale on load
  // (components/chrome/session-start.tsx); next-intl only reads the cookie here. (It would write
  // one only when the path's locale differs from the stored one, which on a redirect, negotiated
  // from that cookie, it never does.)
  localeResponse.headers.delete('set-cookie');
  // A path without the locale (or with a miscased one): next-intl's redirect, as it is.
  if (localeResponse.headers.has('location')) return localeResponse;

  if (site.kind === 'creator') {
    const route = CREATOR_ROUTES.exec(rest);
    const allowed =
      rest === '' ||
      rest === '/offline' ||
      rest === '/menu' ||
      CREATOR_LEGAL.test(rest) ||
      (route !== null && CREATOR_SLUG.test(route[2]!));
    const target = allowed
      ? `/${locale}/_creator/${site.slug}${rest}`
      : `/${locale}/${NOT_FOUND_PATH}`;
    return rewriteTo(request, target);
  }

  if (site.kind === 'other' && rest === '') {
    return NextResponse.redirect(config.partnerSiteUrl, 307);
  }

  return localeResponse;
}

export const config = {
  // Everything but the API, media, social sign-in (/v1/login/…, without a locale) and Next
  // internals: also paths with a dot, so that no page path (`/{locale}/_creator/{slug}/x.y`,
  // `….rsc`) reaches the app without the checks above.
  matcher: ['/((?!api/|media/|v1/login/|_next/|_vercel/).*)'],
};
