/**
 * The grocery widget's API (issue 15) over the demo content and catalogue, on PGlite and (where
 * TEST_DATABASE_URL is set) PostgreSQL: the stores, a store's products, the priced basket with
 * its comparison, the checkout hand-off, the bad inputs (a 4xx with a clear message, never a
 * 500), CORS on these routes only, and the limit per website id.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  basketResponse,
  checkoutResponse,
  errorBodySchema,
  groceryProductsResponse,
  groceryStoresResponse,
  type Basket,
} from '../../core/contract';
import { STORE_IDS, STORES, type StoreId } from '../../core/grocery/stores';
import type { createApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { createGroceryLimiter } from '../../server/grocery/limits';
import { storeCatalogue } from '../../demo/seed/data/catalogue';
import { callApi } from './api-calls';
import { seededApp, targets, type AppServices } from './databases';
import { TEST_WEBSITE as WEBSITE, testGrocery } from './grocery-services';
import { connectRedis } from '../../core/redis';

const SLUG = 'grocery-test-pasta';

/**
 * The test recipe (2 servings): a line bought by weight, garlic by the clove (a bulb covers
 * several), salt (pantry), olive oil twice (one bottle for both), a food no supermarket sells.
 */
const LINES = {
  nl: [
    '500 g spaghetti',
    '2 teentjes knoflook, geperst',
    'snufje zout',
    '1 el olijfolie',
    '1 pot eenhoorntranen',
    '2 el olijfolie',
  ],
  en: [
    '500 g spaghetti',
    '2 garlic cloves, crushed',
    'pinch of salt',
    '1 tbsp olive oil',
    '1 jar unicorn tears',
    '2 tbsp olive oil',
  ],
};
const [PASTA, GARLIC, SALT, OIL, UNICORN, MORE_OIL] = [0, 1, 2, 3, 4, 5] as const;

/** Each store's product for a catalogue item, from the seed data. */
const productOf = (store: StoreId, key: string) => storeCatalogue(store).find((p) => p.key === key);

