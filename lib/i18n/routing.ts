import { defineRouting } from 'next-intl/routing';
import { LOCALES } from '../../core/locale';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'nl',
  localePrefix: 'always',
  // The locale cookie is written by our own middleware (spec §3/§4: site-wide, SameSite=Strict,
  // 30 days) and by the language switch (lib/client/cookies.ts, js-cookie).
  localeCookie: false,
});

export { isLocale, type Locale } from '../../core/locale';
