/**
 * The data door's reads for public pages, cached with tags (core/cache-tags.ts) so that
 * publishing revalidates exactly the pages that show what changed. Pages, sitemaps and metadata
 * call these; the uncached functions in ./index are for everything else (tests, scripts). A page
 * in draft mode reads afresh (Next skips this cache there).
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { trackRead } from '../publishing/reads-in-flight';
import { TAGS } from '../../core/cache-tags';
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
      return ((await trackRead(cached())) ?? undefined) as R;
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

/** A read of options alone, cached as `name` under fixed `tags`. */
function byOptions<O, R>(name: string, read: (options: O) => Promise<R>, tags: string[]) {
  return cachedRead(
    name,
    (options: O) => read(options),
    () => tags,
  );
}

/** One item read by its slug, cached as `name` and tagged with `tags(slug)`. */
function bySlug<O, R>(
  name: string,
  read: (slug: string, options: O) => Promise<R>,
  tags: (slug: string) => string[],
) {
  return cachedRead(name, (slug: string, options: O) => read(slug, options), tags);
}

export const getRecipe = bySlug('recipe', door.getRecipe, (slug) => [
  TAGS.recipe(slug),
  TAGS.recipes,
]);

export const getRelatedRecipes = bySlug('related-recipes', door.getRelatedRecipes, () => [
  TAGS.recipes,
]);

export const getCreators = byOptions('creators', door.getCreators, [TAGS.creators]);

export const getCreator = bySlug('creator', door.getCreator, (slug) => [
  TAGS.creator(slug),
  TAGS.creators,
]);

export const getCollections = creatorList('collections', door.getCollections, TAGS.collections);

export const getCollection = bySlug('collection', door.getCollection, (slug) => [
  TAGS.collection(slug),
  TAGS.collections,
  TAGS.recipes,
]);

export const getSearchFilters = byOptions('search-filters', door.getSearchFilters, [TAGS.filters]);

export const getContent = cachedRead(
  'content',
  (page: ContentPage, locale: Locale) => door.getContent(page, locale),
  (page) => [TAGS.content(page)],
);
