/**
 * Next answers pages from its full-route cache with `s-maxage=R, stale-while-revalidate=E`, E
 * being up to a year: fine for a shared cache, which Next's revalidation (and later an edge purge)
 * keeps current. A browser ignores `s-maxage` but not `stale-while-revalidate`: with no freshness
 * of its own, every page it has seen is "stale" and, for a year, may be shown from its cache while
 * it asks again in the background. A returning visitor could be shown a recipe its creator has
 * since changed or unpublished. Worse, Chromium's background revalidation of Next's segment
 * prefetches (same URL, told apart by `Vary`) never reports its end: on a second visit to a page,
 * its link prefetches stay "in flight" for about 30 s (vercel/next.js#96801).
 *
 * So the stale window goes to shared caches only, in RFC 9213's targeted field
 * `CDN-Cache-Control`; `Cache-Control` keeps what browsers and shared caches both read
 * correctly. Any other Cache-Control (an explicit `max-age`, `private`, `no-store`) is left as it
 * is.
 */
export function targetCacheControl(value: string): { cacheControl: string; cdn?: string } {
  const directives = value
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  const named = (name: string) => directives.find((d) => d.toLowerCase().split('=')[0] === name);
  const shared = named('s-maxage');
  const stale = named('stale-while-revalidate');
  if (!shared || !stale || named('max-age') || named('private') || named('no-store')) {
    return { cacheControl: value };
  }
  return {
    cacheControl: directives.filter((d) => d !== stale).join(', '),
    cdn: [`max-age=${shared.split('=')[1] ?? '0'}`, stale].join(', '),
  };
}
