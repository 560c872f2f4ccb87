'use client';

/**
 * The hearts' calls to the favourites API (issue 15), loaded with the first call rather than with
 * the recipe page: the proxy client and the contract's schemas are no part of its first load.
 */
import { rawUserCookie } from '@/lib/auth/user-cookie-name';
import {
  markServerFavourite,
  readBookmarks,
  restoreBookmark,
  bookmarksStore,
  setServerFavourites,
  type BookmarkState,
} from '@/lib/client/bookmarks';
import { proxyDelete, proxyGet, proxyPost } from '@/lib/client/proxy';
import { mutate } from 'swr';
import type { Recipe } from '@/core/contract';
import { RECIPE_LIST_LIMITS } from '@/core/contract/paths';
import { isSavedRecipesKey } from './saved-recipes-key';

/** Favourites read for the hearts: pages of 50, at most this many pages. */
const MAX_FAVOURITE_PAGES = 20;
/** Bookmarks pushed after sign-in at a time. */
const PUSH_CONCURRENCY = 4;

/** The latest click on each recipe's heart: an older call's failure reverts nothing. */
const turns = new Map<number, number>();
/** Hearts clicked while the favourites load: their state wins over the (older) answer. */
const clicked = new Map<number, boolean>();
let loading: { owner: string; promise: Promise<void> } | undefined;

async function favouriteIds(): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page <= MAX_FAVOURITE_PAGES; page += 1) {
    const answer = await proxyGet(
      'recipes.favorites',
      {},
      { page, perPage: RECIPE_LIST_LIMITS.maxPerPage },
    );
    ids.push(...answer.data.map((recipe) => recipe.id));
    if (page >= answer.meta.pagination.total_pages) break;
  }
  return ids;
}

/**
 * The signed-in user's favourite ids for the hearts: fetched once per user and page session
 * (again with `force`, when another tab changed them). A failure leaves the hearts on the cookie
 * and is tried again at the next call.
 */
export function loadFavouriteIds(force = false): Promise<void> {
  const owner = rawUserCookie();
  if (owner === undefined) return Promise.resolve();
  if (!force && loading?.owner === owner) return loading.promise;
  clicked.clear();
  const promise = favouriteIds().then(
    (ids) => {
      if (rawUserCookie() !== owner) return;
      const known = new Set(ids);
      for (const [id, saved] of clicked) {
        if (saved) known.add(id);
        else known.delete(id);
      }
      setServerFavourites(owner, known);
    },
    () => {
      if (loading?.promise === promise) loading = undefined;
    },
  );
  loading = { owner, promise };
  return promise;
}

function callFavourite(id: number, saved: boolean) {
  const params = { id: String(id) };
  // POST has no body: the recipe is in the path.
  return saved
    ? proxyPost('recipes.favorite', params, undefined)
    : proxyDelete('recipes.favorite', params);
}

/**
 * Spec §4: after the heart has changed the cookie (and the hearts) at once, the signed-in user's
 * favourite follows on the server. On failure the recipe goes back to `before`, unless the heart
 * was clicked again meanwhile. A saved recipe that the server now holds leaves the cookie: the
 * cookie keeps what this browser saved without an account, which is pushed at the next sign-in
 * (a later user of the same browser must not inherit it).
 */
export async function syncFavourite(
  owner: string,
  id: number,
  saved: boolean,
  before: BookmarkState,
): Promise<'saved' | 'failed' | 'superseded'> {
  const turn = (turns.get(id) ?? 0) + 1;
  turns.set(id, turn);
  clicked.set(id, saved);
  try {
    await callFavourite(id, saved);
  } catch {
    if (turns.get(id) !== turn) return 'superseded';
    restoreBookmark(owner, id, before);
    clicked.set(id, before.favourite);
    return 'failed';
  }
  if (turns.get(id) !== turn) return 'superseded';
  if (saved) bookmarksStore.remove([id]);
  // The favourites list, wherever it is cached: a recipe taken off leaves it at once; either way
  // it is asked again (now if on screen, else when it is shown next).
  void mutate<Recipe[]>(
    isSavedRecipesKey('favourites'),
    (list) => (saved ? list : list?.filter((recipe) => recipe.id !== id)),
    { revalidate: true },
  );
  return 'saved';
}

/**
 * Spec §4: after sign-in, every bookmark in the cookie becomes a favourite; those that fail stay
 * in the cookie, the rest leave it. Another tab may do the same at once: adding is idempotent, and
 * only the ids that succeeded are taken out of what the cookie holds then.
 */
export async function pushBookmarks(): Promise<{ pushed: number[]; failed: number[] }> {
  const owner = rawUserCookie();
  const queue = [...readBookmarks()];
  const pushed: number[] = [];
  const failed: number[] = [];
  if (owner === undefined || queue.length === 0) return { pushed, failed };
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        await callFavourite(id, true);
        pushed.push(id);
        clicked.set(id, true);
      } catch {
        failed.push(id);
      }
    }
  };
  await Promise.all(Array.from({ length: PUSH_CONCURRENCY }, worker));
  if (rawUserCookie() === owner) for (const id of pushed) markServerFavourite(owner, id, true);
  bookmarksStore.remove(pushed);
  return { pushed, failed };
}
