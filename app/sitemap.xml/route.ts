import { getCollections, getCreators, getRecipes } from '@/lib/api';
import { HOST_FILE_HEADERS, hostSite, indexableSite } from '@/lib/host-site';
import { routes } from '@/lib/routes';
import { originFor } from '@/core/site';
import { MAIN_SITE, creatorSite } from '@/core/sites';
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
    ...creators.map((c) => routes.creator(c.slug)),
    // A recipe's canonical URL; its creator-scoped and collection routes point there.
    ...recipes.flatMap((r) => {
      const creator = r.website?.data.slug;
      return creator && indexable.has(creator) ? [routes.recipe(MAIN_SITE, r.slug)] : [];
    }),
    ...collections.flatMap((col) => {
      const creator = col.website?.data.slug;
      return creator && indexable.has(creator)
        ? [routes.collection(MAIN_SITE, creator, col.slug)]
        : [];
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
  const site = creatorSite(slug);
  return [
    ...CREATOR_SITE_PAGES,
    ...collections.map((col) => routes.collection(site, slug, col.slug)),
    ...recipes.map((r) => routes.recipe(site, r.slug)),
  ];
}

/** sitemap.xml per host: the main site's pages, or a creator's own pages on its own host (none when noIndex). */
export async function GET(request: Request) {
  const host = hostSite(request);
  if (host.kind === 'invalid') return new Response('Bad Request', { status: 400 });
  const site = await indexableSite(host);
  let xml: string;
  try {
    if (!site) xml = sitemapXml('', []);
    else {
      const paths =
        site.kind === 'main' ? await mainSitePaths() : await creatorSitePaths(site.slug);
      xml = sitemapXml(originFor(site), paths);
    }
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
