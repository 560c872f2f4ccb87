/**
 * Purging the edge caches (issue 27): every Varnish in `EDGE_PURGE_URLS` is asked to drop the
 * answers filed under the given keys (`PURGE` with `xkey-purge: k1 k2 …`,
 * deploy/varnish/zesty.vcl), the keys being the cache tags the one revalidation place expires in
 * Next's cache (./revalidate.ts, core/edge-keys.ts). A purge never fails a publish: an edge that does
 * not answer is tried once more and then reported in the log; its pages stay until their
 * `max-age` (the pages' revalidate time) runs out.
 */
import { z } from '../../core/zod';

const urlsSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const urls = (value ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean);
    for (const url of urls) {
      if (!/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url)) {
        ctx.addIssue({ code: 'custom', message: `EDGE_PURGE_URLS: ${url} is not an http(s) URL` });
        return z.NEVER;
      }
    }
    return urls;
  });

/** The edges to purge, from `EDGE_PURGE_URLS` (comma-separated http(s) URLs; none when unset). */
export function edgePurgeUrls(env: Record<string, string | undefined> = process.env): string[] {
  return urlsSchema.parse(env.EDGE_PURGE_URLS);
}

/** Varnish's limit for one request header is 8 KiB: the keys go in batches well under it. */
const BATCH_CHARS = 4_000;
/** How long one purge request may take (ms). */
export const PURGE_TIMEOUT_MS = 2_000;
const RETRY_AFTER_MS = 300;

/** `keys` as space-separated header values of at most BATCH_CHARS characters each. */
export function keyBatches(keys: readonly string[]): string[] {
  const batches: string[] = [];
  let current = '';
  for (const key of new Set(keys)) {
    if (current && current.length + 1 + key.length > BATCH_CHARS) {
      batches.push(current);
      current = '';
    }
    current = current ? `${current} ${key}` : key;
  }
  if (current) batches.push(current);
  return batches;
}

async function purgeOnce(url: string, batch: string): Promise<void> {
  const response = await fetch(url, {
    method: 'PURGE',
    headers: { 'xkey-purge': batch },
    signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`answered ${response.status}`);
}

/**
 * Purges `keys` on every edge of `urls`, all at once; resolves when each has answered or been given
 * up (never rejects). Returns the edges that could not be purged.
 */
export async function purgeEdges(keys: readonly string[], edges?: readonly string[]) {
  let urls: readonly string[];
  try {
    urls = edges ?? edgePurgeUrls();
  } catch (error) {
    // A server refuses to start with a bad value (instrumentation.ts); this is for code run
    // some other way.
    console.error('[edge] no purge:', error instanceof Error ? error.message : error);
    return [];
  }
  const batches = keyBatches(keys);
  if (batches.length === 0 || urls.length === 0) return [];
  const failed = await Promise.all(
    urls.map(async (url) => {
      for (const batch of batches) {
        try {
          await purgeOnce(url, batch);
        } catch {
          await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
          try {
            await purgeOnce(url, batch);
          } catch (error) {
            console.warn(
              `[edge] purge at ${url} failed: ${error instanceof Error ? error.message : String(error)}`,
            );
            return url;
          }
        }
      }
      return undefined;
    }),
  );
  return failed.filter((url): url is string => url !== undefined);
}
