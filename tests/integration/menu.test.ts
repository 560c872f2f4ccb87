/**
 * The week menu in the account (issue 28): `GET` / `PUT /api/v1/menu` on PGlite and (where
 * TEST_DATABASE_URL is set) PostgreSQL. Signed-in only, the user always the token's; replaced
 * whole, keeping the order and servings; only visible recipes (an unpublished one is left out,
 * not refused); bad bodies a 400 with the contract's messages, never a 500; the rows go with
 * their user or recipe.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { errorBodySchema, menuResponse } from '../../core/contract';
import { MENU_LIMIT, type MenuEntry } from '../../core/kitchen/menu';
import type { createApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { visibleRecipe } from '../../server/services/recipes';
import { callApi } from './api-calls';
import { signedInUsers, testAuth } from './auth-services';
import { seededApp, targets } from './databases';
import { demoRecords } from './demo-records';

const SECRET = new TextEncoder().encode('week-menu-test-secret-0123456789abcdef');
const COOK = 'cook@example.com';
const EDITOR = 'editor@example.com';

for (const target of targets()) {
  describe(`week menu on ${target.name}`, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    let app: ReturnType<typeof createApp>;
    let records: Awaited<ReturnType<typeof demoRecords>>;
    /** Every visible recipe's id, by id. */
    let visible: number[];

    before(async () => {
      ({ db, dispose, app } = await seededApp(target, { auth: testAuth(SECRET) }));
      records = await demoRecords(db, SECRET);
      visible = (
        await db
          .select({ id: schema.recipes.id })
          .from(schema.recipes)
          .innerJoin(schema.creators, eq(schema.creators.id, schema.recipes.creatorId))
          .where(visibleRecipe)
          .orderBy(schema.recipes.id)
      ).map((r) => r.id);
    });
    after(async () => dispose());

    const tokenOf = (as: string) => records.users.get(as)!.token;
    /** As a seeded user (by email), a session of one's own (`{ token }`), or a visitor. */
    const call = (method: string, path: string, as?: string | { token: string }, body?: string) =>
      callApi(app, method, path, {
        body,
        headers:
          as === undefined
            ? {}
            : { Authorization: `Bearer ${typeof as === 'string' ? tokenOf(as) : as.token}` },
      });
    const id = (slug: string) => records.recipeIds.get(slug)!;
    const menuOf = async (as: string): Promise<MenuEntry[]> => {
      const res = await call('GET', '/api/v1/menu', as);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.headers.get('cache-control'), 'private, no-store');
      return menuResponse.parse(res.body).data.entries;
    };
    const put = async (as: string, entries: unknown): Promise<MenuEntry[]> => {
      const res = await call('PUT', '/api/v1/menu', as, JSON.stringify({ entries }));
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.headers.get('cache-control'), 'no-store');
      return menuResponse.parse(res.body).data.entries;
    };
    const rowsOf = (userId: number) =>
      db
        .select({ recipeId: schema.menuEntries.recipeId, position: schema.menuEntries.position })
        .from(schema.menuEntries)
        .where(eq(schema.menuEntries.userId, userId))
        .orderBy(schema.menuEntries.position);
    const setStatus = (recipeId: number, status: 'published' | 'unpublished') =>
      db.update(schema.recipes).set({ status }).where(eq(schema.recipes.id, recipeId));

    test('visitors can neither read nor replace a menu, whatever they send', async () => {
      const entries = [{ recipeId: id('spaghetti-carbonara'), servings: 2 }];
      for (const [method, body] of [
        ['GET', undefined],
        ['PUT', JSON.stringify({ entries })],
        ['PUT', JSON.stringify({ entries: 'nonsense' })],
        ['PUT', '{not json'],
      ] as const) {
        const res = await call(method, '/api/v1/menu', undefined, body);
        assert.equal(res.status, 401, `${method} ${body}`);
        assert.equal(errorBodySchema.parse(res.body).code, 'unauthorized');
      }
      // A token that is no session's is a visitor's too.
      const forged = await call('GET', '/api/v1/menu', { token: 'not-a-token' });
      assert.equal(forged.status, 401);
    });

    test('a new account has an empty menu; PUT then GET keeps the order and servings', async () => {
      assert.deepEqual(await menuOf(COOK), []);
      const week: MenuEntry[] = [
        { recipeId: id('red-lentil-dahl'), servings: 4 },
        { recipeId: id('spaghetti-carbonara'), servings: 2 },
        { recipeId: id('shakshuka-with-feta'), servings: 1 },
        { recipeId: id('lentil-bolognese'), servings: 50 },
      ];
      assert.deepEqual(await put(COOK, week), week);
      assert.deepEqual(await menuOf(COOK), week);
      assert.deepEqual(
        (await rowsOf(records.users.get(COOK)!.id)).map((r) => r.position),
        [0, 1, 2, 3],
      );

      // Moved, one servings changed, one removed, one added: the whole list replaced.
      const next: MenuEntry[] = [
        { recipeId: id('shakshuka-with-feta'), servings: 3 },
        { recipeId: id('red-lentil-dahl'), servings: 4 },
        { recipeId: id('thai-green-chicken-curry'), servings: 6 },
      ];
      assert.deepEqual(await put(COOK, next), next);
      assert.deepEqual(await menuOf(COOK), next);
      assert.deepEqual(
        (await rowsOf(records.users.get(COOK)!.id)).map((r) => [r.recipeId, r.position]),
        next.map((e, n) => [e.recipeId, n]),
      );

      // The most a menu holds, then none.
      const full = visible.slice(0, MENU_LIMIT).map((recipeId, n) => ({
        recipeId,
        servings: (n % 50) + 1,
      }));
      assert.equal(full.length, MENU_LIMIT, 'the demo has enough visible recipes');
      assert.deepEqual(await put(COOK, full), full);
      assert.deepEqual(await menuOf(COOK), full);
      assert.deepEqual(await put(COOK, []), []);
      assert.deepEqual(await menuOf(COOK), []);
    });

    test('an unpublished or unknown recipe is left out of a PUT, and out of GET while hidden', async () => {
      const dahl = id('red-lentil-dahl');
      const carbonara = id('spaghetti-carbonara');
      await setStatus(dahl, 'unpublished');
      try {
        // A visitor's menu pushed at sign-in may hold such a recipe: kept are the others.
        const kept = await put(COOK, [
          { recipeId: carbonara, servings: 2 },
          { recipeId: dahl, servings: 4 },
          { recipeId: records.hiddenRecipe, servings: 2 },
          { recipeId: 2_147_483_647, servings: 2 },
          { recipeId: id('shakshuka-with-feta'), servings: 3 },
        ]);
        const expected = [
          { recipeId: carbonara, servings: 2 },
          { recipeId: id('shakshuka-with-feta'), servings: 3 },
        ];
        assert.deepEqual(kept, expected);
        assert.deepEqual(await menuOf(COOK), expected);
        assert.deepEqual(
          (await rowsOf(records.users.get(COOK)!.id)).map((r) => r.position),
          [0, 1],
        );
      } finally {
        await setStatus(dahl, 'published');
      }

      // Unpublished after it was planned: not listed while hidden, back when published again.
      await put(COOK, [
        { recipeId: dahl, servings: 4 },
        { recipeId: carbonara, servings: 2 },
      ]);
      await setStatus(dahl, 'unpublished');
      try {
        assert.deepEqual(await menuOf(COOK), [{ recipeId: carbonara, servings: 2 }]);
      } finally {
        await setStatus(dahl, 'published');
      }
      assert.deepEqual(await menuOf(COOK), [
        { recipeId: dahl, servings: 4 },
        { recipeId: carbonara, servings: 2 },
      ]);
    });

    test('bad bodies are a 400 with the contract’s message, never a 500', async () => {
      const before = await put(COOK, [{ recipeId: id('spaghetti-carbonara'), servings: 2 }]);
      const entry = (recipeId: unknown, servings: unknown = 2) => ({ recipeId, servings });
      const many = (n: number) => visible.slice(0, n).map((recipeId) => entry(recipeId));
      assert.ok(visible.length >= MENU_LIMIT + 1, 'the demo has enough visible recipes');
      const body = (entries: unknown) => JSON.stringify({ entries });
      const cases: [string, string, number, RegExp][] = [
        [
          'a recipe twice',
          body([entry(id('red-lentil-dahl'), 2), entry(id('red-lentil-dahl'), 4)]),
          400,
          /^Invalid entries: must not list a recipe twice$/,
        ],
        ['22 entries', body(many(22)), 400, /^Invalid entries: must list at most 21 recipes$/],
        [
          'entries that are no list',
          body('pasta'),
          400,
          /^Invalid entries: must list at most 21 recipes$/,
        ],
        ['no entries', JSON.stringify({}), 400, /^Invalid entries: must list at most 21 recipes$/],
        [
          'an entry that is no object',
          body([id('red-lentil-dahl')]),
          400,
          /^Invalid entries\.0: must be a recipe id with its servings$/,
        ],
        ...([0, 51, 2.5, '4', null] as const).map((servings): [string, string, number, RegExp] => [
          `servings ${JSON.stringify(servings)}`,
          body([entry(id('red-lentil-dahl')), entry(id('spaghetti-carbonara'), servings)]),
          400,
          /^Invalid entries\.1\.servings: must be a whole number from 1 to 50$/,
        ]),
        [
          'no servings',
          body([{ recipeId: id('red-lentil-dahl') }]),
          400,
          /^Invalid entries\.0\.servings: must be a whole number from 1 to 50$/,
        ],
        ...([0, -1, 1.5, '12', 2_147_483_648, null, 'spaghetti-carbonara'] as const).map(
          (recipeId): [string, string, number, RegExp] => [
            `recipe id ${JSON.stringify(recipeId)}`,
            body([entry(recipeId)]),
            400,
            /^Invalid entries\.0\.recipeId: must be a recipe id$/,
          ],
        ),
        ['malformed JSON', '{"entries": [', 400, /JSON/i],
        ['JSON that is no object', '[1, 2]', 400, /^Invalid/],
        [
          'a 1 MB body',
          JSON.stringify({ entries: [], padding: 'x'.repeat(1 << 20) }),
          413,
          /large/,
        ],
      ];
      for (const [name, sent, status, message] of cases) {
        const res = await call('PUT', '/api/v1/menu', COOK, sent);
        assert.equal(res.status, status, `${name}: ${JSON.stringify(res.body)}`);
        assert.match(errorBodySchema.parse(res.body).message, message, name);
      }
      // Nothing sent as JSON, and a query naming a user: refused, not obeyed.
      const text = await callApi(app, 'PUT', '/api/v1/menu', {
        body: JSON.stringify({ entries: [] }),
        headers: { Authorization: `Bearer ${tokenOf(COOK)}`, 'Content-Type': 'text/plain' },
      });
      assert.equal(text.status, 400, JSON.stringify(text.body));
      const userId = records.users.get(EDITOR)!.id;
      assert.equal((await call('GET', `/api/v1/menu?userId=${userId}`, COOK)).status, 400);
      // None of these touched the menu.
      assert.deepEqual(await menuOf(COOK), before);
    });

    test('one user never reads or replaces another’s menu', async () => {
      const cooks = [{ recipeId: id('shakshuka-with-feta'), servings: 2 }];
      await put(COOK, cooks);
      assert.deepEqual(await menuOf(EDITOR), []);
      const editors = [
        { recipeId: id('shakshuka-with-feta'), servings: 8 },
        { recipeId: id('red-lentil-dahl'), servings: 2 },
      ];
      await put(EDITOR, editors);
      assert.deepEqual(await menuOf(COOK), cooks);
      assert.deepEqual(await menuOf(EDITOR), editors);
      await put(EDITOR, []);
      assert.deepEqual(await menuOf(COOK), cooks);
    });

    test('replaces of one user at once end as one of them, never as an error', async () => {
      const a = visible.slice(0, 5).map((recipeId) => ({ recipeId, servings: 2 }));
      const b = visible.slice(3, 9).map((recipeId) => ({ recipeId, servings: 3 }));
      const answers = await Promise.all(
        [a, b, a, b].map((entries) =>
          call('PUT', '/api/v1/menu', COOK, JSON.stringify({ entries })),
        ),
      );
      for (const res of answers) assert.equal(res.status, 200, JSON.stringify(res.body));
      const now = await menuOf(COOK);
      assert.ok(
        JSON.stringify(now) === JSON.stringify(a) || JSON.stringify(now) === JSON.stringify(b),
      );
    });

    test('deleting a recipe or a user deletes their menu rows', async () => {
      const dahl = id('red-lentil-dahl');
      await put(COOK, [
        { recipeId: dahl, servings: 4 },
        { recipeId: id('spaghetti-carbonara'), servings: 2 },
      ]);
      await put(EDITOR, [{ recipeId: dahl, servings: 2 }]);
      await db.delete(schema.recipes).where(eq(schema.recipes.id, dahl));
      assert.deepEqual(await menuOf(COOK), [{ recipeId: id('spaghetti-carbonara'), servings: 2 }]);
      assert.deepEqual(await menuOf(EDITOR), []);
      const orphans = await db
        .select()
        .from(schema.menuEntries)
        .where(eq(schema.menuEntries.recipeId, dahl));
      assert.deepEqual(orphans, []);

      // A user of their own, so the seeded ones stay for the other tests.
      const email = 'menu-leaver@example.com';
      await db.insert(schema.users).values({ email, name: 'Menu Leaver', username: 'menu-leaver' });
      const leaver = (await signedInUsers(db, SECRET, [email])).get(email)!;
      const res = await call(
        'PUT',
        '/api/v1/menu',
        leaver,
        JSON.stringify({ entries: [{ recipeId: id('spaghetti-carbonara'), servings: 5 }] }),
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal((await rowsOf(leaver.id)).length, 1);
      await db.delete(schema.users).where(eq(schema.users.id, leaver.id));
      assert.deepEqual(await rowsOf(leaver.id), []);
      // The database itself refuses servings out of range, whoever writes.
      await assert.rejects(
        db.insert(schema.menuEntries).values({
          userId: records.users.get(COOK)!.id,
          recipeId: id('lentil-bolognese'),
          position: 9,
          servings: 51,
        }),
      );
      const [still] = await db
        .select()
        .from(schema.menuEntries)
        .where(
          and(
            eq(schema.menuEntries.userId, records.users.get(COOK)!.id),
            eq(schema.menuEntries.recipeId, id('lentil-bolognese')),
          ),
        );
      assert.equal(still, undefined);
    });
  });
}
