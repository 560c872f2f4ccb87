import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import type { Locale } from '@/lib/api/contract';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ locale: string }> };

/**
 * A main-site page with fixed content: its metadata (title "{page} | Zesty", canonical,
 * hreflang) and the view in the path's locale. Page files stay one line of composition.
 */
export function staticPage(
  path: string,
  View: ComponentType<{ locale: Locale }>,
  texts: (locale: Locale) => Promise<{ title: string; description: string }>,
) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const [{ title, description }, meta] = await Promise.all([
      texts(locale),
      getTranslations({ locale, namespace: 'Metadata' }),
    ]);
    return pageMetadata({
      locale,
      path,
      title: meta('pageTitle', { page: title }),
      description,
      site: { kind: 'main' },
    });
  }

  async function StaticPage({ params }: Props) {
    const locale = await pageLocale(params);
    return <View locale={locale} />;
  }

  return { generateMetadata, StaticPage };
}
