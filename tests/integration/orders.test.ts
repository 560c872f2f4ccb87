/**
 * Orders (issue 15) on PGlite and (where TEST_DATABASE_URL is set) PostgreSQL: an order is
 * recorded for the token's user or anonymously, never for a user named in the request; the
 * Orders list is the signed-in user's own, each recipe once, newest order first; bad input is a
 * 4xx with a clear message.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { errorBodySchema, orderListResponse, orderResponse } from '../../core/contract';
import type { createApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { callApi } from './api-calls';
import { testAuth } from './auth-services';
import { seededApp, targets } from './databases';
import { demoRecords } from './demo-records';
import { TEST_WEBSITE as WEBSITE, testGrocery } from './grocery-services';

const SECRET = new TextEncoder().encode('orders-test-secret-0123456789abcdef012345');

for (const target of targets()) {
  describe(`orders on ${target.name}`, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let records: Awaited<ReturnType<typeof demoRecords>>;

    before(async () => {
      ({ db, dispose, app } = await seededApp(target, {
        auth: testAuth(SECRET),
        grocery: testGrocery(),
      }));
      records = await demoRecords(db, SECRET);
    });
    after(async () => dispose());

    const call = (
      method: string,
      path: string,
      {
        as,
        body,
        headers = {},
      }: { as?: string; body?: string; headers?: Record<string, string> } = {},
    ) =>
      callApi(app, method, path, {
        body,
        headers: as
          ? { ...headers, Authorization: `Bearer ${records.users.get(as)?.token}` }
          : headers,
      });
    const id = (slug: string) => records.recipeIds.get(slug)!;
    const order = (recipeId: number, over: Record<string, unknown> = {}) =>
      JSON.stringify({
        recipeId,
        store: 'jumbo',
        servings: 4,
        totalCents: 1234,
        websiteId: WEBSITE,
        ...over,
      });
    const list = async (as: string) => {
      const res = await call('GET', '/api/v1/orders?locale=en&include=image', { as });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.match(res.headers.get('cache-control') ?? '', /private, no-store/);
      return orderListResponse.parse(res.body);
    };
    const rowsOf = (orderId: number) =>
      db.select().from(schema.orders).where(eq(schema.orders.id, orderId));

    test('a visitor’s order is recorded anonymously, even when the body names a user', async () => {
      const cookId = records.users.get('cook@example.com')!.id;
      const res = await call('POST', '/api/v1/orders', {
        body: order(id('spaghetti-carbonara'), { userId: cookId }),
      });
      assert.equal(res.status, 201, JSON.stringify(res.body));
      assert.equal(res.headers.get('cache-control'), 'no-store');
      const created = orderResponse.parse(res.body).data;
      assert.equal(created.recipeId, id('spaghetti-carbonara'));
      const [row] = await rowsOf(created.id);
      assert.equal(row?.userId, null);
      assert.deepEqual(
        {
          store: row?.store,
          servings: row?.servings,
          totalCents: row?.totalCents,
          websiteId: row?.websiteId,
        },
        { store: 'jumbo', servings: 4, totalCents: 1234, websiteId: WEBSITE },
      );
      // The visitor has no Orders list of their own on the server.
      assert.equal((await call('GET', '/api/v1/orders')).status, 401);
    });

    test('a signed-in user’s orders: their own, each recipe once, newest order first', async () => {
      const cook = 'cook@example.com';
      for (const slug of ['spaghetti-carbonara', 'shakshuka-with-feta', 'thai-green-chicken-curry'])
        assert.equal(
          (await call('POST', '/api/v1/orders', { as: cook, body: order(id(slug)) })).status,
          201,
        );
      // Ordering the first recipe again moves it to the top, without a second entry.
      const again = await call('POST', '/api/v1/orders', {
        as: cook,
        body: order(id('spaghetti-carbonara'), { store: 'coop' }),
      });
      const [row] = await rowsOf(orderResponse.parse(again.body).data.id);
      assert.equal(row?.userId, records.users.get(cook)?.id);

      const listed = await list(cook);
      assert.deepEqual(
        listed.data.map((r) => r.slug),
        ['spaghetti-carbonara', 'thai-green-chicken-curry', 'shakshuka-with-feta'],
      );
      assert.equal(listed.meta.pagination.total, 3);
      assert.ok(listed.data[0]?.image, 'included relations are there');
      const page2 = await call('GET', '/api/v1/orders?perPage=2&page=2&locale=en', { as: cook });
      assert.deepEqual(
        orderListResponse.parse(page2.body).data.map((r) => r.slug),
        ['shakshuka-with-feta'],
      );
    });

    test('user A never sees user B’s orders, and no route takes a user id', async () => {
      const editor = 'editor@example.com';
      assert.deepEqual((await list(editor)).data, []);
      const cookId = records.users.get('cook@example.com')!.id;
      for (const query of [`userId=${cookId}`, `user=${cookId}`]) {
        const res = await call('GET', `/api/v1/orders?${query}`, { as: editor });
        assert.equal(res.status, 400, query);
      }
      // The editor's order is the editor's, whatever the body says.
      const res = await call('POST', '/api/v1/orders', {
        as: editor,
        body: order(id('shakshuka-with-feta'), { userId: cookId }),
      });
      const [row] = await rowsOf(orderResponse.parse(res.body).data.id);
      assert.equal(row?.userId, records.users.get(editor)?.id);
      assert.deepEqual(
        (await list(editor)).data.map((r) => r.slug),
        ['shakshuka-with-feta'],
      );
      assert.equal(
        (await list('cook@example.com')).data.filter((r) => r.slug === 'shakshuka-with-feta')
          .length,
        1,
      );
    });

    test('bad orders are a 4xx with a clear message, and nothing is recorded', async () => {
      const before = await db.$count(schema.orders);
      const recipe = id('spaghetti-carbonara');
      const cases: [string, string, number, RegExp][] = [
        ['unknown store', order(recipe, { store: 'lidl' }), 400, /^Invalid store: /],
        ['0 servings', order(recipe, { servings: 0 }), 400, /^Invalid servings: /],
        ['1000 servings', order(recipe, { servings: 1000 }), 400, /^Invalid servings: /],
        ['servings "abc"', order(recipe, { servings: 'abc' }), 400, /^Invalid servings: /],
        ['a negative total', order(recipe, { totalCents: -1 }), 400, /^Invalid totalCents: /],
        ['no recipe id', order(recipe, { recipeId: undefined }), 400, /^Invalid recipeId: /],
        ['an unknown website id', order(recipe, { websiteId: 'someone-else' }), 403, /website id/],
        ['an unknown recipe', order(2_000_000_000), 404, /^Recipe not found$/],
        ['a recipe of a disabled creator', order(records.hiddenRecipe), 404, /^Recipe not found$/],
        ['malformed JSON', '{"recipeId": 1,', 400, /JSON/i],
        ['a 1 MB body', order(recipe, { padding: 'x'.repeat(1024 * 1024) }), 413, /too large/],
      ];
      for (const [name, body, status, message] of cases) {
        const res = await call('POST', '/api/v1/orders', { as: 'cook@example.com', body });
        assert.equal(res.status, status, `${name}: ${JSON.stringify(res.body)}`);
        const error = errorBodySchema.parse(res.body);
        assert.match(error.message, message, name);
        assert.equal(res.headers.get('cache-control'), 'no-store', name);
      }
      const plain = await call('POST', '/api/v1/orders', {
        body: order(recipe),
        headers: { 'Content-Type': 'text/plain' },
      });
      assert.equal(plain.status, 400);
      assert.equal(await db.$count(schema.orders), before);
    });

    test('orders are same-origin only: no CORS', async () => {
      const origin = { Origin: 'https://blog.example' };
      const res = await call('POST', '/api/v1/orders', {
        body: order(id('spaghetti-carbonara')),
        headers: origin,
      });
      assert.equal(res.status, 201);
      assert.equal(res.headers.get('access-control-allow-origin'), null);
      const preflight = await call('OPTIONS', '/api/v1/orders', {
        headers: { ...origin, 'Access-Control-Request-Method': 'POST' },
      });
      assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    });
  });
}
