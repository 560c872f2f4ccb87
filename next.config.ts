import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // Messages are compiled at build time, so the browser gets no ICU parser.
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

// Under Zesty's own web server (server/web/serve.ts) compression and ETags happen there, once per
// cached page revision; plain `next start` keeps doing both itself on every request.
const ownServer = process.env.ZESTY_WEB_SERVER === '1';

// `ZESTY_TEST_BUILD=1 next build` (the test script and the performance scripts) also builds the
// test-only routes, files named `*.test-only.ts(x)`: the fault switch (app/api/test/faults) and
// bench:pages' static reference page. A production build has neither.
export const TEST_ONLY_EXTENSIONS = ['test-only.tsx', 'test-only.ts'];
const testBuild = process.env.ZESTY_TEST_BUILD === '1';

// Issue 27: a server started with REDIS_URL keeps Next's page and data cache in Redis, shared by
// every web server (server/web/next-cache-handler.mjs). Named at start only: a build never
// opens Redis, and the same build runs with or without it.
const sharedCache =
  process.env.REDIS_URL && process.env.NEXT_PHASE !== 'phase-production-build'
    ? path.resolve('server/web/next-cache-handler.mjs')
    : undefined;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  pageExtensions: ['tsx', 'ts', 'jsx', 'js', ...(testBuild ? TEST_ONLY_EXTENSIONS : [])],
  experimental: {
    inlineCss: true,
    cssChunking: { type: 'graph', requestCost: 2000 },
  },
  cacheHandler: sharedCache,
  compress: !ownServer,
  generateEtags: !ownServer,
  // `ZESTY_SOURCE_MAPS=1 next build` to see what the browser's JavaScript is made of.
  productionBrowserSourceMaps: process.env.ZESTY_SOURCE_MAPS === '1',
  // The embedded database (WASM) and native/image modules load at run time, never bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  // The grocery widget (public/widget/v1.js): the version is in the path, so a fix within v1 must
  // reach pages soon; browsers and shared caches keep it five minutes and may serve it a day
  // longer while they revalidate.
  async headers() {
    return [
      {
        source: '/widget/:file*',
        headers: [
          { key: 'Cache-Control', value: 'public, max-age=300, stale-while-revalidate=86400' },
        ],
      },
    ];
  },
  images: {
    localPatterns: [{ pathname: '/media/**' }],
    formats: ['image/avif', 'image/webp'],
    // The photos are 1600 px wide at most: larger widths would only repeat the original, and
    // every width is one more srcset entry in each page's HTML.
    deviceSizes: [640, 828, 1080, 1280, 1600],
    imageSizes: [48, 96, 160, 256, 384],
    minimumCacheTTL: 31_536_000,
  },
};

export default withNextIntl(nextConfig);
