import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale, type Locale } from '../core/locale';
import { pageMetadata } from './seo';
import { MAIN_SITE } from '../core/sites';

type Params = { params: Promise<{ locale: string }> };

/**
 * `generateMetadata` of a main-site page: title "{page} | Zesty", description, canonical and
 * hreflang for `path`. `index: false` for screens that are no landing page (search, the site
 * password), which still let crawlers follow their links.
 */
export function mainPageMetadata(
  path: string,
  texts: (locale: Locale) => Promise<{ title: string; description?: string }>,
  { index = true }: { index?: boolean } = {},
) {
  return async function generateMetadata({ params }: Params): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
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
  };
}
