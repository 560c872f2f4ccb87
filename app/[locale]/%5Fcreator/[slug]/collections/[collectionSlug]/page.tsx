import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCollectionPage } from '@/lib/api/collection-page';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { creatorSite } from '@/core/sites';
import { CollectionScreen } from '@/components/collection/collection-screen';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

type Params = Promise<{ locale: string; slug: string; collectionSlug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug, collectionSlug } = await params;
  if (!isLocale(locale)) return {};
  // A failing API leaves the layout's title: the page's error view still has one.
  const page = await getCollectionPage(slug, collectionSlug, locale).catch(() => undefined);
  if (!page) return {};
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  const { creator, collection } = page;
  return pageMetadata({
    locale,
    path: `/collections/${collection.slug}`,
    title: meta('creatorPageTitle', { page: collection.name, creator: creator.name }),
    description: collection.description,
    site: { kind: 'creator', slug: creator.slug, name: creator.name, noIndex: creator.noIndex },
    image: collection.heroImage ?? undefined,
  });
}

/** A collection on the creator's own site: only that creator's collections exist here. */
export default async function CreatorCollectionPage({ params }: { params: Params }) {
  const { slug, collectionSlug } = await params;
  const locale = await pageLocale(params);
  const page = await getCollectionPage(slug, collectionSlug, locale);
  if (!page) notFound();
  return (
    <CollectionScreen
      collection={page.collection}
      creator={page.creator}
      locale={locale}
      site={creatorSite(page.creator.slug)}
    />
  );
}
