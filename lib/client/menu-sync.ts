'use client';

import { mergedMenus, sameMenu, type MenuEntry } from '@/core/kitchen/menu';
import { rawUserCookie } from '@/lib/auth/user-cookie-name';
import { OWNER_KEY, readMenu, storeMenu } from './menu';
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

function storage(kind: 'localStorage'): Storage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}

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
  storage('localStorage')?.setItem(OWNER_KEY, owner);
  // The account leaves out recipes that are no longer public.
  if (sameMenu(readMenu(), entries) && !sameMenu(data.entries, entries)) storeMenu(data.entries);
}

/** The menu in the cookie, sent to `owner`'s account (after a change made here). */
export function sendMenu(owner: string): Promise<void> {
  return inTurn(() => (rawUserCookie() === owner ? put(owner, readMenu()) : Promise.resolve()));
}

/**
 * The account's menu and this browser's copy brought together: a visitor's menu joins the
 * account's (its recipes after the account's days); a copy of this account's menu is replaced
 * by the account's (a change made on another device shows). Called by the menu page for a
 * signed-in user, and when the session changes with a visitor's menu to join (a sign-in).
 * Signed out, a copy of an account's menu is removed.
 */
export function syncMenu(): Promise<void> {
  return inTurn(async () => {
    const owner = rawUserCookie();
    const local = storage('localStorage');
    const copyOf = local?.getItem(OWNER_KEY) ?? null;
    if (owner === undefined) {
      if (copyOf !== null) {
        local?.removeItem(OWNER_KEY);
        storeMenu([]);
      }
      return;
    }
    const asked = readMenu();
    const { data } = await proxyGet('menu', {});
    // Signed out meanwhile, or the menu changed here while the account was asked (that change is
    // sent next, in turn): nothing to bring together.
    if (rawUserCookie() !== owner || !sameMenu(readMenu(), asked)) return;
    const mine = asked;
    const next = copyOf === owner ? data.entries : mergedMenus(data.entries, mine);
    if (sameMenu(next, data.entries)) {
      local?.setItem(OWNER_KEY, owner);
      if (!sameMenu(mine, next)) storeMenu(next);
    } else {
      storeMenu(next);
      await put(owner, next);
    }
  });
}
