/** @jest-environment node */
import { headers } from 'next/headers';
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { getCollections, getCreator, getCreators, getRecipes } from '@/lib/api';
import { SITEMAP_URL_LIMIT, planSitemapFiles } from '@/lib/sitemap';
import sitemap, { generateSitemaps } from '@/app/sitemaps/sitemap';
import { GET as sitemapXml } from '@/app/sitemap.xml/route';

/**
 * Sitemaps of a generated catalogue far beyond the old 1,000-recipe cap, through both routes:
 * /sitemap.xml (the index, or the only file) and app/sitemaps/sitemap.ts's files (/sitemaps/sitemap/{id}.xml),
 * rendered as Next renders them.
 */
jest.mock('next/headers', () => ({ headers: jest.fn() }));
jest.mock('@/lib/api', () => ({
  getCreator: jest.fn(),
  getCreators: jest.fn(),
  getCollections: jest.fn(),
  getRecipes: jest.fn(),
}));

process.env.SITE_URL = 'https://zesty.example';
process.env.ROOT_DOMAIN = 'zesty.example';

// ——— The catalogue ———

type Creator = { slug: string; noIndex: boolean };
/** Enabled creators, as the API lists them; every tenth asked for noindex. */
const creators: Creator[] = [
  { slug: 'big', noIndex: false },
  ...Array.from({ length: 70 }, (_, i) => ({ slug: `creator-${i}`, noIndex: i % 10 === 0 })),
];
/** Recipes of a creator the list does not hold (not enabled) are never listed. */
const owners = [...creators.slice(1).map((c) => c.slug), 'disabled'];
/** 100,000 recipes (issue 26): `big` has 26,000 (52,000 URLs on its own site); the rest are spread. */
const recipes = Array.from({ length: 100_000 }, (_, i) => ({
  slug: `recipe-${i}`,
  creator: i < 26_000 ? 'big' : owners[i % owners.length]!,
}));
const collections = Array.from({ length: 300 }, (_, i) => ({
  slug: `collection-${i}`,
  creator: i % 7 === 0 ? 'big' : owners[i % owners.length]!,
}));
const bySlug = new Map(creators.map((c) => [c.slug, c]));

/** A page as the API answers it (`website` included or not, it carries the creator's slug). */
function pageOf<T extends { slug: string; creator?: string }>(
  items: readonly T[],
  opts: { page?: number; perPage?: number; websiteSlug?: string },
) {
  const scoped = opts.websiteSlug ? items.filter((i) => i.creator === opts.websiteSlug) : items;
  const perPage = opts.perPage ?? 10;
  const page = opts.page ?? 1;
  const data = scoped.slice((page - 1) * perPage, page * perPage).map(({ creator, ...item }) => ({
    ...item,
    ...(creator ? { website: { data: { slug: creator } } } : {}),
  }));
  const total = scoped.length;
  return {
    data,
    meta: {
      pagination: {
        current_page: page,
        per_page: perPage,
        total,
        total_pages: Math.ceil(total / perPage),
      },
    },
  } as never;
}

beforeEach(() => {
  jest.mocked(getCreators).mockImplementation(async (o) => pageOf(creators, o));
  jest.mocked(getRecipes).mockImplementation(async (o) => pageOf(recipes, o));
  jest.mocked(getCollections).mockImplementation(async (o) => pageOf(collections, o));
  jest.mocked(getCreator).mockImplementation(async (slug) => bySlug.get(slug) as never);
});

// ——— What each host must list ———

const indexable = (slug: string) => bySlug.get(slug)?.noIndex === false;
const MAIN_PAGES = ['', '/recipes', '/creators', '/how-it-works', '/faqs', '/legal'];

function expectedMain(): Set<string> {
  const paths = [
    ...MAIN_PAGES,
    ...['privacy-policy', 'terms-of-use', 'cookie-policy'].map((p) => `/legal/${p}`),
    ...creators.filter((c) => !c.noIndex).map((c) => `/c/${c.slug}`),
    ...recipes.filter((r) => indexable(r.creator)).map((r) => `/recipes/${r.slug}`),
    ...collections
      .filter((c) => indexable(c.creator))
      .map((c) => `/c/${c.creator}/collections/${c.slug}`),
  ];
  return new Set(paths.flatMap((p) => ['en', 'nl'].map((l) => `https://zesty.example/${l}${p}`)));
}

function expectedCreator(slug: string): Set<string> {
  const paths = [
    '',
    ...collections.filter((c) => c.creator === slug).map((c) => `/collections/${c.slug}`),
    ...recipes.filter((r) => r.creator === slug).map((r) => `/recipes/${r.slug}`),
  ];
  return new Set(
    paths.flatMap((p) => ['en', 'nl'].map((l) => `https://${slug}.zesty.example/${l}${p}`)),
  );
}

// ——— Reading the routes as a crawler does ———

const onHost = (host: string, extra: Record<string, string> = {}) =>
  jest.mocked(headers).mockResolvedValue(new Headers({ host, ...extra }) as never);

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const hrefs = (xml: string) => [...xml.matchAll(/ href="([^"]*)"/g)].map((m) => m[1]!);

/**
 * /sitemap.xml, then every file it names (a small site's /sitemap.xml is its only file, the same
 * as its file 0); each file's URLs, checked against the limit.
 */
