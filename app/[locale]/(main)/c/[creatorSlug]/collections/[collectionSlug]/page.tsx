import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCollectionPage } from '@/lib/api/collection-page';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { MAIN_SITE } from '@/core/sites';
import { pageMetadata } from '@/lib/seo';
import { CollectionScreen } from '@/components/collection/collection-screen';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

type Params = Promise<{ locale: string; creatorSlug: string; collectionSlug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, creatorSlug, collectionSlug } = await params;
  if (!isLocale(locale)) return {};
  // A failing API leaves the layout's title: the page's error view still has one.
  const page = await getCollectionPage(creatorSlug, collectionSlug, locale).catch(() => undefined);
  if (!page) return {};
  const [meta, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getTranslations({ locale, namespace: 'Collection' }),
  ]);
  const { creator, collection } = page;
  return pageMetadata({
    locale,
    path: `/c/${creator.slug}/collections/${collection.slug}`,
    title: meta('pageTitle', { page: collection.name }),
    description: collection.description || t('metaDescription', { name: creator.name }),
    site: MAIN_SITE,
    image: collection.heroImage ?? undefined,
  });
}

export default async function CollectionPage({ params }: { params: Params }) {
  const { creatorSlug, collectionSlug } = await params;
  const locale = await pageLocale(params);
  const page = await getCollectionPage(creatorSlug, collectionSlug, locale);
  if (!page) notFound();
  return (
    <CollectionScreen
      collection={page.collection}
      creator={page.creator}
      locale={locale}
      site={MAIN_SITE}
    />
  );
}
