import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createSerwistRoute } from '@serwist/turbopack';
import { OFFLINE_PATH } from '@/core/offline';

/**
 * The service worker (worker/sw.ts), bundled with esbuild and served as /serwist/sw.js (Serwist's
 * route for Next's Turbopack builds). It precaches the app's scripts and styles, and the offline
 * pages at this build's revision.
 */

/**
 * One revision per build, the same on every web server of it and whenever the route is rendered
 * again: a digest of the build's script names, which change with every change of code.
 */
function buildRevision(): string {
  const chunks = fs.readdirSync(path.join(process.cwd(), '.next', 'static', 'chunks')).sort();
  return createHash('sha256').update(chunks.join('\n')).digest('hex').slice(0, 16);
}

const route = createSerwistRoute({
  swSrc: 'worker/sw.ts',
  useNativeEsbuild: true,
  globPatterns: ['.next/static/**/*.{js,css}'],
  additionalPrecacheEntries: Object.values(OFFLINE_PATH).map((url) => ({
    url,
    revision: buildRevision(),
  })),
});
export const { dynamic, dynamicParams, generateStaticParams, GET } = route;
// Not Serwist's `false` (kept a year, also by the edge): after a deploy the edge hands out the
// new worker within minutes (browsers themselves ask past their own HTTP cache for it).
export const revalidate = 300;
