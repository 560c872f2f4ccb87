import { getCollections, getCreators, getRecipes } from '@/lib/api';
import { HOST_FILE_HEADERS, siteForRequest } from '@/lib/host-site';
import { originFor } from '@/lib/site';
import { CREATOR_SITE_PAGES, MAIN_SITE_PAGES, sitemapXml } from '@/lib/sitemap';

const PER_PAGE = 50;
/** Enough for the demo and far beyond; a sitemap index would take over at real scale. */
const MAX_PAGES = 20;

async function allPages<T>(
  fetchPage: (
    page: number,
  ) => Promise<{ data: T[]; meta: { pagination: { total_pages: number } } }>,
): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await fetchPage(page);
    out.push(...res.data);
    if (page >= res.meta.pagination.total_pages) break;
  }
  return out;
}

/** Creator profiles and collections of indexable creators (names and slugs are the same in every locale). */
async function mainSitePaths(): Promise<string[]> {
  const creators = (
    await allPages((page) => getCreators({ locale: 'nl', page, perPage: PER_PAGE }))
  ).filter((c) => !c.noIndex);
  const indexable = new Set(creators.map((c) => c.slug));
  const [collections, recipes] = await Promise.all([
    allPages((page) =>
      getCollections({ locale: 'nl', page, perPage: PER_PAGE, include: ['website'] }),
    ),
    allPages((page) => getRecipes({ locale: 'nl', page, perPage: PER_PAGE, include: ['website'] })),
  ]);
  return [
    ...MAIN_SITE_PAGES,
    ...creators.map((c) => `/c/${c.slug}`),
    // A recipe's canonical URL; its creator-scoped and collection routes point there.
    ...recipes.flatMap((r) => {
      const creator = r.website?.data.slug;
      return creator && indexable.has(creator) ? [`/recipes/${r.slug}`] : [];
    }),
    ...collections.flatMap((col) => {
      const creator = col.website?.data.slug;
      return creator && indexable.has(creator) ? [`/c/${creator}/collections/${col.slug}`] : [];
    }),
  ];
}

async function creatorSitePaths(slug: string): Promise<string[]> {
  const [collections, recipes] = await Promise.all([
    allPages((page) =>
      getCollections({ locale: 'nl', websiteSlug: slug, page, perPage: PER_PAGE }),
    ),
    allPages((page) => getRecipes({ locale: 'nl', websiteSlug: slug, page, perPage: PER_PAGE })),
  ]);
  return [
    ...CREATOR_SITE_PAGES,
    ...collections.map((col) => `/collections/${col.slug}`),
    ...recipes.map((r) => `/recipes/${r.slug}`),
  ];
}

/** sitemap.xml per host: the main site's pages, or a creator's own pages on its own host (none when noIndex). */
export async function GET(request: Request) {
  const site = await siteForRequest(request);
  if (site.kind === 'invalid') return new Response('Bad Request', { status: 400 });
  let xml: string;
  try {
    if (site.kind === 'main') xml = sitemapXml(originFor({ kind: 'main' }), await mainSitePaths());
    else if (site.kind === 'creator' && !site.noIndex) {
      xml = sitemapXml(
        originFor({ kind: 'creator', slug: site.slug }),
        await creatorSitePaths(site.slug),
      );
    } else xml = sitemapXml('', []);
  } catch {
    // Never cache a partial sitemap: crawlers come back.
    return new Response('Service Unavailable', {
      status: 503,
      headers: { 'Retry-After': '60', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', ...HOST_FILE_HEADERS },
  });
}
