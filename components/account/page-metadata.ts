import 'server-only';
import type { Metadata } from 'next';
import type { Messages, NestedKeyOf } from 'next-intl';
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

/** The namespaces of the messages that hold a page title (`metaTitle`). */
type TitledNamespace =
  NestedKeyOf<Messages> extends infer K ? (K extends `${infer N}.metaTitle` ? N : never) : never;

/** A screen's title for `accountPageMetadata`: its namespace's `metaTitle` in the locale. */
export const metaTitle = (namespace: TitledNamespace) => async (locale: Locale) =>
  (await getTranslations({ locale, namespace }))('metaTitle');
