/**
 * Sitemaps of a real catalogue beyond the old cap (20 API pages a list: 1,000 recipes): the demo
 * content scaled to 2,500 recipes, answered by the API in-process, read through lib/api as
 * /sitemap.xml reads it on each host. What must be listed comes from the database itself.
 *
 * Run: node --conditions=react-server --import tsx --test tests/integration/sitemap.test.ts
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { provideEmbeddedApi } from '../../core/embedded-api';
import { queryRows, type Db } from '../../server/db/client';
import { scaleRecipes } from '../../demo/seed/scale';
import { MAIN_SITE_PAGES } from '../../lib/sitemap';
import { GET as sitemapXml } from '../../app/sitemap.xml/route';
import { seededApp, targets } from './databases';

// Public origins as in production: the main site and {creator}.zesty.example.
process.env.SITE_URL = 'https://zesty.example';
process.env.ROOT_DOMAIN = 'zesty.example';

const RECIPES = 2_500;
const LOCALES = ['en', 'nl'];

async function sitemapOf(host: string): Promise<{ status: number; xml: string }> {
  const res = await sitemapXml(new Request(`https://${host}/sitemap.xml`, { headers: { host } }));
  return { status: res.status, xml: await res.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const hrefs = (xml: string) => [...xml.matchAll(/ href="([^"]*)"/g)].map((m) => m[1]!);
const urlsOf = (origin: string, paths: string[]) =>
  paths.flatMap((p) => LOCALES.map((l) => `${origin}/${l}${p === '/' ? '' : p}`)).sort();

for (const target of targets()) {
  describe(`sitemaps of ${RECIPES} recipes on ${target.name}`, () => {
    let db: Db;
    let dispose: () => Promise<void>;

    before(async () => {
      const seeded = await seededApp(target);
      ({ db, dispose } = seeded);
      await scaleRecipes(db, RECIPES);
      provideEmbeddedApi(seeded.app);
    });
    after(async () => dispose());

    const slugs = async (query: ReturnType<typeof sql>) =>
      (await queryRows<{ path: string }>(db, query)).map((r) => r.path);

    test('the main site lists every indexable creator, recipe and collection', async () => {
      const recipes = await slugs(sql`
        SELECT '/recipes/' || r.slug AS path FROM recipes r JOIN creators c ON c.id = r.creator_id
        WHERE r.status = 'published' AND c.zesty_enabled AND NOT c.no_index`);
      assert.ok(recipes.length > 1_000, `${recipes.length} recipes`);
      const expected = urlsOf('https://zesty.example', [
        ...MAIN_SITE_PAGES,
        ...(await slugs(sql`
          SELECT '/c/' || slug AS path FROM creators WHERE zesty_enabled AND NOT no_index`)),
        ...recipes,
        ...(await slugs(sql`
          SELECT '/c/' || c.slug || '/collections/' || col.slug AS path
          FROM collections col JOIN creators c ON c.id = col.creator_id
          WHERE c.zesty_enabled AND NOT c.no_index`)),
      ]);
      const { status, xml } = await sitemapOf('zesty.example');
      assert.equal(status, 200);
      // One file still (at most 50,000 URLs): the sitemap itself, not an index.
      assert.ok(xml.includes('<urlset'));
      const urls = locs(xml);
      assert.deepEqual([...urls].sort(), expected);
      for (const url of [...urls, ...hrefs(xml)])
        assert.equal(new URL(url).origin, 'https://zesty.example', url);
    });

    test("each indexable creator's host lists its own pages only, on its own origin", async () => {
      const creators = await slugs(
        sql`SELECT slug AS path FROM creators WHERE zesty_enabled AND NOT no_index`,
      );
      assert.ok(creators.length > 1);
      for (const creator of creators) {
        const origin = `https://${creator}.zesty.example`;
        const expected = urlsOf(origin, [
          '/',
          ...(await slugs(sql`
            SELECT '/collections/' || col.slug AS path
            FROM collections col JOIN creators c ON c.id = col.creator_id WHERE c.slug = ${creator}`)),
          ...(await slugs(sql`
            SELECT '/recipes/' || r.slug AS path FROM recipes r JOIN creators c ON c.id = r.creator_id
            WHERE r.status = 'published' AND c.slug = ${creator}`)),
        ]);
        const { status, xml } = await sitemapOf(`${creator}.zesty.example`);
        assert.equal(status, 200, creator);
        const urls = locs(xml);
        assert.deepEqual([...urls].sort(), expected, creator);
        for (const url of [...urls, ...hrefs(xml)]) assert.equal(new URL(url).origin, origin, url);
      }
    });

    test('creators that are not enabled or asked for noindex have an empty sitemap', async () => {
      const closed = await slugs(
        sql`SELECT slug AS path FROM creators WHERE NOT zesty_enabled OR no_index`,
      );
      assert.ok(closed.length > 0);
      for (const creator of closed) {
        const { status, xml } = await sitemapOf(`${creator}.zesty.example`);
        assert.equal(status, 200, creator);
        assert.ok(xml.includes('<urlset'), creator);
        assert.deepEqual(locs(xml), [], creator);
      }
    });
  });
}