for (const target of targets()) {
  describe(`grocery API on ${target.name}`, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let appWith: (services: AppServices) => typeof app;
    let recipeId: number;

    before(async () => {
      ({ db, dispose, app, appWith } = await seededApp(target, { grocery: testGrocery() }));
      const [creator] = await db
        .select({ id: schema.creators.id })
        .from(schema.creators)
        .where(eq(schema.creators.zestyEnabled, true))
        .limit(1);
      const [recipe] = await db
        .insert(schema.recipes)
        .values({
          slug: SLUG,
          creatorId: creator!.id,
          originalLocale: 'nl',
          timeMinutes: 20,
          type: 'dinner',
          servings: 2,
          status: 'published',
          publishedAt: new Date(),
        })
        .returning({ id: schema.recipes.id });
      recipeId = recipe!.id;
      await db.insert(schema.recipeTranslations).values(
        (['nl', 'en'] as const).map((locale) => ({
          recipeId,
          locale,
          name: locale === 'nl' ? 'Testpasta' : 'Test pasta',
          title: 'Test',
          ingredients: LINES[locale],
        })),
      );
    });
    after(async () => dispose());

    const call = (
      method: string,
      path: string,
      {
        body,
        headers = {},
        on = app,
      }: { body?: string; headers?: Record<string, string>; on?: typeof app } = {},
    ) => callApi(on, method, path, { body, headers });
    async function ok<T extends z.ZodType>(schema: T, res: Awaited<ReturnType<typeof call>>) {
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return schema.parse(res.body) as z.infer<T>;
    }
    const basketBody = (over: Record<string, unknown> = {}) =>
      JSON.stringify({
        websiteId: WEBSITE,
        recipe: SLUG,
        servings: 2,
        exclude: [],
        store: 'albert-heijn',
        locale: 'nl',
        ...over,
      });
    const basket = async (over: Record<string, unknown> = {}): Promise<Basket> => {
      const res = await call('POST', '/api/v1/grocery/basket', { body: basketBody(over) });
      assert.equal(res.headers.get('cache-control'), 'no-store');
      return (await ok(basketResponse, res)).data;
    };
    const line = (b: Basket, index: number) => b.lines.find((l) => l.index === index);

    test('the four stores, with their product counts', async () => {
      const res = await call('GET', '/api/v1/grocery/stores');
      assert.equal(res.headers.get('cache-control'), 'public, max-age=300');
      const { data } = await ok(groceryStoresResponse, res);
      assert.deepEqual(
        data.map((s) => [s.id, s.name, s.productCount]),
        STORE_IDS.map((id) => [id, STORES[id].name, storeCatalogue(id).length]),
      );
      for (const store of data) assert.ok(store.productCount >= 400, store.id);
    });

    test('a store’s products: searched in Dutch or English, paged, unknown store 404', async () => {
      for (const store of STORE_IDS) {
        for (const q of ['knoflook', 'garlic', 'knoflok']) {
          const { data } = await ok(
            groceryProductsResponse,
            await call('GET', `/api/v1/grocery/stores/${store}/products?q=${q}&locale=nl`),
          );
          assert.match(data[0]?.name ?? '', /knoflook/i, `${store} ${q}`);
          assert.ok(data.every((p) => p.store === store));
          assert.equal(data[0]?.url, STORES[store].searchUrl(data[0]!.name));
        }
      }
      const all = await call('GET', '/api/v1/grocery/stores/jumbo/products?perPage=50&page=2');
      assert.equal(all.headers.get('cache-control'), 'public, max-age=300');
      const page2 = await ok(groceryProductsResponse, all);
      assert.equal(page2.meta.pagination.total, storeCatalogue('jumbo').length);
      assert.equal(page2.data.length, 50);
      const page1 = await ok(
        groceryProductsResponse,
        await call('GET', '/api/v1/grocery/stores/jumbo/products?perPage=50'),
      );
      const ids = new Set(page1.data.map((p) => p.id));
      assert.ok(
        page2.data.every((p) => !ids.has(p.id)),
        'pages do not overlap',
      );
      assert.match(page1.data[0]!.sizeLabel, /^\d+(,\d+)? (g|kg|ml|l|stuk|stuks)$/);

      for (const store of ['lidl', 'Albert-Heijn', 'x'.repeat(200)]) {
        const res = await call('GET', `/api/v1/grocery/stores/${store}/products`);
        assert.equal(res.status, 404, store);
        assert.equal(errorBodySchema.parse(res.body).message, 'Store not found');
      }
    });

    test('the basket: matched, pantry and unmatched lines, packs that follow the servings', async () => {
      const two = await basket();
      assert.deepEqual(two.recipe, {
        id: recipeId,
        slug: SLUG,
        name: 'Testpasta',
        servings: 2,
        baseServings: 2,
      });
      assert.equal(two.indicative, true);
      assert.equal(two.currency, 'EUR');
      assert.deepEqual(
        two.lines.map((l) => [l.index, l.text, l.status]),
        [
          [PASTA, '500 g spaghetti', 'matched'],
          [GARLIC, '2 teentjes knoflook, geperst', 'matched'],
          [SALT, 'snufje zout', 'pantry'],
          [OIL, '1 el olijfolie', 'matched'],
          [UNICORN, '1 pot eenhoorntranen', 'unmatched'],
          [MORE_OIL, '2 el olijfolie', 'matched'],
        ],
      );
      for (const l of two.lines.filter((l) => l.status !== 'matched')) {
        assert.equal(l.product, null);
        assert.equal(l.packs, 0);
        assert.equal(l.subtotalCents, 0);
      }
      const six = await basket({ servings: 6 });
      assert.equal(line(six, PASTA)?.text, '1,5 kg spaghetti');
      assert.equal(line(six, GARLIC)?.text, '6 teentjes knoflook, geperst');
      // Spaghetti by weight: three times the grams, three times the 500 g packs (or what the
      // store's pack size gives); garlic by the bulb: 2 or 6 cloves are one bulb either way.
      const pastaPack = productOf('albert-heijn', 'spaghetti')!.pack.amount;
      assert.equal(line(two, PASTA)?.packs, Math.ceil(500 / pastaPack));
      assert.equal(line(six, PASTA)?.packs, Math.ceil(1500 / pastaPack));
      assert.equal(line(two, GARLIC)?.packs, 1);
      assert.equal(line(six, GARLIC)?.packs, 1);
      // Olive oil twice: one bottle on the first line, nothing more on the second.
      assert.equal(line(two, OIL)?.packs, 1);
      assert.equal(line(two, MORE_OIL)?.packs, 0);
      assert.equal(line(two, MORE_OIL)?.product?.id, line(two, OIL)?.product?.id);
      for (const b of [two, six]) {
        assert.equal(
          b.totalCents,
          b.lines.reduce((sum, l) => sum + l.subtotalCents, 0),
        );
        for (const l of b.lines.filter((l) => l.packs > 0))
          assert.equal(l.subtotalCents, l.packs * l.product!.priceCents);
      }
      assert.ok(six.totalCents > two.totalCents);
    });

    test('lines ticked off as owned are left out and the total drops', async () => {
      const full = await basket();
      const fewer = await basket({ exclude: [PASTA, GARLIC, 40] });
      assert.deepEqual(fewer.excluded, [PASTA, GARLIC]);
      assert.deepEqual(
        fewer.lines.map((l) => l.index),
        [SALT, OIL, UNICORN, MORE_OIL],
      );
      assert.equal(
        fewer.totalCents,
        full.totalCents - line(full, PASTA)!.subtotalCents - line(full, GARLIC)!.subtotalCents,
      );
      assert.ok(fewer.totalCents < full.totalCents);
    });

    test('the comparison: the same basket at all four stores, the cheapest marked', async () => {
      const b = await basket({ servings: 4, exclude: [SALT] });
      assert.deepEqual(
        b.comparison.map((c) => [c.store, c.name]),
        STORE_IDS.map((id) => [id, STORES[id].name]),
      );
      for (const entry of b.comparison) {
        const there = await basket({ servings: 4, exclude: [SALT], store: entry.store });
        assert.equal(there.totalCents, entry.totalCents, entry.store);
        assert.equal(there.cheapest, b.cheapest);
        assert.deepEqual(there.comparison, b.comparison);
        assert.equal(entry.matched, there.lines.filter((l) => l.status === 'matched').length);
        assert.equal(entry.unmatched, there.lines.filter((l) => l.status === 'unmatched').length);
      }
      const fewest = Math.min(...b.comparison.map((c) => c.unmatched));
      const lowest = Math.min(
        ...b.comparison.filter((c) => c.unmatched === fewest).map((c) => c.totalCents),
      );
      const cheapest = b.comparison.find((c) => c.store === b.cheapest)!;
      assert.deepEqual([cheapest.unmatched, cheapest.totalCents], [fewest, lowest]);
    });

    test('the basket speaks the asked language', async () => {
      const en = await basket({ locale: 'en', servings: 6 });
      assert.equal(en.recipe.name, 'Test pasta');
      assert.deepEqual(
        en.lines.map((l) => l.text),
        [
          '1.5 kg spaghetti',
          '6 garlic cloves, crushed',
          'pinch of salt',
          '3 tbsp olive oil',
          '3 jars unicorn tears',
          '6 tbsp olive oil',
        ],
      );
      assert.deepEqual(
        en.lines.map((l) => l.status),
        ['matched', 'matched', 'pantry', 'matched', 'unmatched', 'matched'],
      );
      const productsEn = await ok(
        groceryProductsResponse,
        await call('GET', '/api/v1/grocery/stores/plus/products?q=melk&locale=en&perPage=50'),
      );
      assert.ok(productsEn.data.some((p) => / (piece|pieces|g|kg|ml|l)$/.test(p.sizeLabel)));
    });

    test('checkout: the store’s product links and a shareable list', async () => {
      for (const store of STORE_IDS) {
        const body = basketBody({ store, servings: 4 });
        const priced = (
          await ok(basketResponse, await call('POST', '/api/v1/grocery/basket', { body }))
        ).data;
        const res = await call('POST', '/api/v1/grocery/checkout', { body });
        assert.equal(res.headers.get('cache-control'), 'no-store');
        const { data } = await ok(checkoutResponse, res);
        assert.equal(data.store, store);
        assert.equal(data.kind, 'links');
        assert.equal(data.totalCents, priced.totalCents);
        const bought = priced.lines.filter((l) => l.packs > 0);
        assert.deepEqual(
          data.links,
          bought.map((l) => ({
            name: l.product!.name,
            packs: l.packs,
            url: STORES[store].searchUrl(l.product!.name),
          })),
        );
        assert.match(data.list, /^Boodschappenlijst: Testpasta \(4 personen\)/);
        // Each product once, with all its packs: the olive oil of two lines is one line.
        for (const l of bought) {
          const listed = data.list.split('\n').filter((row) => row.includes(l.product!.name));
          assert.equal(listed.length, 1, l.product!.name);
          assert.ok(
            listed[0]!.startsWith(`- ${l.packs} × ${l.product!.name} (${l.product!.sizeLabel}): `),
            listed[0],
          );
        }
        assert.equal(
          priced.lines[MORE_OIL]!.packs,
          0,
          'the second oil line shares the first one’s packs',
        );
        assert.doesNotMatch(data.list, /^- 0 × /m);
        assert.ok(data.list.includes('eenhoorntranen'), 'unmatched lines are listed');
        const euros = (priced.totalCents / 100).toFixed(2).replace('.', ',');
        assert.ok(data.list.includes(euros), `the total ${euros}`);
      }
      const en = await ok(
        checkoutResponse,
        await call('POST', '/api/v1/grocery/checkout', {
          body: basketBody({ locale: 'en', store: 'coop' }),
        }),
      );
      assert.match(en.data.list, /^Shopping list: Test pasta \(2 servings\)\nAt Coop/);
    });

    test('bad input is a 4xx with a clear message, never a 500', async () => {
      const cases: [string, string, number, RegExp][] = [
        ['unknown store', basketBody({ store: 'lidl' }), 400, /^Invalid store: must be one of /],
        [
          '0 servings',
          basketBody({ servings: 0 }),
          400,
          /^Invalid servings: must be a whole number from 1 to 50$/,
        ],
        ['1000 servings', basketBody({ servings: 1000 }), 400, /^Invalid servings: /],
        ['servings "abc"', basketBody({ servings: 'abc' }), 400, /^Invalid servings: /],
        ['1.5 servings', basketBody({ servings: 1.5 }), 400, /^Invalid servings: /],
        [
          '500 excluded lines',
          basketBody({ exclude: Array.from({ length: 500 }, (_, i) => i) }),
          400,
          /^Invalid exclude: must list at most 100 lines$/,
        ],
        ['a negative line', basketBody({ exclude: [-1] }), 400, /^Invalid exclude\.0: /],
        ['no recipe', basketBody({ recipe: undefined }), 400, /^Invalid recipe: /],
        ['a recipe that is no slug', basketBody({ recipe: '../etc' }), 400, /^Invalid recipe: /],
        ['an unknown locale', basketBody({ locale: 'de' }), 400, /^Invalid locale: /],
        ['an unknown recipe', basketBody({ recipe: 'no-such-recipe' }), 404, /^Recipe not found$/],
        [
          'an unknown website id',
          basketBody({ websiteId: 'someone-else' }),
          403,
          /^Unknown website id$/,
        ],
        ['no website id', basketBody({ websiteId: undefined }), 400, /^Invalid websiteId: /],
        [
          'a 1 MB body',
          basketBody({ padding: 'x'.repeat(1024 * 1024) }),
          413,
          /^Request body too large$/,
        ],
        ['malformed JSON', '{"websiteId": "zesty-main", ', 400, /JSON/i],
        ['JSON that is no object', '[1, 2]', 400, /^Invalid/],
      ];
      for (const route of ['basket', 'checkout']) {
        for (const [name, body, status, message] of cases) {
          const res = await call('POST', `/api/v1/grocery/${route}`, { body });
          assert.equal(res.status, status, `${route}, ${name}: ${JSON.stringify(res.body)}`);
          assert.match(errorBodySchema.parse(res.body).message, message, `${route}, ${name}`);
          assert.equal(res.headers.get('access-control-allow-origin'), '*', `${route}, ${name}`);
        }
      }
      const plain = await call('POST', '/api/v1/grocery/basket', {
        body: basketBody(),
        headers: { 'Content-Type': 'text/plain' },
      });
      assert.equal(plain.status, 400);
      for (const query of ['?perPage=0', '?perPage=abc', '?page=0', '?sort=price'])
        assert.equal(
          (await call('GET', `/api/v1/grocery/stores/coop/products${query}`)).status,
          400,
          query,
        );
    });

    test('CORS on the grocery routes only, with preflight and no credentials', async () => {
      const origin = { Origin: 'https://blog.example' };
      for (const [method, path, body] of [
        ['GET', '/api/v1/grocery/stores', undefined],
        ['GET', '/api/v1/grocery/stores/jumbo/products?q=ui', undefined],
        ['POST', '/api/v1/grocery/basket', basketBody()],
        ['POST', '/api/v1/grocery/checkout', basketBody()],
      ] as const) {
        const res = await call(method, path, { body, headers: origin });
        assert.equal(res.status, 200, path);
        assert.equal(res.headers.get('access-control-allow-origin'), '*', path);
        assert.equal(res.headers.get('access-control-allow-credentials'), null, path);
        // One answer for every origin: nothing varies by Origin.
        assert.doesNotMatch(res.headers.get('vary') ?? '', /origin/i, path);
      }
      const preflight = await call('OPTIONS', '/api/v1/grocery/basket', {
        headers: {
          ...origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
      assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
      assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /content-type/i);
      assert.equal(preflight.headers.get('access-control-allow-credentials'), null);

      for (const path of [
        '/api/v1/recipes/',
        '/api/v1/recipes/spaghetti-carbonara/',
        '/api/v1/search',
        '/healthz',
      ]) {
        const res = await call('GET', path, { headers: origin });
        assert.equal(res.status, 200, path);
        assert.equal(res.headers.get('access-control-allow-origin'), null, path);
        const pre = await call('OPTIONS', path, {
          headers: { ...origin, 'Access-Control-Request-Method': 'GET' },
        });
        assert.equal(pre.headers.get('access-control-allow-origin'), null, path);
      }
    });

    test('the limit per client and website id: 429 with Retry-After; other visitors and channels unaffected', async () => {
      const limited = appWith({
        grocery: testGrocery({ limiter: createGroceryLimiter({ points: 3, duration: 60 }) }),
      });
      for (let i = 0; i < 3; i += 1)
        assert.equal(
          (await call('POST', '/api/v1/grocery/basket', { body: basketBody(), on: limited }))
            .status,
          200,
        );
      const refused = await call('POST', '/api/v1/grocery/checkout', {
        body: basketBody(),
        on: limited,
      });
      assert.equal(refused.status, 429);
      assert.match(errorBodySchema.parse(refused.body).message, /Too many requests/);
      const retryAfter = Number(refused.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 60, String(retryAfter));
      assert.equal(refused.headers.get('access-control-allow-origin'), '*');
      const other = await call('POST', '/api/v1/grocery/basket', {
        body: basketBody({ websiteId: 'zesty-white-label' }),
        on: limited,
      });
      assert.equal(other.status, 200);
      // Issue 26: another visitor of the same site still has a budget of their own.
      const visitor = await call('POST', '/api/v1/grocery/basket', {
        body: basketBody(),
        headers: { 'x-zesty-client-ip': '203.0.113.7' },
        on: limited,
      });
      assert.equal(visitor.status, 200);
      // An unknown website id is refused as such and costs no channel anything.
      const unknown = await call('POST', '/api/v1/grocery/basket', {
        body: basketBody({ websiteId: 'someone-else' }),
        on: limited,
      });
      assert.equal(unknown.status, 403);
    });

    test('with Redis not answering, the limit still holds in the process and nothing fails with a 500', async () => {
      // The API's own kind of connection (core/redis.ts), to a port where nothing listens.
      const redis = connectRedis('redis://127.0.0.1:9');
      try {
        const limited = appWith({
          grocery: testGrocery({
            limiter: createGroceryLimiter({ points: 3, duration: 60, redis }),
          }),
        });
        const statuses = [];
        for (let i = 0; i < 4; i += 1)
          statuses.push(
            (await call('POST', '/api/v1/grocery/basket', { body: basketBody(), on: limited }))
              .status,
          );
        assert.deepEqual(statuses, [200, 200, 200, 429]);
      } finally {
        redis.disconnect();
      }
    });
  });
}
