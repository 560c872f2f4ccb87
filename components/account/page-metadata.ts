import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/core/locale';
import { localeMetadata } from '@/lib/i18n/locale-metadata';

/**
 * `generateMetadata` of the account screens: the title "{page} | Zesty" and `noindex`. Personal
 * or one-visit pages are nothing for a search engine, and they get no canonical or hreflang links
 * (the verify URL holds an e-mail address).
 */
export function accountPageMetadata(
  title: (locale: Locale) => Promise<string>,
  extra: Metadata = {},
) {
  return localeMetadata(async (locale) => {
    const [page, meta] = await Promise.all([
      title(locale),
      getTranslations({ locale, namespace: 'Metadata' }),
    ]);
    return {
      title: meta('pageTitle', { page }),
      robots: { index: false, follow: false },
      ...extra,
    };
  });
}
