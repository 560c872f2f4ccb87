/**
 * Favourites (spec §7, issue 15 item 1) on PGlite and (where TEST_DATABASE_URL is set)
 * PostgreSQL: signed-in only, the user always the token's (never reachable for another user),
 * idempotent, only visible recipes, bad ids refused with a 4xx.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  errorBodySchema,
  favouriteListResponse,
  favouriteResponse,
  unavailableFavouritesResponse,
} from '../../core/contract';
import type { createApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { callApi } from './api-calls';
import { testAuth } from './auth-services';
import { seededApp, targets } from './databases';
import { demoRecords } from './demo-records';

const SECRET = new TextEncoder().encode('favourites-test-secret-0123456789abcdef');

for (const target of targets()) {
  describe(`favourites on ${target.name}`, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let records: Awaited<ReturnType<typeof demoRecords>>;

    before(async () => {
      ({ db, dispose, app } = await seededApp(target, { auth: testAuth(SECRET) }));
      records = await demoRecords(db, SECRET);
    });
    after(async () => dispose());

    const call = (method: string, path: string, as?: string, body?: string) =>
      callApi(app, method, path, {
        body,
        headers: as ? { Authorization: `Bearer ${records.users.get(as)?.token}` } : {},
      });
    const id = (slug: string) => records.recipeIds.get(slug)!;
    const list = async (as: string, query = 'locale=en&include=image') => {
      const res = await call('GET', `/api/v1/recipes/favorites?${query}`, as);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.match(res.headers.get('cache-control') ?? '', /private, no-store/);
      return favouriteListResponse.parse(res.body);
    };

    const unavailable = async (as: string, locale = 'en') => {
      const res = await call('GET', `/api/v1/recipes/favorites/unavailable?locale=${locale}`, as);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.match(res.headers.get('cache-control') ?? '', /private, no-store/);
      return unavailableFavouritesResponse.parse(res.body).data;
    };

    test('visitors can neither read nor change favourites', async () => {
      for (const [method, path] of [
        ['GET', '/api/v1/recipes/favorites'],
        ['GET', '/api/v1/recipes/favorites/unavailable?locale=en'],
        ['POST', `/api/v1/recipes/${id('spaghetti-carbonara')}/favorite`],
        ['DELETE', `/api/v1/recipes/${id('spaghetti-carbonara')}/favorite`],
      ] as const) {
        const res = await call(method, path);
        assert.equal(res.status, 401, `${method} ${path}`);
        errorBodySchema.parse(res.body);
      }
    });

    test('add, list newest first, add again (no double), remove, remove again', async () => {
      const cook = 'cook@example.com';
      for (const slug of ['spaghetti-carbonara', 'thai-green-chicken-curry']) {
        const res = await call('POST', `/api/v1/recipes/${id(slug)}/favorite`, cook);
        assert.equal(res.status, 200);
        assert.deepEqual(favouriteResponse.parse(res.body).data, { id: id(slug), favorite: true });
      }
      assert.equal(
        (await call('POST', `/api/v1/recipes/${id('spaghetti-carbonara')}/favorite`, cook)).status,
        200,
      );
      const listed = await list(cook);
      assert.deepEqual(
        listed.data.map((r) => r.slug),
        ['thai-green-chicken-curry', 'spaghetti-carbonara'],
      );
      assert.equal(listed.meta.pagination.total, 2);
      assert.ok(listed.data[0]?.image, 'included relations are there');

      const removed = await call(
        'DELETE',
        `/api/v1/recipes/${id('spaghetti-carbonara')}/favorite`,
        cook,
      );
      assert.deepEqual(favouriteResponse.parse(removed.body).data, {
        id: id('spaghetti-carbonara'),
        favorite: false,
      });
      assert.equal(
        (await call('DELETE', `/api/v1/recipes/${id('spaghetti-carbonara')}/favorite`, cook))
          .status,
        200,
      );
      assert.deepEqual(
        (await list(cook)).data.map((r) => r.slug),
        ['thai-green-chicken-curry'],
      );
    });

    test('one user can never read or change another’s favourites', async () => {
      const cook = 'cook@example.com';
      const editor = 'editor@example.com';
      await call('POST', `/api/v1/recipes/${id('shakshuka-with-feta')}/favorite`, cook);
      const before = (await list(cook)).data.map((r) => r.slug);
      assert.ok(before.includes('shakshuka-with-feta'));
      // The editor's list is their own; removing "the cook's" favourite touches only the editor's.
      assert.deepEqual((await list(editor)).data, []);
      assert.equal(
        (await call('DELETE', `/api/v1/recipes/${id('shakshuka-with-feta')}/favorite`, editor))
          .status,
        200,
      );
      assert.deepEqual(
        (await list(cook)).data.map((r) => r.slug),
        before,
      );
      // No parameter names a user: one is refused, not obeyed.
      const res = await call('GET', '/api/v1/recipes/favorites?userId=1', editor);
      assert.equal(res.status, 400);
    });

    test('only visible recipes: a hidden one cannot be added, and one hidden later drops out', async () => {
      const editor = 'editor@example.com';
      const hidden = await call('POST', `/api/v1/recipes/${records.hiddenRecipe}/favorite`, editor);
      assert.equal(hidden.status, 404);
      assert.equal(errorBodySchema.parse(hidden.body).code, 'not_found');
      assert.equal((await call('POST', '/api/v1/recipes/2147483647/favorite', editor)).status, 404);

      await call('POST', `/api/v1/recipes/${id('red-lentil-dahl')}/favorite`, editor);
      assert.deepEqual(
        (await list(editor)).data.map((r) => r.slug),
        ['red-lentil-dahl'],
      );
      assert.deepEqual(await unavailable(editor), []);
      // Unpublished by its creator: out of the list, listed as no longer available by the name
      // it had, in the language asked for; another user's list does not show it.
      for (const status of ['unpublished', 'deleted'] as const) {
        await db
          .update(schema.recipes)
          .set({ status })
          .where(eq(schema.recipes.id, id('red-lentil-dahl')));
        try {
          const hiddenNow = await list(editor);
          assert.deepEqual(hiddenNow.data, []);
          assert.equal(hiddenNow.meta.pagination.total, 0);
          assert.deepEqual(await unavailable(editor), [
            { id: id('red-lentil-dahl'), name: 'Red lentil dahl' },
          ]);
          assert.equal((await unavailable(editor, 'nl'))[0]?.name, 'Dahl van rode linzen');
          assert.deepEqual(await unavailable('cook@example.com'), []);
        } finally {
          await db
            .update(schema.recipes)
            .set({ status: 'published' })
            .where(eq(schema.recipes.id, id('red-lentil-dahl')));
        }
      }
      assert.deepEqual(
        (await list(editor)).data.map((r) => r.slug),
        ['red-lentil-dahl'],
      );
      assert.deepEqual(await unavailable(editor), []);
      // Removed while unavailable: gone from both lists.
      await db
        .update(schema.recipes)
        .set({ status: 'unpublished' })
        .where(eq(schema.recipes.id, id('red-lentil-dahl')));
      try {
        await call('DELETE', `/api/v1/recipes/${id('red-lentil-dahl')}/favorite`, editor);
        assert.deepEqual(await unavailable(editor), []);
      } finally {
        await db
          .update(schema.recipes)
          .set({ status: 'published' })
          .where(eq(schema.recipes.id, id('red-lentil-dahl')));
      }
      assert.deepEqual((await list(editor)).data, []);
    });

    test('bad ids and queries are a 4xx with a message, never a 500', async () => {
      const cook = 'cook@example.com';
      for (const bad of [
        'abc',
        '0',
        '-1',
        '01',
        '1.5',
        '99999999999',
        '2147483648',
        'spaghetti-carbonara',
        '%20',
      ]) {
        for (const method of ['POST', 'DELETE']) {
          const res = await call(method, `/api/v1/recipes/${bad}/favorite`, cook);
          assert.ok(res.status >= 400 && res.status < 500, `${method} ${bad} → ${res.status}`);
          assert.ok(errorBodySchema.parse(res.body).message.length > 0);
        }
      }
      for (const query of ['page=0', 'perPage=1000', 'page=abc', 'include=secrets']) {
        const res = await call('GET', `/api/v1/recipes/favorites?${query}`, cook);
        assert.equal(res.status, 400, query);
      }
      for (const query of ['locale=', 'locale=de', 'locale=en&userId=1']) {
        const res = await call('GET', `/api/v1/recipes/favorites/unavailable?${query}`, cook);
        assert.equal(res.status, 400, query);
      }
      // A body is not needed, and one is ignored rather than read.
      const withBody = await call(
        'POST',
        `/api/v1/recipes/${id('spaghetti-carbonara')}/favorite`,
        cook,
        '{"userId": 1}',
      );
      assert.equal(withBody.status, 200);
    });

    test('pages of favourites', async () => {
      const editor = 'editor@example.com';
      const slugs = [...records.recipeIds.keys()].slice(0, 30);
      const added: string[] = [];
      for (const slug of slugs) {
        const res = await call('POST', `/api/v1/recipes/${id(slug)}/favorite`, editor);
        if (res.status === 200) added.push(slug);
      }
      const total = (await list(editor)).meta.pagination.total;
      const first = await list(editor, 'locale=nl&perPage=5&page=1');
      const second = await list(editor, 'locale=nl&perPage=5&page=2');
      assert.equal(first.data.length, 5);
      assert.equal(first.meta.pagination.total, total);
      assert.equal(first.meta.pagination.total_pages, Math.ceil(total / 5));
      assert.equal(
        new Set([...first.data, ...second.data].map((r) => r.id)).size,
        first.data.length + second.data.length,
      );
    });
  });
}
