import type { ComponentType } from 'react';
import type { Locale } from '@/core/contract';
import { pageLocale } from '@/lib/i18n/page';
import { mainPageMetadata } from '@/lib/seo-main';

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
  const generateMetadata = mainPageMetadata(path, texts);

  async function StaticPage({ params }: Props) {
    const locale = await pageLocale(params);
    return <View locale={locale} />;
  }

  return { generateMetadata, StaticPage };
}
