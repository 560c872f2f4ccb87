import { isLocale, LOCALE_COOKIE, normaliseLocale } from '@/core/locale';
import { rawCookie, rawUserCookie } from '@/lib/auth/user-cookie-name';

import { menuSyncNeeded } from '@/lib/client/menu';

export { pushBookmarksIfNew } from '@/components/favourites/push-bookmarks';

/** The week menu follows the session (lib/client/menu-sync.ts), loaded only when it has work. */
export function syncMenuIfNeeded(): void {
  if (!menuSyncNeeded()) return;
  void import('@/lib/client/menu-sync').then((m) => m.syncMenu()).catch(() => undefined);
}

/**
 * Spec §3/§4: the page's locale is stored on load, by the browser (issue 26: a public page's
 * answer never carries Set-Cookie, so shared caches can keep it). Only when it differs from what
 * the cookie says, read as the middleware reads it (a first visit to an nl page stores nothing);
 * js-cookie is loaded only then.
 */
function rememberPageLocale(pageLocale: string) {
  if (!isLocale(pageLocale) || normaliseLocale(rawCookie(LOCALE_COOKIE)) === pageLocale) return;
  void import('@/lib/client/cookies')
    .then((m) => m.writeLocaleCookie(pageLocale))
    .catch(() => undefined);
}

/**
 * What a page load starts once the page is idle (components/chrome/session-start.tsx): the
 * page's locale stored, and a signed-in visitor's session resumed (spec §4 "on start": a missing
 * access token with a refresh token left is exchanged), which tells the islands, the bookmarks'
 * push among them. Without the `user` cookie no request is made and the session code never loads.
 */
export function startSession(pageLocale: string): void {
  rememberPageLocale(pageLocale);
  if (rawUserCookie() === undefined) {
    // Signed out (maybe in another tab, or the session expired): an account's menu goes.
    syncMenuIfNeeded();
    return;
  }
  void import('@/lib/client/session').then((m) => m.resumeSession()).catch(() => undefined);
}
