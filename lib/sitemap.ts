import 'server-only';
import type { MetadataRoute } from 'next';
import { getCollections, getCreators, getRecipes } from './api/public';
import { localePath, routes } from './routes';
import { LOCALES } from '../core/contract';
import { originFor } from '../core/site';
import { MAIN_SITE, type Site } from '../core/sites';

/**
 * Sitemaps per host (design.md "Multi-tenancy"): the main site lists its own pages, the profiles of
 * indexable creators and the canonical URLs of their recipes and collections; a creator's own site
 * lists its home, collections and recipes on its own origin. Every page is listed, in every
 * locale, split into files of at most 50,000 URLs (the protocol's limit): app/sitemaps/sitemap.ts
 * serves them as /sitemaps/sitemap/{id}.xml, app/sitemap.xml/route.ts the host's /sitemap.xml.
 */

/** Pages of the main site every sitemap lists (paths without the locale). Screens add theirs here. */
export const MAIN_SITE_PAGES = [
  '/',
  '/recipes',
  '/creators',
  '/how-it-works',
  '/faqs',
  '/legal',
  '/legal/privacy-policy',
  '/legal/terms-of-use',
  '/legal/cookie-policy',
] as const;

/** Pages of a creator's own site. */
export const CREATOR_SITE_PAGES = ['/'] as const;

/** URLs in one sitemap file (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000;
/** Each path is listed once per locale. */
const PATHS_PER_FILE = Math.floor(SITEMAP_URL_LIMIT / LOCALES.length);
/** The API's largest page: a file is made of whole API pages, so no file needs another's data. */
export const API_PAGE_SIZE = 50;

type List = 'creators' | 'recipes' | 'collections';

/** What one sitemap file lists: the site's own pages, and pages of the API's lists. */
export type SitemapPart = { list: 'pages' } | { list: List; page: number };
export type SitemapFile = readonly SitemapPart[];

/**
 * Packs the site's pages and `pages` API pages of each list, in order, into files that stay within
 * the limit even if every API page is full. A file's parts are known from the lists' page counts
 * alone, so serving file n reads only its own API pages (and, on the main site, the creators).
 */
export function planSitemapFiles(
  sitePages: number,
  lists: readonly (readonly [List, number])[],
): SitemapFile[] {
  let file: SitemapPart[] = [{ list: 'pages' }];
  const files = [file];
  let room = PATHS_PER_FILE - sitePages;
  for (const [list, pages] of lists) {
    for (let page = 1; page <= pages; page++) {
      if (room < API_PAGE_SIZE) {
        file = [];
        files.push(file);
        room = PATHS_PER_FILE;
      }
      file.push({ list, page });
      room -= API_PAGE_SIZE;
    }
  }
  return files;
}

const page = (n: number) => ({ locale: 'nl' as const, page: n, perPage: API_PAGE_SIZE });

/** The files of an indexable site's sitemap, from the first page of each list (three requests). */
export async function sitemapFiles(site: Site): Promise<SitemapFile[]> {
  if (site.kind === 'creator') {
    const websiteSlug = site.slug;
    const [collections, recipes] = await Promise.all([
      getCollections({ ...page(1), websiteSlug }),
      getRecipes({ ...page(1), websiteSlug }),
    ]);
    return planSitemapFiles(CREATOR_SITE_PAGES.length, [
      ['collections', collections.meta.pagination.total_pages],
      ['recipes', recipes.meta.pagination.total_pages],
    ]);
  }
  const [creators, recipes, collections] = await Promise.all([
    getCreators(page(1)),
    getRecipes(page(1)),
    getCollections(page(1)),
  ]);
  return planSitemapFiles(MAIN_SITE_PAGES.length, [
    ['creators', creators.meta.pagination.total_pages],
    ['recipes', recipes.meta.pagination.total_pages],
    ['collections', collections.meta.pagination.total_pages],
  ]);
}

/** A few API pages at a time: enough to overlap an HTTP upstream's latency, no flood. */
const CONCURRENCY = 4;

async function inBatches<T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CONCURRENCY)
    out.push(...(await Promise.all(items.slice(i, i + CONCURRENCY).map(fn))));
  return out;
}

