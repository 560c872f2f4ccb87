import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCollectionPage } from '@/lib/api/collection-page';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { CollectionScreen } from '@/components/collection/collection-screen';
import {
  metadataParams,
  metadataSite,
  pageParams,
  screenSite,
  type CreatorHost,
  type CreatorParams,
} from './creator-host';

/**
 * A creator's collection: under /c/{creator} on the marketplace, at the root of the creator's own
 * site, where only that creator's collections (and, inside them, its recipes) exist.
 */
export function creatorCollectionRoute<H extends CreatorHost>(host: H) {
  type Params = CreatorParams<H, { collectionSlug: string }>;

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const values = await metadataParams(host, params);
    if (!values) return {};
    const { locale, creator: creatorSlug, collectionSlug } = values;
    // A failing API leaves the layout's title: the page's error view still has one.
    const page = await getCollectionPage(creatorSlug, collectionSlug, locale).catch(
      () => undefined,
    );
    if (!page) return {};
    const [meta, t] = await Promise.all([
      getTranslations({ locale, namespace: 'Metadata' }),
      getTranslations({ locale, namespace: 'Collection' }),
    ]);
    const { creator, collection } = page;
    const site = metadataSite(host, creator);
    return pageMetadata({
      locale,
      path: routes.collection(site, creator.slug, collection.slug),
      // The white label names the creator, and only the marketplace fills in a missing description.
      ...(site.kind === 'creator'
        ? {
            title: meta('creatorPageTitle', { page: collection.name, creator: site.name }),
            description: collection.description,
          }
        : {
            title: meta('pageTitle', { page: collection.name }),
            description: collection.description || t('metaDescription', { name: creator.name }),
          }),
      site,
      image: collection.heroImage ?? undefined,
    });
  }

  async function CreatorCollection({ params }: { params: Params }) {
    const { locale, creator, collectionSlug } = await pageParams(host, params);
    const page = await getCollectionPage(creator, collectionSlug, locale);
    if (!page) notFound();
    return (
      <CollectionScreen
        collection={page.collection}
        creator={page.creator}
        locale={locale}
        site={screenSite(host, page.creator.slug)}
      />
    );
  }

  return { generateMetadata, Page: CreatorCollection };
}
