'use client';

import { useSyncExternalStore } from 'react';
import {
  BOOKMARKS_COOKIE,
  parseBookmarks,
  serializeBookmarks,
  toggleBookmark,
} from '@/lib/bookmarks';
import { readCookie, writeCookie } from './cookies';

/**
 * The visitor's bookmarks, kept in the `bookmarks` cookie and shared by every heart on the page
 * (a tiny external store: a change in one island re-renders the others).
 */
const listeners = new Set<() => void>();
let snapshot: { raw: string | undefined; ids: number[] } = { raw: undefined, ids: [] };

function current(): number[] {
  const raw = readCookie(BOOKMARKS_COOKIE);
  if (raw !== snapshot.raw) snapshot = { raw, ids: parseBookmarks(raw) };
  return snapshot.ids;
}

const EMPTY: number[] = [];

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab may change the cookie: look again when this one comes back.
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

export function writeBookmarks(ids: readonly number[]) {
  writeCookie(BOOKMARKS_COOKIE, serializeBookmarks(ids));
  for (const listener of listeners) listener();
}

/** Saves or removes one recipe at once; returns the new state. */
export function setBookmarked(id: number, saved: boolean): boolean {
  writeBookmarks(toggleBookmark(current(), id, saved));
  return current().includes(id) === saved;
}

/** Whether the recipe is bookmarked; false on the server and before hydration. */
export function useIsBookmarked(id: number): boolean {
  const ids = useSyncExternalStore(subscribe, current, () => EMPTY);
  return ids.includes(id);
}
