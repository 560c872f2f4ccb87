import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MAIN_SITE } from '@/core/sites';
import { getCreatorPage } from '@/lib/api/creator-page';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';
import { creatorHomeMetadata } from '@/lib/seo-creator';
import { CreatorProfile } from '@/components/creator/creator-profile';
import {
  metadataParams,
  pageParams,
  screenSite,
  type CreatorHost,
  type CreatorParams,
} from './creator-host';

/**
 * A creator's home: its profile on the marketplace (/c/{creator}), the home of its own site (in
 * its colours, from the host's chrome). A failed load is handled by the route's error.tsx, which
 * runs the client-side creator load (spec §4).
 */
export function creatorHomeRoute<H extends CreatorHost>(host: H) {
  type Params = CreatorParams<H>;

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const values = await metadataParams(host, params);
    if (!values) return {};
    const { locale, creator: slug } = values;
    // The white label: the site's shared metadata (favicon, its website-id…) with the home as canonical URL.
    if (host === 'creator') return (await creatorHomeMetadata(slug, locale))?.page ?? {};
    // A failing API leaves the layout's title: the page's error view still has one.
    const page = await getCreatorPage(slug, locale).catch(() => undefined);
    if (!page) return {};
    const t = await getTranslations({ locale, namespace: 'Metadata' });
    const { creator } = page;
    return {
      ...pageMetadata({
        locale,
        path: routes.creator(creator.slug),
        title: t('pageTitle', { page: creator.name }),
        description: creator.description || t('description'),
        site: MAIN_SITE,
        image: creator.heroImage ?? undefined,
      }),
      // A creator who asked not to be indexed is not indexed on the marketplace either.
      ...(creator.noIndex ? { robots: { index: false, follow: true } } : {}),
    };
  }

  async function CreatorHome({ params }: { params: Params }) {
    const { locale, creator } = await pageParams(host, params);
    const page = await getCreatorPage(creator, locale);
    if (!page) notFound();
    return (
      <CreatorProfile
        creator={page.creator}
        locale={locale}
        site={screenSite(host, page.creator.slug)}
        definitions={page.definitions}
        recipes={page.recipes}
        collections={page.collections}
      />
    );
  }

  return { generateMetadata, Page: CreatorHome };
}
