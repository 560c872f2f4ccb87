import { rawCookie, rawUserCookie } from '@/lib/auth/user-cookie-name';
import { BOOKMARKS_COOKIE } from '@/lib/bookmarks-cookie-name';

/**
 * This tab's last push: the signed-in user's cookie and the bookmarks cookie as it was left after
 * it. The cookie is compared as written, not parsed: the parser and the push come with the
 * favourites code, loaded only when there is something new to push.
 */
export const PUSHED_KEY = 'zesty:bookmarks-pushed';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

let running = false;

/**
 * Spec §4: after sign-in the cookie's bookmarks are pushed to the user's favourites (those that
 * fail stay in the cookie). Called when the session changes (a sign-in, or the session resumed
 * on a page load), it pushes only when there is something new: the tab remembers for whom and
 * which bookmarks were left after its last push, so the same failures are not retried on every
 * page. Signed out, it forgets; visitors and users without bookmarks load nothing.
 */
export function pushBookmarksIfNew(): void {
  const storage = sessionStore();
  const owner = rawUserCookie();
  if (owner === undefined) {
    storage?.removeItem(PUSHED_KEY);
    return;
  }
  const key = () => `${owner}|${rawCookie(BOOKMARKS_COOKIE) ?? ''}`;
  if (running || !rawCookie(BOOKMARKS_COOKIE) || storage?.getItem(PUSHED_KEY) === key()) return;
  running = true;
  void import('./favourites-api')
    .then((m) => m.pushBookmarks())
    .then(() => storage?.setItem(PUSHED_KEY, key()))
    .catch(() => undefined)
    .finally(() => {
      running = false;
    });
}
