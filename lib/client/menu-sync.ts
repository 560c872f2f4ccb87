'use client';

import { mergedMenus, sameMenu, type MenuEntry } from '@/core/kitchen/menu';
import { rawUserCookie } from '@/lib/auth/user-cookie-name';
import { markMenuCopyOf, menuCopyOf, readMenu, storeMenu } from './menu';
import { proxyGet, proxyPut } from './proxy';

/**
 * A signed-in user's week menu between this browser and the account (issue 28), loaded only for
 * a signed-in user. The account's menu is the menu; the `menu` cookie is this browser's copy of
 * it, and the browser remembers whose copy it is (`OWNER_KEY`):
 * - at sign-in, a visitor's menu joins the account's (its recipes after the account's days);
 * - the menu page loads the account's menu, which replaces the copy (a change made on another
 *   device shows there; a card elsewhere may show the copy until then);
 * - each change here is sent whole (`PUT /api/v1/menu`), one request at a time;
 * - at sign-out the copy is removed: the account's menu is not left on a shared computer.
 */

let queue: Promise<unknown> = Promise.resolve();

/** Runs `task` after the menu's requests before it, so that the last change is the one kept. */
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

/** Sends `entries` to the account; keeps what it answers unless the menu changed meanwhile. */
async function put(owner: string, entries: readonly MenuEntry[]): Promise<void> {
  const { data } = await proxyPut('menu', {}, { entries });
  if (rawUserCookie() !== owner) return;
  markMenuCopyOf(owner);
  // The account leaves out recipes that are no longer public.
  if (sameMenu(readMenu(), entries) && !sameMenu(data.entries, entries)) storeMenu(data.entries);
}

/**
 * The account's menu and this browser's menu brought together for `owner` (signed in): a
 * visitor's menu (the cookie is not yet this account's copy) joins the account's, after its
 * days, with whatever it holds now; this account's copy is replaced by the account's menu,
 * unless it changed here while the account was asked (that change is sent next, in turn).
 */
async function bringTogether(owner: string): Promise<void> {
  const asked = readMenu();
  const { data } = await proxyGet('menu', {});
  if (rawUserCookie() !== owner) return;
  const mine = readMenu();
  if (menuCopyOf() === owner) {
    if (sameMenu(mine, asked) && !sameMenu(mine, data.entries)) storeMenu(data.entries);
    return;
  }
  const next = mergedMenus(data.entries, mine);
  if (!sameMenu(mine, next)) storeMenu(next);
  if (sameMenu(next, data.entries)) markMenuCopyOf(owner);
  else await put(owner, next);
}

/**
 * The menu in the cookie, sent to `owner`'s account after a change made here. A menu that is
 * not yet this account's copy (the sign-in's joining failed or has not run) joins the account's
 * first: it never replaces the account's menu.
 */
export function sendMenu(owner: string): Promise<void> {
  return inTurn(async () => {
    if (rawUserCookie() !== owner) return;
    if (menuCopyOf() === owner) await put(owner, readMenu());
    else await bringTogether(owner);
  });
}

/**
 * The session changed, or the menu page opened for a signed-in user: the account's menu and
 * this browser's are brought together (above). Signed out, a copy of an account's menu is
 * removed, so it is not left on a shared computer.
 */
export function syncMenu(): Promise<void> {
  return inTurn(async () => {
    const owner = rawUserCookie();
    if (owner !== undefined) return bringTogether(owner);
    if (menuCopyOf() !== null) {
      markMenuCopyOf(null);
      storeMenu([]);
    }
  });
}
