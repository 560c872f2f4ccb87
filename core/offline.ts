/**
 * Offline reading (issue 28): what the service worker (worker/sw.ts) and the pages agree on.
 */

/** The offline page of each locale, precached on every host. */
export const OFFLINE_PATH = { en: '/en/offline', nl: '/nl/offline' } as const;

/** Pages kept as they were last opened, and their pictures. */
export const PAGES_CACHE = 'zesty-pages';
export const IMAGES_CACHE = 'zesty-images';

/** Where the service worker is served (app/serwist/[path]/route.ts). */
export const SERVICE_WORKER_URL = '/serwist/sw.js';

/** A recipe page's path, in either locale: what the offline page lists. */
export const RECIPE_PAGE = /^\/(en|nl)\/(?:[^/]+\/)*recipes\/[^/]+$/;
