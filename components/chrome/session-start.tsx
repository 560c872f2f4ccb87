'use client';

import { useEffect } from 'react';
import { PushBookmarks } from '@/components/favourites/push-bookmarks';
import { isLocale, LOCALE_COOKIE, normaliseLocale } from '@/core/locale';
import { rawCookie, rawUserCookie } from '@/lib/auth/user-cookie-name';

/**
 * Resumes a signed-in visitor's session once per page load (spec §4 "on start": a missing access
 * token with a refresh token left is exchanged). Visitors cost nothing: without the `user` cookie
 * no request is made and the session code is never loaded. Once the session is known (resumed, or
 * a sign-in), the cookie's bookmarks are pushed to the user's favourites. Every page load also
 * stores the page's locale (spec §4), which the server never sets.
 */
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

export function SessionStart() {
  useEffect(() => {
    rememberPageLocale(document.documentElement.lang);
    if (rawUserCookie() === undefined) return;
    void import('@/lib/client/session').then((m) => m.resumeSession()).catch(() => undefined);
  }, []);
  return <PushBookmarks />;
}
