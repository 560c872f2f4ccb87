'use client';

import { useEffect } from 'react';
import { SESSION_CHANGE_EVENT, rawCookie, rawUserCookie } from '@/lib/auth/user-cookie-name';
import { BOOKMARKS_COOKIE } from '@/lib/bookmarks';
import { parseIdList } from '@/lib/id-list-cookie';

/** This tab's last push: the signed-in user's cookie and the bookmarks left after it. */
export const PUSHED_KEY = 'zesty:bookmarks-pushed';

/** The cookie's ids without js-cookie: this runs on every page. */
function cookieIds(): number[] {
  const raw = rawCookie(BOOKMARKS_COOKIE);
  if (!raw) return [];
  try {
    return parseIdList(decodeURIComponent(raw));
  } catch {
    return [];
  }
}

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Spec §4: after sign-in the cookie's bookmarks are pushed to the user's favourites (those that
 * fail stay in the cookie). It runs when the session changes (a sign-in, or the session resumed
 * on a page load) and only when there is something new to push: the tab remembers for whom and
 * which bookmarks were left after its last push, so the same failures are not retried on every
 * page. Visitors and users without bookmarks load nothing.
 */
export function PushBookmarks() {
  useEffect(() => {
    let running = false;
    const push = () => {
      const storage = sessionStore();
      const owner = rawUserCookie();
      if (owner === undefined) {
        storage?.removeItem(PUSHED_KEY);
        return;
      }
      const ids = cookieIds();
      const key = (left: readonly number[]) => `${owner}|${left.join(',')}`;
      if (running || ids.length === 0 || storage?.getItem(PUSHED_KEY) === key(ids)) return;
      running = true;
      void import('./favourites-api')
        .then((m) => m.pushBookmarks())
        .then(() => storage?.setItem(PUSHED_KEY, key(cookieIds())))
        .catch(() => undefined)
        .finally(() => {
          running = false;
        });
    };
    window.addEventListener(SESSION_CHANGE_EVENT, push);
    return () => window.removeEventListener(SESSION_CHANGE_EVENT, push);
  }, []);
  return null;
}
