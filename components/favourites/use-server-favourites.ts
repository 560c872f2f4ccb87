'use client';

import { useEffect } from 'react';
import { SESSION_CHANGE_EVENT, rawUserCookie } from '@/lib/auth/user-cookie-name';
import { BOOKMARK_CHANGE_EVENT, onChange } from '@/lib/client/change-events';
import { whenIdle } from '@/lib/client/idle';

const load = (force = false) => {
  if (rawUserCookie() === undefined) return;
  void import('./favourites-api').then((m) => m.loadFavouriteIds(force)).catch(() => undefined);
};

/**
 * A signed-in user's hearts also show the favourites saved on the server (another device, or
 * pushed from the cookie). Their ids load once the page is idle, so the page's first load carries
 * neither the request nor the proxy client; again when the session changes (a sign-in, another
 * user) and when another tab changed a bookmark.
 */
export function useServerFavourites(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const cancelIdle = whenIdle(() => load());
    const onSession = () => load();
    window.addEventListener(SESSION_CHANGE_EVENT, onSession);
    const off = onChange(BOOKMARK_CHANGE_EVENT, ({ remote }) => {
      if (remote) load(true);
    });
    return () => {
      cancelIdle();
      window.removeEventListener(SESSION_CHANGE_EVENT, onSession);
      off();
    };
  }, [enabled]);
}
