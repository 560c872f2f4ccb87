import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';
import { CONTENT_PAGE_PATHS, type ContentPage, type Locale } from '@/core/contract';
import { contentTitle, type ContentDocument } from '@/core/content/document';
import { getCreatorForSite } from '@/lib/api/cached';
import { pageLocale } from '@/lib/i18n/page';
import { pageMetadata } from '@/lib/seo';
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

type CreatorProps = { params: Promise<{ locale: string; slug: string }> };

/** What a legal view is given on a creator's own site: the creator's name for its titles. */
export type WhiteLabelViewProps = ContentViewProps & { creatorName?: string };

/**
 * A creator host's route of an editors' page (issue 25: the legal pages, "titles differ for white
 * label", spec §2): the white-label title (`whiteLabelTitle` with the creator's name) as the page's
 * heading and browser title, the page's own address on the creator's site as its canonical URL.
 * The creator layout has already answered 404 for an unknown or disabled creator.
 */
export function creatorContentPage(page: ContentPage, View: ComponentType<WhiteLabelViewProps>) {
  async function creatorOf(params: CreatorProps['params']) {
    const { slug } = await params;
    const locale = await pageLocale(params);
    const creator = await getCreatorForSite(slug, locale);
    return { locale, creator };
  }

  async function generateMetadata({ params }: CreatorProps): Promise<Metadata> {
    const { locale, creator } = await creatorOf(params).catch(() => ({
      locale: undefined,
      creator: undefined,
    }));
    if (!locale || !creator) return {};
    const { meta } = await loadContent(page, locale);
    return pageMetadata({
      locale,
      path: CONTENT_PAGE_PATHS[page],
      title: contentTitle(meta, creator.name),
      description: meta.summary,
      site: { kind: 'creator', slug: creator.slug, name: creator.name, noIndex: creator.noIndex },
    });
  }

  async function CreatorContentRoute({ params }: CreatorProps) {
    const { locale, creator } = await creatorOf(params);
    if (!creator) notFound();
    const document = await loadContent(page, locale);
    return <View page={page} document={document} locale={locale} creatorName={creator.name} />;
  }

  return { generateMetadata, ContentRoute: CreatorContentRoute };
}
