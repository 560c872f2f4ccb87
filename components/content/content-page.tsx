import type { ComponentType } from 'react';
import { CONTENT_PAGE_PATHS, type ContentPage, type Locale } from '@/core/contract';
import type { ContentDocument } from '@/core/content/document';
import { pageLocale } from '@/lib/i18n/page';
import { mainPageMetadata } from '@/lib/seo-main';
import { loadContent } from './load';

type Props = { params: Promise<{ locale: string }> };

/** What a view of an editors' page is given. */
export type ContentViewProps = { page: ContentPage; document: ContentDocument; locale: Locale };

/**
 * A main-site route of an editors' page (issue 25): its metadata from the page's front matter
 * (title "{page} | Zesty", the summary as description, canonical, hreflang) and its view. Page
 * files stay one line of composition.
 */
export function contentPage(page: ContentPage, View: ComponentType<ContentViewProps>) {
  const generateMetadata = mainPageMetadata(CONTENT_PAGE_PATHS[page], async (locale) => {
    const { meta } = await loadContent(page, locale);
    return { title: meta.metaTitle ?? meta.title, description: meta.summary };
  });

  async function ContentRoute({ params }: Props) {
    const locale = await pageLocale(params);
    const document = await loadContent(page, locale);
    return <View page={page} document={document} locale={locale} />;
  }

  return { generateMetadata, ContentRoute };
}
