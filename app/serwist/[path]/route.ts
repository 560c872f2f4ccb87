import { createSerwistRoute } from '@serwist/turbopack';
import { OFFLINE_PATH } from '@/core/offline';

/**
 * The service worker (worker/sw.ts), bundled with esbuild when the site is built and served as
 * /serwist/sw.js (Serwist's route for Next's Turbopack builds). It precaches the app's scripts
 * and styles, and the offline pages at this build's revision.
 */
// Evaluated once, when the build prerenders this route: each build precaches its own offline pages.
const revision = crypto.randomUUID();

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute(
  {
    swSrc: 'worker/sw.ts',
    useNativeEsbuild: true,
    globPatterns: ['.next/static/**/*.{js,css}'],
    additionalPrecacheEntries: Object.values(OFFLINE_PATH).map((url) => ({ url, revision })),
  },
);
