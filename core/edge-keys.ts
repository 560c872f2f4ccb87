/**
 * The edge cache's keys of a public answer (issue 27, design: "Public responses name their tags in
 * a surrogate-key header"): the web server sends them as `Surrogate-Key` on every answer a shared
 * cache may keep (server/web/serve.ts), Varnish files the answer under them (xkey), and the one
 * revalidation place purges the same tags there that it expires in Next's cache
 * (lib/publishing/revalidate.ts). So a key is a cache tag (./cache-tags.ts), named for what the page at that address
 * shows: its item, and the kind of every list or item it shows, since a change to any item of a
 * kind expires the kind's tag too (`tagsOfChange`).
 *
 * Next keeps the tags its render read beside each cached page, but sends them only in its minimal
 * (Vercel) mode; here they are derived from the address. tests/e2e/edge-cache.spec.ts holds them
 * to the tags Next stored for the rendered pages of both hosts.
 */
import { TAGS } from './cache-tags';
import {
  CONTENT_PAGES,
  CONTENT_PAGE_PATHS,
  LEGAL_DOCUMENTS,
  type ContentPage,
} from './contract/content';
import { isLocale } from './locale';
import type { HostSite } from './sites';

/** A slug as the routes take them: keys are header values and xkey splits them on spaces. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;
const slug = (value: string | undefined) => (value && SLUG.test(value) ? value : undefined);

/** On every answer the edge keeps: purging it empties the edge (after a deploy). */
export const ALL_KEY = 'all';

const CONTENT_BY_PATH: ReadonlyMap<string, ContentPage> = new Map(
  CONTENT_PAGES.map((page) => [CONTENT_PAGE_PATHS[page], page] as const),
);

const LEGAL: readonly ContentPage[] = ['legal', ...LEGAL_DOCUMENTS];

/** An editors' page at `rest`: its key; a legal page names the other legal pages by their titles. */
function contentKeys(rest: readonly string[]): string[] {
  const page = CONTENT_BY_PATH.get(`/${rest.join('/')}`);
  if (!page) return [];
  const shown = LEGAL.includes(page) ? LEGAL : [page];
  return shown.map((p) => TAGS.content(p));
}

/** A creator's site, on its own host or under /c/{slug} on the main site. */
function creatorKeys(creator: string, rest: readonly string[]): string[] {
  // Its home lists recipes with the search filters; its pages name the creator and collections.
  const keys: string[] = [
    TAGS.creator(creator),
    TAGS.creators,
    TAGS.recipes,
    TAGS.collections,
    TAGS.filters,
  ];
  const [kind, item] = [rest[0], slug(rest[1])];
  if (kind === 'recipes' && item) keys.push(TAGS.recipe(item));
  if (kind === 'collections' && item) keys.push(TAGS.collection(item));
  keys.push(...contentKeys(rest));
  return keys;
}

function mainKeys(rest: readonly string[]): string[] {
  const [first, third] = [rest[0], rest[2]];
  const [second, fourth] = [slug(rest[1]), slug(rest[3])];
  const content = contentKeys(rest);
  if (content.length > 0) return content;
  switch (first) {
    case undefined:
      return [TAGS.recipes, TAGS.creators];
    case 'recipes':
      return second
        ? [TAGS.recipe(second), TAGS.recipes, TAGS.creators]
        : [TAGS.recipes, TAGS.filters];
    case 'search':
      return [TAGS.recipes, TAGS.creators, TAGS.filters];
    case 'creators':
      return [TAGS.creators];
    case 'c':
      return second ? creatorKeys(second, rest.slice(2)) : [];
    case 'collections': {
      const keys: string[] = [TAGS.collections, TAGS.recipes, TAGS.creators];
      if (second) keys.push(TAGS.collection(second));
      if (third === 'recipes' && fourth) keys.push(TAGS.recipe(fourth));
      return keys;
    }
    default:
      return [];
  }
}

function segmentsOf(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s).toLowerCase());
  } catch {
    return undefined;
  }
}

/**
 * The keys of the answer at `pathname` (no query) on `site`'s host. Pages of the locale tree get
 * their tags; the sitemaps get every list's; anything else (a build file, an image) only
 * {@link ALL_KEY}, since its address changes with its content.
 */
export function edgeKeysOf(site: HostSite, pathname: string): string[] {
  const segments = segmentsOf(pathname) ?? [];
  const creator = site.kind === 'creator' ? slug(site.slug) : undefined;
  const keys: string[] = [ALL_KEY];
  const [first = ''] = segments;
  if (isLocale(first)) {
    const rest = segments.slice(1);
    keys.push(...(creator ? creatorKeys(creator, rest) : mainKeys(rest)));
  } else if (/^sitemaps?(\.xml)?$/.test(first)) {
    keys.push(TAGS.recipes, TAGS.creators, TAGS.collections);
    if (creator) keys.push(TAGS.creator(creator));
  }
  return [...new Set(keys)];
}