async function crawl(host: string): Promise<{ index: string[]; urls: string[]; links: string[] }> {
  onHost(host);
  const res = await sitemapXml(new Request(`https://${host}/sitemap.xml`, { headers: { host } }));
  expect(res.status).toBe(200);
  const root = await res.text();
  const ids = (await generateSitemaps()).map(({ id }) => id);
  const files = await Promise.all(
    ids.map(async (id) => resolveSitemap(await sitemap({ id: Promise.resolve(`${id}`) }))),
  );
  const index = root.includes('<sitemapindex') ? locs(root) : [];
  if (index.length)
    expect(index).toEqual(ids.map((id) => `https://${host}/sitemaps/sitemap/${id}.xml`));
  else expect([root]).toEqual(files);
  let urls: string[] = [];
  let links: string[] = [];
  for (const xml of files) {
    const inFile = locs(xml);
    expect(inFile.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT);
    urls = urls.concat(inFile);
    links = links.concat(hrefs(xml));
  }
  return { index, urls, links };
}

const absoluteOn = (origin: string) => (url: string) => new URL(url).origin === origin;

describe('sitemaps beyond 1,000 URLs', () => {
  it('list every page of the main site once, in files of at most 50,000 URLs behind an index', async () => {
    const { index, urls, links } = await crawl('zesty.example');
    const expected = expectedMain();
    expect(expected.size).toBeGreaterThan(SITEMAP_URL_LIMIT);
    expect(index.length).toBeGreaterThan(1);
    expect(urls).toHaveLength(expected.size);
    expect(new Set(urls)).toEqual(expected);
    expect(urls.every(absoluteOn('https://zesty.example'))).toBe(true);
    expect(links.every(absoluteOn('https://zesty.example'))).toBe(true);
    // Three alternates a URL: en, nl and x-default.
    expect(links).toHaveLength(3 * urls.length);
    expect(urls.some((u) => u.includes('disabled') || u.includes('creator-10'))).toBe(false);
  });

  it("list a creator's own pages on its own host, split as well", async () => {
    const { index, urls, links } = await crawl('big.zesty.example');
    expect(index).toEqual([
      'https://big.zesty.example/sitemaps/sitemap/0.xml',
      'https://big.zesty.example/sitemaps/sitemap/1.xml',
    ]);
    expect(new Set(urls)).toEqual(expectedCreator('big'));
    expect(urls).toHaveLength(expectedCreator('big').size);
    expect([...urls, ...links].every(absoluteOn('https://big.zesty.example'))).toBe(true);
  });

  it('keep a small site in /sitemap.xml itself, which names no other file', async () => {
    const { index, urls } = await crawl('creator-3.zesty.example');
    expect(index).toEqual([]);
    expect(new Set(urls)).toEqual(expectedCreator('creator-3'));
    expect(urls).toHaveLength(expectedCreator('creator-3').size);
  });

  it('give a closed host no files, and an unknown file a 404', async () => {
    for (const host of ['creator-10.zesty.example', 'nobody.zesty.example', 'example.org']) {
      onHost(host);
      expect(await generateSitemaps()).toEqual([]);
      await expect(sitemap({ id: Promise.resolve('0') })).rejects.toMatchObject({
        digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
      });
    }
    onHost('zesty.example');
    await expect(sitemap({ id: Promise.resolve('9') })).rejects.toMatchObject({
      digest: 'NEXT_HTTP_ERROR_FALLBACK;404',
    });
  });

  it('ignore X-Forwarded-Host without TRUST_PROXY', async () => {
    onHost('zesty.example', { 'x-forwarded-host': 'big.zesty.example' });
    const entries = await sitemap({ id: Promise.resolve('1') });
    expect(entries.every((e) => absoluteOn('https://zesty.example')(e.url))).toBe(true);
  });

  it('percent-encode what a slug should never hold, so the XML stays well-formed', async () => {
    jest
      .mocked(getRecipes)
      .mockImplementation(async (o) => pageOf([{ slug: `a&b<c>"d`, creator: 'creator-3' }], o));
    jest.mocked(getCollections).mockImplementation(async (o) => pageOf([], o));
    onHost('creator-3.zesty.example');
    const xml = resolveSitemap(await sitemap({ id: Promise.resolve('0') }));
    expect(locs(xml)).toContain('https://creator-3.zesty.example/en/recipes/a%26b%3Cc%3E%22d');
    expect(xml.replace(/^<\?xml[^>]*>/, '')).not.toMatch(/&|<(?!\/?(urlset|url|loc|xhtml:link)\b)/);
  });
});

describe('planSitemapFiles', () => {
  it('fills a file up to 25,000 paths (50,000 URLs in two locales) in whole API pages', () => {
    const files = planSitemapFiles(9, [
      ['creators', 2],
      ['recipes', 600],
      ['collections', 6],
    ]);
    const worst = files.map((f) => f.reduce((n, p) => n + (p.list === 'pages' ? 9 : 50), 0));
    expect(worst.every((n) => n * 2 <= SITEMAP_URL_LIMIT)).toBe(true);
    expect(worst[0]).toBe(9 + 499 * 50);
    expect(files.flat().filter((p) => p.list === 'recipes')).toHaveLength(600);
    expect(files).toHaveLength(2);
  });

  it('has one file for a site with nothing but its pages', () => {
    expect(planSitemapFiles(1, [['recipes', 0]])).toEqual([[{ list: 'pages' }]]);
  });
});
