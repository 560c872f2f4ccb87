import { targetCacheControl } from '../../server/web/cache-control';

describe('targetCacheControl: the stale window is for shared caches only', () => {
  it("moves Next's year-long stale window of a cached page to CDN-Cache-Control", () => {
    expect(targetCacheControl('s-maxage=300, stale-while-revalidate=31535700')).toEqual({
      cacheControl: 's-maxage=300',
      cdn: 'max-age=300, stale-while-revalidate=31535700',
    });
  });

  it('leaves answers that say what browsers may do as they are', () => {
    for (const value of [
      'public, max-age=300, stale-while-revalidate=3600',
      'private, no-cache, no-store, max-age=0, must-revalidate',
      's-maxage=31536000',
      'no-store',
    ]) {
      expect(targetCacheControl(value)).toEqual({ cacheControl: value });
    }
  });
});
