import { defineRouting } from 'next-intl/routing';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, LOCALES } from '../../core/locale';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'nl',
  localePrefix: 'always',
  // In the browser the language switch writes the cookie itself (lib/client/cookies.ts, js-cookie),
  // so the navigation APIs leave it alone; the middleware stores it (middlewareRouting below).
  localeCookie: false,
});

/**
 * The middleware's routing: next-intl negotiates the locale of a path without one (the `locale`
 * cookie, which middleware.ts has already read as spec §4 says), redirects, and stores the path's
 * locale in the cookie (spec §3: site-wide, SameSite=Strict, 30 days) when it differs. The
 * hreflang alternates are in each page's metadata, not in a `Link` header.
 */
export const middlewareRouting = defineRouting({
  ...routing,
  localeCookie: { name: LOCALE_COOKIE, sameSite: 'strict', maxAge: LOCALE_COOKIE_MAX_AGE },
  alternateLinks: false,
});

export { isLocale, type Locale } from '../../core/locale';
