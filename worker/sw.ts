/// <reference lib="webworker" />
/**
 * Zesty's service worker (issue 28), built with Serwist by app/serwist/[path]/route.ts and served
 * as /serwist/sw.js on every host, so a creator's site has its own (one per origin).
 *
 * - The app's scripts and styles are precached at install, with each locale's offline page: a
 *   recipe page a cook opened once works offline with all its islands (cook mode, the checklist,
 *   servings, timers), including the parts it loads only when used.
 * - Pages: the network first (5 s), then the copy kept when the page was last opened. Only pages
 *   the server marks as shareable (`s-maxage` or `public`, never `private` or `no-store`) are
 *   kept: a personal page, a preview or an API answer is never stored, so none is ever shown to
 *   another user of the browser.
 * - Pictures: from the cache at once, refreshed in the background.
 * - A page that was never opened, offline: the offline page in its language.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import { OFFLINE_PATH, PAGES_CACHE, IMAGES_CACHE } from '../core/offline';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const DAY = 24 * 60 * 60;

/** Only what a shared cache could keep is kept here; everything else is the user's alone. */
const shareableOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const cacheControl = response.headers.get('cache-control') ?? '';
    if (/\b(private|no-store)\b/i.test(cacheControl)) return null;
    return /\b(s-maxage|public)\b/i.test(cacheControl) ? response : null;
  },
};

const isPage = (request: Request, url: URL) =>
  request.method === 'GET' &&
  url.origin === self.location.origin &&
  (request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html')) &&
  !/^\/(api|v1|media|_next|serwist)\//.test(url.pathname);

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => isPage(request, url),
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: 5,
        plugins: [
          shareableOnly,
          new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY }),
        ],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) =>
        sameOrigin &&
        (url.pathname.startsWith('/_next/image') || url.pathname.startsWith('/media/')),
      handler: new StaleWhileRevalidate({
        cacheName: IMAGES_CACHE,
        plugins: [
          shareableOnly,
          new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY }),
        ],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({
        cacheName: 'zesty-static',
        plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 365 * DAY })],
      }),
    },
  ],
  fallbacks: {
    entries: [
      {
        url: OFFLINE_PATH.en,
        matcher: ({ request }) =>
          request.destination === 'document' && /^\/en(\/|$)/.test(new URL(request.url).pathname),
      },
      {
        url: OFFLINE_PATH.nl,
        matcher: ({ request }) => request.destination === 'document',
      },
    ],
  },
});

serwist.addEventListeners();
