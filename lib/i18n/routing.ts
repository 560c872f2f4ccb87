import { defineRouting } from 'next-intl/routing';
import { LOCALE_COOKIE, LOCALES } from '../../core/locale';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'nl',
  localePrefix: 'always',
  // The browser writes the cookie itself (lib/client/cookies.ts, js-cookie: on load and on the
  // language switch), so the navigation APIs leave it alone.
  localeCookie: false,
});

/**
 * The middleware's routing: next-intl negotiates the locale of a path without one from the
 * `locale` cookie (which middleware.ts has already read as spec §4 says) and redirects. It only
 * reads the cookie: the browser stores the page's locale on load (lib/client/cookies.ts), so that
 * no public page's answer carries Set-Cookie (issue 26). The hreflang alternates are in each
 * page's metadata, not in a `Link` header.
 */
export const middlewareRouting = defineRouting({
  ...routing,
  localeCookie: { name: LOCALE_COOKIE },
  alternateLinks: false,
});

export { isLocale, type Locale } from '../../core/locale';
