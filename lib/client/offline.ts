/**
 * Asks the service worker (worker/sw.ts) to keep pages, and what else is listed, for reading
 * offline; it stores only what the server marks as shareable. Nothing happens without a worker
 * (not yet registered, or a browser without them) or without a network.
 */
export function keepForOffline(pages: readonly string[], other: readonly string[] = []) {
  if (!('serviceWorker' in navigator) || !navigator.onLine) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          ...pages.map((page) => [page, { headers: { accept: 'text/html' } }]),
          ...other,
        ],
      },
    }),
  );
}
