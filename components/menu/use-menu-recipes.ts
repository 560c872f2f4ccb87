'use client';

import useSWR from 'swr';
import type { Recipe } from '@/core/contract';
import type { MenuEntry, MenuLinkEntry } from '@/core/kitchen/menu';
import type { Locale } from '@/core/locale';
import type { ApiError } from '@/lib/api/errors';
import { proxyGet } from '@/lib/client/proxy';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';

/** What a day of the menu shows of its recipe. */
const INCLUDE = ['image'];

/**
 * The recipes of the menu's days, by id, in one request (a menu has at most 21 days, a page of
 * the list route up to 100). A recipe that is no longer public is not in the answer: its day
 * says so. The key is the set of ids, so moving a day or changing its servings asks nothing.
 */
export function useMenuRecipes(entries: readonly MenuEntry[], locale: Locale) {
  const ids = entries.map((e) => e.recipeId);
  const key =
    ids.length > 0 ? ['menu-recipes', locale, [...ids].sort((a, b) => a - b).join()] : null;
  return useSWR<Map<number, Recipe>, ApiError>(
    key,
    async () => {
      const page = await proxyGet(
        'recipes.index',
        {},
        { locale, include: INCLUDE, ids, page: 1, perPage: ids.length },
      );
      return new Map(page.data.map((recipe) => [recipe.id, recipe]));
    },
    { ...SWR_DEFAULTS, keepPreviousData: true },
  );
}

/**
 * The recipes of a menu link's days, by slug (a link names recipes as the API and the order
 * card do); one that is not public is left out.
 */
export function useLinkedRecipes(entries: readonly MenuLinkEntry[], locale: Locale) {
  const key = entries.length > 0 ? ['menu-link', locale, entries.map((e) => e.slug).join()] : null;
  return useSWR<Recipe[], ApiError>(
    key,
    async () => {
      const found = await Promise.all(
        entries.map((entry) =>
          proxyGet('recipes.show', { slug: entry.slug }, { locale, include: INCLUDE }).then(
            (answer) => answer.data,
            (err: ApiError) => {
              if (err.status === 404) return null;
              throw err;
            },
          ),
        ),
      );
      return found.filter((recipe): recipe is Recipe => recipe !== null);
    },
    SWR_DEFAULTS,
  );
}
