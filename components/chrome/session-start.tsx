'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/client/idle';
import { SESSION_CHANGE_EVENT } from '@/lib/client/session-change';

type SessionWork = typeof import('./session-work');

/** Runs `task` with the session's work, loaded once (a chunk that fails to load does nothing). */
const withWork = (task: (work: SessionWork) => void) => {
  void import('./session-work').then(task).catch(() => undefined);
};

/**
 * The root layout's session island, on every page. Once the page is idle after hydrating (within
 * 1 s) it stores the page's locale and resumes a signed-in visitor's session (./session-work.ts);
 * whenever the session changes (that resume, or a sign-in) the cookie's bookmarks are pushed to
 * the user's favourites if there is anything new, and the week menu follows the account. Only the listener is part of the page's
 * first-load JavaScript; the rest is an async chunk, out of the tasks that follow hydration.
 */
export function SessionStart() {
  useEffect(() => {
    const onChange = () =>
      withWork((m) => {
        m.pushBookmarksIfNew();
        m.syncMenuIfNeeded();
      });
    window.addEventListener(SESSION_CHANGE_EVENT, onChange);
    const cancelIdle = whenIdle(
      () => withWork((m) => m.startSession(document.documentElement.lang)),
      1000,
    );
    return () => {
      window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
      cancelIdle();
    };
  }, []);
  return null;
}
