'use client';

import { useEffect } from 'react';
import { PushBookmarks } from '@/components/favourites/push-bookmarks';
import { rawUserCookie } from '@/lib/auth/user-cookie-name';

/**
 * Resumes a signed-in visitor's session once per page load (spec §4 "on start": a missing access
 * token with a refresh token left is exchanged). Visitors cost nothing: without the `user` cookie
 * no request is made and the session code is never loaded. Once the session is known (resumed, or
 * a sign-in), the cookie's bookmarks are pushed to the user's favourites.
 */
export function SessionStart() {
  useEffect(() => {
    if (rawUserCookie() === undefined) return;
    void import('@/lib/client/session').then((m) => m.resumeSession()).catch(() => undefined);
  }, []);
  return <PushBookmarks />;
}
