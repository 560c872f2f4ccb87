import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getCreatorForSite } from '@/lib/api/cached';
import type { Locale } from '@/core/locale';
import { pageMetadata } from '@/lib/seo';
import { siteConfig } from '@/core/site';

/**
 * The metadata of a creator's home on its own site, or undefined for an unknown (or failing)
 * creator. The creator layout uses the parts every page of the site shares (title, robots,
 * favicon); only the home page itself names the home as its canonical URL, so a not-found page
 * on the site points nowhere.
 */
export async function creatorHomeMetadata(slug: string, locale: Locale) {
  const creator = await getCreatorForSite(slug, locale).catch(() => undefined);
  if (!creator) return undefined;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const page = pageMetadata({
    locale,
    path: '/',
    title: t('creatorTitle', { creator: creator.name }),
    description: creator.description,
    site: { kind: 'creator', slug: creator.slug, name: creator.name, noIndex: creator.noIndex },
    image: creator.heroImage ?? undefined,
  });
  const shared: Metadata = {
    metadataBase: page.metadataBase,
    title: page.title,
    description: page.description,
    // A creator that asked not to be indexed is not indexed on any page; otherwise each page
    // says so itself (a not-found page gets Next's own noindex).
    robots: creator.noIndex ? page.robots : undefined,
    // The home-screen icon is the creator's app's (app/app-icons), as the root layout's is Zesty's.
    icons: {
      icon: [
        creator.favicon ? { url: creator.favicon } : { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: '/app-icons/apple-touch-icon.png',
    },
    other: { 'website-id': siteConfig().groceryWebsiteId.whiteLabel },
  };
  return { page: { ...shared, ...page }, shared };
}
