/**
 * Next's page and data cache in Redis (issue 27), so that every web server shares one: a page
 * rendered by one is served by all, and a publish's tag revalidation on one (lib/publishing/
 * revalidate.ts) is seen by all at once. next.config.ts names this file only when a server starts
 * with REDIS_URL; a build never opens Redis. Without REDIS_URL, Next keeps its cache in `.next`
 * as before.
 *
 * `@fortedigital/nextjs-cache-handler`'s Redis handler (entries and their tags in Redis strings,
 * a tag revalidation deleting every entry of the tag) over the ioredis client the rate limits use
 * already. Keys start with REDIS_KEY_PREFIX, `next:` and the build id: a new build starts with an
 * empty cache and never reads pages an older build rendered.
 *
 * While Redis does not answer (an outage, a restart), each server keeps pages in its own memory,
 * says so once in its log, and goes back to the shared cache when Redis answers again, dropping
 * what it kept meanwhile (revalidations on other servers did not reach it). Requests never wait
 * for a Redis that is down: commands are not queued while disconnected, and one that hangs gives
 * up after TIMEOUT_MS.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { Redis } from 'ioredis';
import { CACHE_ONE_YEAR_SECONDS } from 'next/dist/lib/constants.js';

/** The longest one Redis command may take before the page is rendered without it (ms). */
export const TIMEOUT_MS = 500;

/**
 * The handlers for this process (Next creates a handler per request; they share this).
 * @param {string} buildId
 * @param {{ url: string; prefix: string; log?: (message: string) => void }} settings
 */
export function sharedCacheConfig(buildId, { url, prefix, log = console.warn }) {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  const where = new URL(url).host;
  let outage = false;
  let local = createLruHandler();
  client.on('error', (error) => {
    if (outage) return;
    outage = true;
    log(
      `[cache] Redis at ${where} does not answer (${error.message}): this server keeps pages in its own memory until it does`,
    );
  });
  client.on('ready', () => {
    if (!outage) return;
    outage = false;
    local = createLruHandler();
    log(`[cache] Redis at ${where} answers again: back to the shared page cache`);
  });
  const shared = createRedisHandler({
    client: ioredisAdapter(client),
    keyPrefix: `${prefix}:next:${buildId}:`,
    timeoutMs: TIMEOUT_MS,
  });
  /**
   * Read only when the shared handler failed (the library reads handlers in order and goes on
   * after an error); written only while Redis is not ready.
   * @type {typeof shared}
   */
  const whileDown = {
    name: 'local-while-redis-is-down',
    get: (key, meta) => local.get(key, meta),
    set: async (key, value, ctx) => {
      if (client.status !== 'ready') await local.set(key, value, ctx);
    },
    revalidateTag: (tag) => local.revalidateTag(tag),
    delete: async (key) => {
      await local.delete?.(key);
    },
  };
  return { client, config: { handlers: [shared, whileDown] } };
}

/**
 * Next's `expireTime` (next.config.ts sets none, so Next's default: a year). The end of a page's
 * stale-while-revalidate window, which the web server gives the edge (server/web/cache-control.ts).
 */
const EXPIRE_SECONDS = CACHE_ONE_YEAR_SECONDS;

/**
 * The library keeps an entry's lifetime (`lifespan.revalidate`) but not Next's `cacheControl`,
 * from which Next writes a page's Cache-Control. A web server answering from Redis a page that
 * another server rendered therefore sent no Cache-Control at all, and the edge did not keep it
 * (test:faults' pre-check found it on `/nl`; docs/architecture.md). Each page entry read is given
 * its `cacheControl` back from the lifetime the library stored, as the server that rendered it
 * had it.
 */
export class SharedCacheHandler extends CacheHandler {
  /** @type {CacheHandler['get']} */
  async get(cacheKey, ctx) {
    const entry = await super.get(cacheKey, ctx);
    const kind = entry?.value?.kind;
    if (!entry || entry.cacheControl || (kind !== 'APP_PAGE' && kind !== 'APP_ROUTE')) return entry;
    const revalidate = entry.lifespan?.revalidate;
    if (typeof revalidate !== 'number' || revalidate <= 0) return entry;
    return { ...entry, cacheControl: { revalidate, expire: EXPIRE_SECONDS } };
  }
}

/** @type {ReturnType<typeof sharedCacheConfig>['config'] | undefined} */
let config;

CacheHandler.onCreation(({ buildId }) => {
  config ??= sharedCacheConfig(buildId, {
    url: process.env.REDIS_URL ?? '',
    prefix: process.env.REDIS_KEY_PREFIX || 'zesty',
  }).config;
  return config;
});

export default SharedCacheHandler;
