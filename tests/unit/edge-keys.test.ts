/**
 * The keys an edge cache files a public answer under (core/edge-keys.ts) are the cache
 * tags a publish expires (core/cache-tags.ts): what each change purges at the edge is checked
 * here against the pages that show it. Next's own tags of rendered pages are checked against these
 * keys in tests/e2e/edge-cache.spec.ts.
 */
import fc from 'fast-check';
import { ALL_KEY, edgeKeysOf } from '@/core/edge-keys';
import { tagsOfChange } from '@/core/cache-tags';
import { MAIN_SITE, creatorSite } from '@/core/sites';

const purgedBy = (change: Partial<Parameters<typeof tagsOfChange>[0]>) =>
  new Set(tagsOfChange({ recipes: [], creators: [], collections: [], ...change }));

/** Whether a publish of `change` empties the edge's copy of `path` on `site`. */
function purges(
  change: Parameters<typeof purgedBy>[0],
  site: Parameters<typeof edgeKeysOf>[0],
  path: string,
) {
  const tags = purgedBy(change);
  return edgeKeysOf(site, path).some((key) => tags.has(key));
}

describe('edgeKeysOf', () => {
  it('files every page under the key that empties the whole edge', () => {
    for (const path of ['/en', '/nl/recipes/x', '/en/faqs', '/en/unknown/page', '/sitemap.xml']) {
      expect(edgeKeysOf(MAIN_SITE, path)).toContain(ALL_KEY);
    }
  });

  it("names a recipe page's recipe, and the lists and creators it shows", () => {
    expect(edgeKeysOf(MAIN_SITE, '/en/recipes/thai-green-chicken-curry')).toEqual([
      ALL_KEY,
      'recipe:thai-green-chicken-curry',
      'recipes',
      'creators',
    ]);
  });

  it('gives every page of a creator site its creator, on its own host and under /c/ alike', () => {
    const onHost = edgeKeysOf(creatorSite('greenkitchen'), '/nl/recipes/red-lentil-dahl');
    const onMain = edgeKeysOf(MAIN_SITE, '/nl/c/greenkitchen/recipes/red-lentil-dahl');
    expect(new Set(onHost)).toEqual(new Set(onMain));
    expect(onHost).toEqual(
      expect.arrayContaining(['creator:greenkitchen', 'recipe:red-lentil-dahl']),
    );
    for (const path of ['/en', '/en/collections/x', '/en/legal/privacy-policy', '/en/nope']) {
      expect(edgeKeysOf(creatorSite('greenkitchen'), path)).toContain('creator:greenkitchen');
    }
    expect(edgeKeysOf(creatorSite('greenkitchen'), '/en/legal/terms-of-use')).toContain(
      'content:terms-of-use',
    );
  });

  it('decodes and lower-cases the path as the router does', () => {
    expect(edgeKeysOf(MAIN_SITE, '/EN/Recipes/Thai%2Dcurry')).toContain('recipe:thai-curry');
    expect(edgeKeysOf(MAIN_SITE, '/en/recipes/%E0%A4%A')).toEqual([ALL_KEY]);
  });

  it('purges what a publish changed, on both hosts and in both locales, and leaves the rest', () => {
    const recipe = { recipes: ['red-lentil-dahl'] };
    for (const locale of ['en', 'nl']) {
      expect(purges(recipe, MAIN_SITE, `/${locale}/recipes/red-lentil-dahl`)).toBe(true);
      expect(purges(recipe, MAIN_SITE, `/${locale}`)).toBe(true);
      expect(purges(recipe, MAIN_SITE, `/${locale}/recipes`)).toBe(true);
      expect(
        purges(recipe, creatorSite('greenkitchen'), `/${locale}/recipes/red-lentil-dahl`),
      ).toBe(true);
      // Keys come from the address: a recipe published for the first time has its key too.
      expect(purges({ recipes: ['new-dish'] }, MAIN_SITE, `/${locale}/recipes/new-dish`)).toBe(
        true,
      );
      // The creators grid and the editors' pages do not show recipes.
      expect(purges(recipe, MAIN_SITE, `/${locale}/creators`)).toBe(false);
      expect(purges(recipe, MAIN_SITE, `/${locale}/legal/privacy-policy`)).toBe(false);
    }
  });

  it("purges a creator's whole site when the creator changes, and no other creator's", () => {
    const change = { creators: ['greenkitchen'] };
    expect(purges(change, creatorSite('greenkitchen'), '/en/legal')).toBe(true);
    expect(purges(change, creatorSite('greenkitchen'), '/en/anything')).toBe(true);
    expect(purges(change, MAIN_SITE, '/en/creators')).toBe(true);
    // Another creator's recipe pages name their own creator: the kind key purges them too (as
    // Next's tags do), but not an editors' page.
    expect(purges(change, MAIN_SITE, '/en/faqs')).toBe(false);
  });

  it("purges an editors' page in both locales and on creator sites, and nothing else", () => {
    const change = { content: ['privacy-policy' as const] };
    expect(purges(change, MAIN_SITE, '/en/legal/privacy-policy')).toBe(true);
    expect(purges(change, MAIN_SITE, '/nl/legal/privacy-policy')).toBe(true);
    expect(purges(change, creatorSite('greenkitchen'), '/nl/legal/privacy-policy')).toBe(true);
    // The legal pages name each other by their titles.
    expect(purges(change, MAIN_SITE, '/en/legal')).toBe(true);
    expect(purges(change, creatorSite('greenkitchen'), '/en/legal')).toBe(true);
    expect(purges(change, MAIN_SITE, '/en/legal/terms-of-use')).toBe(true);
    expect(purges(change, MAIN_SITE, '/en/faqs')).toBe(false);
    expect(purges(change, MAIN_SITE, '/en/how-it-works')).toBe(false);
    expect(purges(change, MAIN_SITE, '/en/recipes/x')).toBe(false);
    expect(purges(change, MAIN_SITE, '/en')).toBe(false);
  });

  it('makes keys a header can carry from any path, on any host', () => {
    // A percent-encoded NUL or a non-ASCII slug (a 404 page) must not become a header value.
    expect(edgeKeysOf(MAIN_SITE, '/en/recipes/%c4%80')).toEqual([ALL_KEY, 'recipes', 'filters']);
    expect(edgeKeysOf(MAIN_SITE, '/en/c/%00')).toEqual([ALL_KEY]);
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constantFrom('en', 'nl', 'recipes', 'c', 'collections', 'legal'),
            fc.string(),
            fc.webSegment(),
          ),
          { maxLength: 5 },
        ),
        fc.constantFrom(MAIN_SITE, creatorSite('greenkitchen'), creatorSite('bad slug'), {
          kind: 'invalid' as const,
        }),
        (segments, site) => {
          for (const key of edgeKeysOf(site, `/${segments.map(encodeURIComponent).join('/')}`)) {
            expect(key).toMatch(/^[\x21-\x7e]{1,300}$/);
          }
        },
      ),
    );
  });

  it('files the sitemaps under every list', () => {
    expect(edgeKeysOf(MAIN_SITE, '/sitemaps/sitemap/3.xml')).toEqual(
      expect.arrayContaining(['recipes', 'creators', 'collections']),
    );
    expect(edgeKeysOf(creatorSite('oven'), '/sitemap.xml')).toContain('creator:oven');
    expect(edgeKeysOf(MAIN_SITE, '/_next/static/chunks/a.js')).toEqual([ALL_KEY]);
  });
});
