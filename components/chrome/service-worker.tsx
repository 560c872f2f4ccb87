'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { SERVICE_WORKER_URL } from '@/core/offline';
import { whenIdle } from '@/lib/client/idle';
import { keepForOffline } from '@/lib/client/offline';

let registered: Promise<unknown> | undefined;

/** Registered once the page has loaded and the browser is idle: nothing of it in the first load. */
function register(): Promise<unknown> {
  registered ??= import('@serwist/window').then(({ Serwist }) =>
    new Serwist(SERVICE_WORKER_URL, { scope: '/', type: 'module' }).register(),
  );
  return registered;
}

/**
 * Keeps the page on screen, and its pictures, for reading offline. A page reached by a link is
 * rendered in the browser, not asked of the server as a page, so the worker is told of it.
 */
function keepPage() {
  const pictures = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const { origin, pathname } = new URL(url);
      return (
        origin === location.origin &&
        (pathname.startsWith('/_next/image') || pathname.startsWith('/media/'))
      );
    });
  keepForOffline([location.pathname + location.search], pictures);
}

/**
 * The service worker (issue 28): registered after load, so a page's first load carries none of
 * it; then each page the visitor opens is kept for reading offline.
 */
export function ServiceWorker() {
  const pathname = usePathname();
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    let cancel = () => {};
    const start = () => {
      // A worker that cannot be registered (a private window, storage refused) leaves the site
      // as it is without one.
      cancel = whenIdle(() => void register().then(keepPage, () => undefined));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, []);
  useEffect(() => {
    if (registered) keepPage();
  }, [pathname]);
  return null;
}
