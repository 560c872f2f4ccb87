import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '../core/locale';
import { localeMetadata } from './i18n/locale-metadata';
import { pageMetadata } from './seo';
import { MAIN_SITE } from '../core/sites';

type PageTexts = (locale: Locale) => Promise<{ title: string; description?: string }>;

/** The message namespaces that hold a page's `metaDescription` and its title. */
type TextsNamespace = 'Recipes' | 'Creators';

/**
 * A page's title and description from its messages: `{namespace}.metaTitle` (or `titleKey`) and
 * `{namespace}.metaDescription`.
 */
export function messageTexts(
  namespace: TextsNamespace,
  titleKey: 'metaTitle' | 'title' = 'metaTitle',
): (locale: Locale) => Promise<{ title: string; description: string }> {
  return async (locale) => {
    const t = await getTranslations({ locale, namespace });
    return { title: t(titleKey), description: t('metaDescription') };
  };
}

/**
 * `generateMetadata` of a main-site page: title "{page} | Zesty", description, canonical and
 * hreflang for `path`. `index: false` for screens that are no landing page (search, the site
 * password), which still let crawlers follow their links.
 */
export function mainPageMetadata(
  path: string,
  texts: PageTexts,
  { index = true }: { index?: boolean } = {},
) {
  return localeMetadata(async (locale) => {
    const [{ title, description }, meta] = await Promise.all([
      texts(locale),
      getTranslations({ locale, namespace: 'Metadata' }),
    ]);
    const metadata = pageMetadata({
      locale,
      path,
      title: meta('pageTitle', { page: title }),
      description,
      site: MAIN_SITE,
    });
    return index ? metadata : { ...metadata, robots: { index: false, follow: true } };
  });
}
