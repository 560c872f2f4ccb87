'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { SERVICE_WORKER_URL } from '@/core/offline';
import { whenIdle } from '@/lib/client/idle';
import { keepForOffline } from '@/lib/client/offline';

let registered: Promise<unknown> | undefined;

/** Registered once the page is in use and the browser is idle: nothing of it in the first load. */
function register(): Promise<unknown> {
  registered ??= import('@serwist/window').then(({ Serwist }) =>
    new Serwist(SERVICE_WORKER_URL, { scope: '/', type: 'module' }).register(),
  );
  return registered;
}

let picturesSent = false;

/**
 * Keeps the page on screen for reading offline. A page reached by a link is rendered in the
 * browser, not asked of the server as a page, so the worker is told of it. The pictures loaded
 * before the worker took over are sent once; those after pass through it and it keeps them
 * itself, so they are not asked for again on every route change.
 */
function keepPage() {
  const pictures = picturesSent
    ? []
    : performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => {
          const { origin, pathname } = new URL(url);
          return (
            origin === location.origin &&
            (pathname.startsWith('/_next/image') || pathname.startsWith('/media/'))
          );
        });
  picturesSent = true;
  keepForOffline([location.pathname + location.search], pictures);
}

/**
 * The service worker (issue 28): registered after the first use of the page or 10 s after load,
 * so a page's first load carries none of it; then each page the visitor opens is kept for
 * reading offline.
 */
export function ServiceWorker() {
  const pathname = usePathname();
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancelIdle = () => {};
    // Not in the page's first seconds, where the worker's precache (the app's scripts) would
    // compete with the page's own pictures and scripts on a slow network: after the visitor's
    // first touch, key or scroll, or 10 s after load, whichever comes first, once idle.
    const FIRST_USE = ['pointerdown', 'keydown', 'scroll'] as const;
    let timer = 0;
    const go = () => {
      stop();
      // A worker that cannot be registered (a private window, storage refused) leaves the site
      // as it is without one.
      cancelIdle = whenIdle(() => void register().then(keepPage, () => undefined));
    };
    const stop = () => {
      window.clearTimeout(timer);
      window.removeEventListener('load', afterLoad);
      for (const type of FIRST_USE) window.removeEventListener(type, go);
    };
    const afterLoad = () => {
      timer = window.setTimeout(go, 10_000);
    };
    for (const type of FIRST_USE) window.addEventListener(type, go, { once: true, passive: true });
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      stop();
      cancelIdle();
    };
  }, []);
  useEffect(() => {
    if (registered) keepPage();
  }, [pathname]);
  return null;
}