/** Creators that may be indexed (enabled, as the list holds only those, and not noIndex). */
async function indexableCreators(): Promise<Set<string>> {
  const first = await getCreators(page(1));
  const rest = await inBatches(
    Array.from({ length: first.meta.pagination.total_pages - 1 }, (_, i) => i + 2),
    (n) => getCreators(page(n)),
  );
  return new Set(
    [first, ...rest].flatMap((res) => res.data.filter((c) => !c.noIndex)).map((c) => c.slug),
  );
}

/** The paths (without the locale) of one part of the main site's sitemap. */
async function mainSitePaths(part: SitemapPart, indexable: Set<string>): Promise<string[]> {
  switch (part.list) {
    case 'pages':
      return [...MAIN_SITE_PAGES];
    case 'creators': {
      const { data } = await getCreators(page(part.page));
      return data.filter((c) => indexable.has(c.slug)).map((c) => routes.creator(c.slug));
    }
    case 'recipes': {
      const { data } = await getRecipes({ ...page(part.page), include: ['website'] });
      // A recipe's canonical URL; its creator-scoped and collection routes point there.
      return data.flatMap((r) => {
        const creator = r.website?.data.slug;
        return creator && indexable.has(creator) ? [routes.recipe(MAIN_SITE, r.slug)] : [];
      });
    }
    case 'collections': {
      const { data } = await getCollections({ ...page(part.page), include: ['website'] });
      return data.flatMap((col) => {
        const creator = col.website?.data.slug;
        return creator && indexable.has(creator)
          ? [routes.collection(MAIN_SITE, creator, col.slug)]
          : [];
      });
    }
  }
}

/** The paths of one part of a creator site's sitemap: its own collections and recipes. */
async function creatorSitePaths(site: Extract<Site, { kind: 'creator' }>, part: SitemapPart) {
  const websiteSlug = site.slug;
  switch (part.list) {
    case 'pages':
      return [...CREATOR_SITE_PAGES];
    case 'collections': {
      const { data } = await getCollections({ ...page(part.page), websiteSlug });
      return data.map((col) => routes.collection(site, websiteSlug, col.slug));
    }
    case 'recipes': {
      const { data } = await getRecipes({ ...page(part.page), websiteSlug });
      return data.map((r) => routes.recipe(site, r.slug));
    }
    case 'creators': // only the main site lists creators
      return [];
  }
}

/**
 * One URL per path and locale, each with its hreflang alternates (every locale, and x-default in
 * Dutch). Next writes these into the XML as they are: `routes` percent-encodes every segment and
 * origins come from validated configuration, so no URL carries `&`, `<`, `>` or `"`.
 */
function sitemapEntries(site: Site, paths: readonly string[]): MetadataRoute.Sitemap {
  const origin = originFor(site);
  const href = (locale: string, path: string) => `${origin}${localePath(locale, path)}`;
  return paths.flatMap((path) => {
    const languages = {
      ...Object.fromEntries(LOCALES.map((l) => [l, href(l, path)])),
      'x-default': href('nl', path),
    };
    return LOCALES.map((locale) => ({ url: href(locale, path), alternates: { languages } }));
  });
}

/** Everything file `file` of `site`'s sitemap lists. */
export async function sitemapFileEntries(
  site: Site,
  file: SitemapFile,
): Promise<MetadataRoute.Sitemap> {
  let paths: string[][];
  if (site.kind === 'creator') {
    paths = await inBatches(file, (part) => creatorSitePaths(site, part));
  } else {
    const needsCreators = file.some((part) => part.list !== 'pages');
    const indexable = needsCreators ? await indexableCreators() : new Set<string>();
    paths = await inBatches(file, (part) => mainSitePaths(part, indexable));
  }
  return sitemapEntries(site, paths.flat());
}

/** A sitemap index (sitemaps.org) of the files at `urls`, which Next's metadata routes cannot write. */
export function sitemapIndexXml(urls: readonly string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.map((url) => `<sitemap>\n<loc>${url}</loc>\n</sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

/**
 * Where file `id` of a site's sitemap is served: app/sitemaps/sitemap.ts with generateSitemaps.
 * Not app/sitemap.ts (/sitemap/{id}.xml): Next 16.4's Turbopack registers that file at
 * /sitemap.xml, generateSitemaps or not, and refuses the build beside app/sitemap.xml/route.ts.
 */
export const sitemapFileUrl = (site: Site, id: number) =>
  `${originFor(site)}/sitemaps/sitemap/${id}.xml`;
