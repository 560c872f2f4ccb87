'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import type { Recipe } from '@/core/contract';
import { RECIPE_LIST_LIMITS } from '@/core/contract/paths';
import type { ApiError } from '@/lib/api/errors';
import type { Locale } from '@/core/locale';
import { bookmarksStore } from '@/lib/client/bookmarks';
import {
  BOOKMARK_CHANGE_EVENT,
  ORDER_CHANGE_EVENT,
  onChange,
  type ChangeEventName,
} from '@/lib/client/change-events';
import type { IdListStore } from '@/lib/client/id-list-store';
import { useHydrated } from '@/lib/client/use-hydrated';
import { ordersStore } from '@/lib/client/orders';
import { proxyGet } from '@/lib/client/proxy';
import type { SavedKind } from './kinds';
import { savedRecipesKey } from './saved-recipes-key';

/** What a recipe card shows besides the recipe itself. */
const CARD_INCLUDES = ['image', 'website'];
/** A page of the list routes (the most they give at once); also the ids asked for per request. */
const PAGE = RECIPE_LIST_LIMITS.maxPerPage;

const SOURCES: Record<SavedKind, { store: IdListStore; event: ChangeEventName }> = {
  favourites: { store: bookmarksStore, event: BOOKMARK_CHANGE_EVENT },
  orders: { store: ordersStore, event: ORDER_CHANGE_EVENT },
};

/** The signed-in user's first page of favourites or ordered recipes, newest first. */
function serverPage(kind: SavedKind, locale: Locale) {
  const query = { locale, include: CARD_INCLUDES, page: 1, perPage: PAGE };
  return kind === 'favourites'
    ? proxyGet('recipes.favorites', {}, query)
    : proxyGet('orders.index', {}, query);
}

/** The recipes of the cookie's ids (the list route picks at most a page of ids at a time). */
async function cookieRecipes(ids: readonly number[], locale: Locale): Promise<Recipe[]> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += PAGE) chunks.push(ids.slice(i, i + PAGE));
  const pages = await Promise.all(
    chunks.map((chunk) =>
      proxyGet(
        'recipes.index',
        {},
        { locale, include: CARD_INCLUDES, ids: chunk, page: 1, perPage: chunk.length },
      ),
    ),
  );
  return pages.flatMap((page) => page.data);
}

/**
 * The union of this browser's cookie (newest first: its ids are kept oldest first) and the
 * server's list, each recipe once. The cookie's go first: they are the ones this browser saved
 * without an account and not yet pushed, so the newest of all; a recipe that is no longer
 * visible is left out by the API.
 */
export async function loadSavedRecipes(
  kind: SavedKind,
  ids: readonly number[],
  locale: Locale,
): Promise<Recipe[]> {
  const newestFirst = [...ids].reverse();
  const [server, picked] = await Promise.all([
    serverPage(kind, locale),
    cookieRecipes(newestFirst, locale),
  ]);
  const byId = new Map(picked.map((recipe) => [recipe.id, recipe]));
  const seen = new Set<number>();
  const out: Recipe[] = [];
  const add = (recipe: Recipe | undefined) => {
    if (!recipe || seen.has(recipe.id)) return;
    seen.add(recipe.id);
    out.push(recipe);
  };
  for (const id of newestFirst) add(byId.get(id));
  for (const recipe of server.data) add(recipe);
  return out;
}

/**
 * The favourites or orders screen's recipes. It loads after hydration (the cookie is the
 * browser's), and again on every bookmark-change or order-change, in this tab or another.
 * Spec §8: a load failure empties the list.
 */
export function useSavedRecipes(kind: SavedKind, locale: Locale) {
  const { store, event } = SOURCES[kind];
  const ids = store.useIds();
  const hydrated = useHydrated();
  const [revision, setRevision] = useState(0);
  useEffect(() => onChange(event, () => setRevision((r) => r + 1)), [event]);

  // One key per list and cookie: a change elsewhere (a heart on a recipe page) updates the
  // cached list through it (./saved-recipes-key.ts), and a list seen before is shown at once on
  // coming back and asked again (stale while revalidating), never kept as it was.
  const swr = useSWR<Recipe[], ApiError>(
    hydrated ? savedRecipesKey(kind, locale, ids) : null,
    () => loadSavedRecipes(kind, ids, locale),
    { ...SWR_DEFAULTS, keepPreviousData: true },
  );
  const { mutate } = swr;
  // A change may leave the cookie as it was (an order recorded on the server only): ask again.
  useEffect(() => {
    if (revision > 0) void mutate();
  }, [revision, mutate]);
  return {
    recipes: swr.error ? [] : (swr.data ?? []),
    isLoading: swr.data === undefined && swr.error === undefined,
    /** Goes up on every change: what else the screen loads asks again with it. */
    revision,
  };
}
