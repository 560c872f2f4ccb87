/**
 * How many database queries each API answer takes, on PGlite and (where TEST_DATABASE_URL is set)
 * PostgreSQL, with the demo content: the recipe list and page keep their fixed number, and lists
 * that include relations (collections with their recipes, creators with their filters) take the
 * same number of queries however many items a page holds — no query per item.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createApp } from '../../server/app';
import { demo, seedDemo } from '../../demo/seed';
import { MemoryMediaStore } from '../../server/media/storage';
import { targets } from './databases';

const recipe = demo.recipes.find(
  (r) => demo.creators.find((c) => c.slug === r.creator)?.zestyEnabled,
)!;
const collection = demo.collections[0]!;

for (const target of targets()) {
  describe(`Queries per answer on ${target.name}`, () => {
    let app: ReturnType<typeof createApp>;
    let dispose: () => Promise<void>;
    let queries = 0;

    before(async () => {
      const database = await target.open();
      dispose = database.dispose;
      const media = new MemoryMediaStore();
      await seedDemo(database.db, media, { renderImages: false });
      // Both drivers send every query of the API through their client's `query` (PGlite
      // instance, or node-postgres pool).
      const client = (database.db as unknown as { $client: { query: (...a: never[]) => unknown } })
        .$client;
      const query = client.query.bind(client);
      client.query = (...args) => {
        queries++;
        return query(...args);
      };
      app = createApp({ db: async () => database.db, media: () => media, log: () => {} });
    });
    after(async () => dispose());

    async function count(path: string): Promise<number> {
      queries = 0;
      const res = await app.fetch(new Request(`http://api.test${path}`));
      const body = await res.text();
      assert.equal(res.status, 200, `${path} → ${res.status}: ${body.slice(0, 300)}`);
      return queries;
    }

    test('the recipe list: count, page of ids, recipes (and tag names when included)', async () => {
      assert.equal(await count('/api/v1/recipes?include=image,website&perPage=24'), 3);
      assert.equal(await count('/api/v1/recipes?include=image,website,tags&perPage=24'), 4);
      assert.equal(
        await count(
          '/api/v1/recipes?include=image,website&perPage=5&category=italian&time=under-30',
        ),
        3,
      );
    });

    test('the recipe page: the recipe, its content, tag names; related recipes in four', async () => {
      const all = 'tags,image,ingredients,recipeSteps,website,contextualBanners';
      assert.equal(await count(`/api/v1/recipes/${recipe.slug}?include=${all}`), 3);
      assert.equal(await count(`/api/v1/recipes/${recipe.slug}/related?include=image,website`), 4);
    });

    test('collections with their recipes: as many queries for one as for a page', async () => {
      const include = 'include=recipes,website';
      const one = await count(`/api/v1/collections?${include}&perPage=1`);
      assert.equal(one, 5);
      assert.equal(await count(`/api/v1/collections?${include}&perPage=50`), one);
      assert.equal(
        await count(
          `/api/v1/collections/${collection.slug}?${include}&websiteSlug=${collection.creator}`,
        ),
        4,
      );
    });

    test('creators with their filters: as many queries for one as for a page', async () => {
      const include = 'include=callToActions,socials,primaryUser,searchFilters';
      const one = await count(`/api/v1/websites?${include}&perPage=1`);
      assert.equal(one, 4);
      assert.equal(await count(`/api/v1/websites?${include}&perPage=50`), one);
      const creator = demo.creators.find((c) => c.zestyEnabled)!;
      assert.equal(await count(`/api/v1/websites/${creator.slug}?${include}`), 3);
    });
  });
}
