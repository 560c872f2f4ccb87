'use client';

import { useSyncExternalStore } from 'react';
import { BOOKMARKS_COOKIE } from '@/lib/bookmarks';
import { SESSION_CHANGE_EVENT, rawUserCookie } from '@/lib/auth/user-cookie-name';
import { BOOKMARK_CHANGE_EVENT } from './change-events';
import { createIdListStore } from './id-list-store';

export { BOOKMARK_CHANGE_EVENT };

/**
 * The visitor's bookmarks, kept in the `bookmarks` cookie and shared by every heart on the page
 * and the favourites screen (lib/client/id-list-store.ts).
 */
export const bookmarksStore = createIdListStore(BOOKMARKS_COOKIE, BOOKMARK_CHANGE_EVENT);

export const readBookmarks = bookmarksStore.read;

/** Replaces the list; false (nothing written) when it would not fit in the cookie. */
export function writeBookmarks(ids: readonly number[]): boolean {
  return bookmarksStore.write(ids);
}

/** Saves or removes one recipe in the cookie at once; false when the cookie is full. */
export function setBookmarked(id: number, saved: boolean): boolean {
  return bookmarksStore.set(id, saved);
}

/**
 * A signed-in user's server favourites as far as this page knows (issue 15): loaded after the
 * page is idle (components/favourites/favourites-api.ts) and kept in step by the hearts. They
 * belong to the `user` cookie they were loaded for, so another user's never show.
 */
let favourites: { owner: string; ids: ReadonlySet<number> } | null = null;
const favouriteListeners = new Set<() => void>();

function notifyFavourites() {
  for (const listener of favouriteListeners) listener();
}

export function isServerFavourite(id: number): boolean {
  const owner = rawUserCookie();
  return owner !== undefined && favourites?.owner === owner && favourites.ids.has(id);
}

/** The favourites `owner` has on the server (replacing what was known). */
export function setServerFavourites(owner: string, ids: Iterable<number>) {
  favourites = { owner, ids: new Set(ids) };
  notifyFavourites();
}

/** One favourite of `owner` added or removed (at once, before the server answers). */
export function markServerFavourite(owner: string, id: number, saved: boolean) {
  const ids = new Set(favourites?.owner === owner ? favourites.ids : []);
  if (saved) ids.add(id);
  else ids.delete(id);
  setServerFavourites(owner, ids);
}

/** Where a recipe stood before a click on its heart: in the cookie, and among the favourites. */
export type BookmarkState = { bookmarked: boolean; favourite: boolean };

export function bookmarkState(id: number): BookmarkState {
  return { bookmarked: readBookmarks().includes(id), favourite: isServerFavourite(id) };
}

/** Puts a recipe back where it stood (the favourite call failed). */
export function restoreBookmark(owner: string, id: number, before: BookmarkState) {
  if (readBookmarks().includes(id) !== before.bookmarked) setBookmarked(id, before.bookmarked);
  markServerFavourite(owner, id, before.favourite);
}

function subscribe(listener: () => void) {
  const off = bookmarksStore.subscribe(listener);
  favouriteListeners.add(listener);
  // Signing in or out changes whose favourites count.
  window.addEventListener(SESSION_CHANGE_EVENT, listener);
  return () => {
    off();
    favouriteListeners.delete(listener);
    window.removeEventListener(SESSION_CHANGE_EVENT, listener);
  };
}

/**
 * Whether the recipe is saved: in this browser's cookie or, for a signed-in user, among their
 * favourites on the server. False on the server and before hydration.
 */
export function useIsBookmarked(id: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readBookmarks().includes(id) || isServerFavourite(id),
    () => false,
  );
}
