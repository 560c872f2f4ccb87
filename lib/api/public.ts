/**
 * The data door's reads for public pages, cached with tags (lib/publishing/tags.ts) so that
 * publishing revalidates exactly the pages that show what changed. Pages, sitemaps and metadata
 * call these; the uncached functions in ./index are for everything else (tests, scripts). A page
 * in draft mode reads afresh (Next skips this cache there).
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { TAGS } from '../publishing/tags';
import type { ContentPage, Locale } from '../../core/contract';
import * as door from './index';

/** As long as a page's own `revalidate`: without a publish, data is at most this old. */
export const PUBLIC_REVALIDATE_SECONDS = 300;

/**
 * `read` cached under `name` and its arguments, tagged with `tags(...args)`. A missing item
 * (undefined) is kept as null, since the cache stores JSON.
 */
function cachedRead<A extends unknown[], R>(
  name: string,
  read: (...args: A) => Promise<R>,
  tags: (...args: A) => string[],
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    let called = false;
    const cached = unstable_cache(
      async () => {
        called = true;
        return (await read(...args)) ?? null;
      },
      [name, JSON.stringify(args)],
      { tags: tags(...args), revalidate: PUBLIC_REVALIDATE_SECONDS },
    );
    try {
      return ((await cached()) ?? undefined) as R;
    } catch (err) {
      // Outside a Next server (a test calling a route handler) there is no cache to use, and
      // unstable_cache refuses before it reads: read directly. A failed read is rethrown.
      if (called) throw err;
      return read(...args);
    }
  };
}

/**
 * A list that may be narrowed to one creator's (`websiteSlug`), cached as `name`: tagged with its
 * kind (`kindTag`), and with the creator when narrowed, so that creator's publishing refreshes it.
 */
function creatorList<O extends { websiteSlug?: string }, R>(
  name: string,
  read: (options: O) => Promise<R>,
  kindTag: string,
) {
  return cachedRead(
    name,
    (options: O) => read(options),
    (options) => [kindTag, ...(options.websiteSlug ? [TAGS.creator(options.websiteSlug)] : [])],
  );
}

export const getRecipes = creatorList('recipes', door.getRecipes, TAGS.recipes);

export const getRecipe = cachedRead(
  'recipe',
  (slug: string, options: door.RecipeOptions) => door.getRecipe(slug, options),
  (slug) => [TAGS.recipe(slug), TAGS.recipes],
);

export const getRelatedRecipes = cachedRead(
  'related-recipes',
  (slug: string, options: door.RelatedRecipesOptions) => door.getRelatedRecipes(slug, options),
  () => [TAGS.recipes],
);

export const getCreators = cachedRead(
  'creators',
  (options: door.CreatorListOptions) => door.getCreators(options),
  () => [TAGS.creators],
);

export const getCreator = cachedRead(
  'creator',
  (slug: string, options: door.CreatorOptions) => door.getCreator(slug, options),
  (slug) => [TAGS.creator(slug), TAGS.creators],
);

export const getCollections = creatorList('collections', door.getCollections, TAGS.collections);

export const getCollection = cachedRead(
  'collection',
  (slug: string, options: door.CollectionOptions) => door.getCollection(slug, options),
  (slug) => [TAGS.collection(slug), TAGS.collections, TAGS.recipes],
);

export const getSearchFilters = cachedRead(
  'search-filters',
  (options: door.SearchFiltersOptions) => door.getSearchFilters(options),
  () => [TAGS.filters],
);

export const getContent = cachedRead(
  'content',
  (page: ContentPage, locale: Locale) => door.getContent(page, locale),
  (page) => [TAGS.content(page)],
);
