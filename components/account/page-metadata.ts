import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, type Locale } from '@/core/locale';

/**
 * `generateMetadata` of the account screens: the title "{page} | Zesty" and `noindex`. Personal
 * or one-visit pages are nothing for a search engine, and they get no canonical or hreflang links
 * (the verify URL holds an e-mail address).
 */
export function accountPageMetadata(
  title: (locale: Locale) => Promise<string>,
  extra: Metadata = {},
) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const [page, meta] = await Promise.all([
      title(locale),
      getTranslations({ locale, namespace: 'Metadata' }),
    ]);
    return {
      title: meta('pageTitle', { page }),
      robots: { index: false, follow: false },
      ...extra,
    };
  };
}
