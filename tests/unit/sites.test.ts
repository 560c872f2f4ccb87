/** @jest-environment node */
import { getCollections, getCreator, getRecipes } from '@/lib/api';
import { recipeBackFallback, routes } from '@/lib/routes';
import { MAIN_SITE, creatorSite, isGlobal, type RecipeContext } from '@/core/sites';
import { GET as robotsTxt } from '@/app/robots.txt/route';
import { GET as sitemapXml } from '@/app/sitemap.xml/route';

jest.mock('@/lib/api', () => ({
  getCreator: jest.fn(),
  getCreators: jest.fn(),
  getCollections: jest.fn(),
  getRecipes: jest.fn(),
}));

process.env.SITE_URL = 'https://zesty.example';
process.env.ROOT_DOMAIN = 'zesty.example';

const pastapapa = creatorSite('pastapapa');

describe('paths per site', () => {
  it('a recipe: in its scope on the main site (a collection wins), at the root on a creator site', () => {
    expect(routes.recipe(MAIN_SITE, 'lasagne')).toBe('/recipes/lasagne');
    expect(routes.recipe(MAIN_SITE, 'lasagne', { creator: 'pastapapa' })).toBe(
      '/c/pastapapa/recipes/lasagne',
    );
    expect(routes.recipe(MAIN_SITE, 'lasagne', { collection: 'winter' })).toBe(
      '/collections/winter/recipes/lasagne',
    );
    expect(
      routes.recipe(MAIN_SITE, 'lasagne', { creator: 'pastapapa', collection: 'winter' }),
    ).toBe('/collections/winter/recipes/lasagne');
    expect(routes.recipe(pastapapa, 'lasagne', { creator: 'pastapapa' })).toBe('/recipes/lasagne');
    expect(routes.recipe(pastapapa, 'lasagne', { collection: 'winter' })).toBe('/recipes/lasagne');
  });

  it("a collection and the creator's page", () => {
    expect(routes.collection(MAIN_SITE, 'pastapapa', 'winter')).toBe(
      '/c/pastapapa/collections/winter',
    );
    expect(routes.collection(pastapapa, 'pastapapa', 'winter')).toBe('/collections/winter');
    expect(routes.creatorHome(MAIN_SITE, 'pastapapa')).toBe('/c/pastapapa');
    expect(routes.creatorHome(pastapapa, 'pastapapa')).toBe('/');
  });
});

describe('a recipe page in its context', () => {
  const global: RecipeContext = { site: MAIN_SITE, scope: {} };
  const byCreator: RecipeContext = { site: MAIN_SITE, scope: { creator: 'pastapapa' } };
  const inCollection: RecipeContext = { site: MAIN_SITE, scope: { collection: 'winter' } };
  const onCreatorSite: RecipeContext = { site: pastapapa, scope: {} };

  it('is global only on the main site without a scope', () => {
    expect(isGlobal(global)).toBe(true);
    expect(isGlobal(byCreator)).toBe(false);
    expect(isGlobal(inCollection)).toBe(false);
    expect(isGlobal(onCreatorSite)).toBe(false);
  });

  it('goes back, without in-site history, to /recipes, the creator page or the site home', () => {
    expect(recipeBackFallback(global, 'pastapapa')).toBe('/recipes');
    expect(recipeBackFallback(byCreator, 'pastapapa')).toBe('/c/pastapapa');
    expect(recipeBackFallback(inCollection, 'pastapapa')).toBe('/c/pastapapa');
    expect(recipeBackFallback(byCreator, undefined)).toBe('/recipes');
    expect(recipeBackFallback(inCollection, undefined)).toBe('/recipes');
    expect(recipeBackFallback(onCreatorSite, 'pastapapa')).toBe('/');
    expect(recipeBackFallback(onCreatorSite, undefined)).toBe('/');
  });
});

describe('robots.txt and sitemap.xml per host', () => {
  const creators: Record<string, { slug: string; noIndex: boolean }> = {
    pastapapa: { slug: 'pastapapa', noIndex: false },
    hidden: { slug: 'hidden', noIndex: true },
  };
  const lookup = jest.mocked(getCreator);
  beforeEach(() => {
    lookup.mockReset();
    lookup.mockImplementation(async (slug) => creators[slug] as never);
  });
  const get = (handler: (r: Request) => Promise<Response>, host: string, path: string) =>
    handler(new Request(`https://${host}${path}`, { headers: { host } }));

  it('opens a creator site that may be indexed, pointing at its own sitemap', async () => {
    const res = await get(robotsTxt, 'pastapapa.zesty.example', '/robots.txt');
    expect(await res.text()).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://pastapapa.zesty.example/sitemap.xml\n',
    );
    expect(res.headers.get('vary')).toBe('Host');
    expect(lookup).toHaveBeenCalledWith('pastapapa', { locale: 'nl' });
  });

  it("lists a creator site's own pages on its own origin", async () => {
    const page = <T>(data: T[]) => ({ data, meta: { pagination: { total_pages: 1 } } }) as never;
    jest.mocked(getCollections).mockResolvedValue(page([{ slug: 'winter' }]));
    jest.mocked(getRecipes).mockResolvedValue(page([{ slug: 'lasagne' }]));
    const sitemap = await (await get(sitemapXml, 'pastapapa.zesty.example', '/sitemap.xml')).text();
    for (const path of ['', '/collections/winter', '/recipes/lasagne'])
      expect(sitemap).toContain(`<loc>https://pastapapa.zesty.example/nl${path}</loc>`);
    expect(jest.mocked(getRecipes)).toHaveBeenCalledWith(
      expect.objectContaining({ websiteSlug: 'pastapapa' }),
    );
  });

  it.each([
    ['a noIndex creator', 'hidden.zesty.example'],
    ['an unknown creator', 'nobody.zesty.example'],
    ['another host', 'example.org'],
  ])('closes %s, with an empty sitemap', async (_, host) => {
    expect(await (await get(robotsTxt, host, '/robots.txt')).text()).toBe(
      'User-agent: *\nDisallow: /\n',
    );
    const sitemap = await (await get(sitemapXml, host, '/sitemap.xml')).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).not.toContain('<url>');
  });

  it('looks no creator up for the main site or another host', async () => {
    expect(await (await get(robotsTxt, 'www.zesty.example', '/robots.txt')).text()).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://zesty.example/sitemap.xml\n',
    );
    await get(robotsTxt, 'example.org', '/robots.txt');
    expect(lookup).not.toHaveBeenCalled();
  });

  it('refuses an invalid host', async () => {
    expect((await get(robotsTxt, 'pasta..zesty.example', '/robots.txt')).status).toBe(400);
    expect((await get(sitemapXml, 'pasta..zesty.example', '/sitemap.xml')).status).toBe(400);
    expect(lookup).not.toHaveBeenCalled();
  });
});
