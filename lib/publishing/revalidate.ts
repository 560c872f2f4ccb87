import 'server-only';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import type { PublicChange } from '@/core/contract';
import { purgeEdges } from './edge-purge';
import { readsStartedBy } from './reads-in-flight';
import { tagsOfChange } from '../../core/cache-tags';

/**
 * How long after the write's reads have settled the tags are expired once more (ms). Next dates a
 * cache entry by when it is stored, not by when its render began: a page rendering while the write
 * lands (a visitor's link prefetch, say) reads the old data and is stored just after the tags
 * expired, so it would be served as fresh for its whole `revalidate` (seen in e2e: a creator's
 * home kept the old list for five minutes). Expiring the same tags again once such renders are
 * done is the "delayed double delete" of a cache-aside store: a page stored stale lives until this
 * pass, and one rendered after the write is merely rendered once more. The pass waits first for
 * every public read that began before the write (./reads-in-flight.ts; a render under load can
 * take longer than any fixed delay), then SETTLE_MS for the render around the read to be stored.
 * One pass: Next runs the revalidations an `after` callback asks for when all of the request's
 * callbacks are done, so a second, later pass would hold back the first.
 */
export const SETTLE_MS = 1_500;

/** The longest the second pass waits for reads that began before the write (ms). */
export const READS_LIMIT_MS = 10_000;

/**
 * How long after a pass's expiry the edges are purged (ms). Next carries out the `revalidateTag`
 * calls of a route handler, and of an `after` callback, once the handler or callback has returned
 * (in a shared cache handler that is a write to Redis); an edge purged before that could fetch the
 * old page once more on its next miss and keep it. A moment later, it can only fetch the new one.
 */
export const PURGE_LAG_MS = 250;

function expire(tags: readonly string[]) {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // Not awaited by the request: it runs once the expiry has been carried out (see PURGE_LAG_MS).
  setTimeout(() => void purgeEdges(tags), PURGE_LAG_MS);
}

/**
 * The one revalidation place (design: "Publishing goes through one revalidation place"): every
 * write that changed what visitors see ends here with the API's `changed`, and the pages that
 * show it are rendered afresh on their next request, on both hosts and in both locales. The
 * tags expire at once (`expire: 0`), so the next visitor gets the new page rather than a stale
 * one while it regenerates, and once more after the response, once the reads that began before
 * the write are done and SETTLE_MS more (within the request's lifetime). Each pass purges the same
 * tags on every edge cache (`EDGE_PURGE_URLS`, ./edge-purge.ts), where pages are filed under them
 * (core/edge-keys.ts), just after Next's cache has dropped them. Called from a route handler.
 */
export function revalidatePublic(change: PublicChange): string[] {
  const tags = tagsOfChange(change);
  const writtenBy = Date.now();
  expire(tags);
  after(async () => {
    await readsStartedBy(writtenBy, READS_LIMIT_MS);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    expire(tags);
  });
  return tags;
}
