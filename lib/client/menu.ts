'use client';

import { useSyncExternalStore } from 'react';
import {
  MENU_COOKIE,
  inMenu,
  parseMenu,
  serializeMenu,
  withRecipe,
  withoutRecipe,
  type MenuEntry,
} from '@/core/kitchen/menu';
import { rawUserCookie } from '@/lib/auth/user-cookie-name';
import { MENU_CHANGE_EVENT, announceChange, changeSubscription } from './change-events';
import { readCookie, removeCookie, writeCookie } from './cookies';

/**
 * The week menu in this browser (issue 28): the `menu` cookie, as a tiny external store every
 * 'Add to menu' button and the menu page share, here and in the other tabs (the change event's
 * broadcast). For a visitor the cookie is the menu; for a signed-in user it is this browser's
 * copy of the account's, and every change is sent on to the account (./menu-sync.ts, loaded
 * only then).
 */

/** localStorage: the `user` cookie whose account's menu the cookie is a copy of (./menu-sync.ts). */
export const OWNER_KEY = 'zesty:menu-owner';

/** Whose account's menu the cookie is a copy of (null: a visitor's menu, or none). */
export function menuCopyOf(): string | null {
  try {
    return window.localStorage.getItem(OWNER_KEY);
  } catch {
    return null; // storage switched off: nothing was marked
  }
}

/** Marks the cookie as `owner`'s account's copy, or (null) as nobody's. */
export function markMenuCopyOf(owner: string | null) {
  try {
    if (owner === null) window.localStorage.removeItem(OWNER_KEY);
    else window.localStorage.setItem(OWNER_KEY, owner);
  } catch {
    // Storage full or switched off: the next session change joins the menus again (no loss).
  }
}

/**
 * Whether a session change has menu work (./menu-sync.ts): a visitor's menu to join a signed-in
 * account's, or a copy of an account's menu to remove after a sign-out. Otherwise a page load
 * asks nothing and loads nothing for the menu.
 */
export function menuSyncNeeded(): boolean {
  const copyOf = menuCopyOf();
  const owner = rawUserCookie();
  if (owner === undefined) return copyOf !== null;
  return copyOf !== owner && readMenu().length > 0;
}

const EMPTY: MenuEntry[] = [];
let snapshot: { raw: string | undefined; entries: MenuEntry[] } = {
  raw: undefined,
  entries: EMPTY,
};

export function readMenu(): MenuEntry[] {
  const raw = readCookie(MENU_COOKIE);
  if (raw !== snapshot.raw) snapshot = { raw, entries: parseMenu(raw) };
  return snapshot.entries;
}

/** Stores the menu here only (what the account answered, or a sign-out's empty menu). */
export function storeMenu(entries: readonly MenuEntry[]) {
  if (entries.length === 0) removeCookie(MENU_COOKIE);
  else writeCookie(MENU_COOKIE, serializeMenu(entries));
  announceChange(MENU_CHANGE_EVENT);
}

/**
 * The visitor changed the menu: stored at once, and for a signed-in user sent to the account.
 * Resolves when the account has it (at once for a visitor); rejects when it could not be sent,
 * the cookie keeping the change, which the next change or sign-in sends again.
 */
export function writeMenu(entries: readonly MenuEntry[]): Promise<void> {
  storeMenu(entries);
  const owner = rawUserCookie();
  if (owner === undefined) return Promise.resolve();
  return import('./menu-sync').then((m) => m.sendMenu(owner));
}

/**
 * Adds a recipe as the last day, or takes it out. `full`: a full menu has no room for it, and
 * nothing changed; `saved` as for writeMenu.
 */
export function setInMenu(
  recipeId: number,
  present: boolean,
  servings?: number,
): { full: boolean; saved: Promise<void> } {
  const current = readMenu();
  const next = present ? withRecipe(current, recipeId, servings) : withoutRecipe(current, recipeId);
  if (present && !inMenu(next, recipeId)) return { full: true, saved: Promise.resolve() };
  return { full: false, saved: writeMenu(next) };
}

const subscribe = changeSubscription(MENU_CHANGE_EVENT);

/** The menu's days in a component; none on the server and while hydrating. */
export function useMenu(): readonly MenuEntry[] {
  return useSyncExternalStore(subscribe, readMenu, () => EMPTY);
}

export function useInMenu(recipeId: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => inMenu(readMenu(), recipeId),
    () => false,
  );
}
