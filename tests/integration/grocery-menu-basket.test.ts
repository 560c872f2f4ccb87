/**
 * The week menu's "Order all" (`POST /api/v1/grocery/menu-basket`) over the demo content and
 * catalogue, on PGlite and (where TEST_DATABASE_URL is set) PostgreSQL: several recipes' lines
 * merged per food before packs are chosen, checked line by line against the single recipes'
 * baskets; owned lines, servings, the same dish twice, the four stores' totals and the cheapest,
 * and the bad inputs (a 4xx with a clear message, never a 500). Then its hand-off to a store
 * (`POST /api/v1/grocery/menu-checkout`): links for the bought lines, the shopping list, the
 * total, one basket counted per recipe.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, inArray, sum } from 'drizzle-orm';
import type { z } from 'zod';
import {
  basketResponse,
  checkoutResponse,
  errorBodySchema,
  menuBasketResponse,
  type Basket,
  type MenuBasket,
  type MenuBasketLine,
} from '../../core/contract';
import { packsFor } from '../../core/grocery/packs';
import { STORE_IDS, STORES, type StoreId } from '../../core/grocery/stores';
import { parseIngredient } from '../../core/ingredients';
import type { createApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { statsDay } from '../../server/services/stats';
import { CATALOGUE } from '../../demo/seed/data/catalogue';
import { callApi } from './api-calls';
import { seededApp, targets } from './databases';
import { TEST_WEBSITE as WEBSITE, testGrocery } from './grocery-services';

/**
 * Three demo recipes (Dutch, all with an onion and cloves of garlic; olive oil, cumin, chopped
 * tomatoes and stock in two of them each) at their own servings.
 */
const SHAKSHUKA = { recipe: 'shakshuka-with-feta', servings: 2, onion: 1, garlic: 3, lines: 12 };
const DAHL = { recipe: 'red-lentil-dahl', servings: 4, onion: 1, garlic: 2, lines: 13 };
const BOLOGNESE = { recipe: 'lentil-bolognese', servings: 4, onion: 1, garlic: 4, lines: 13 };
const MENU = [SHAKSHUKA, DAHL, BOLOGNESE];
/** A published recipe of a creator without Zesty: not a visible recipe. */
const HIDDEN = 'dutch-beef-and-onion-hachee';

type Entry = { recipe: string; servings: number; exclude?: number[] };

/**
 * How close two totals are: grams and millilitres are rounded to one decimal, pieces to two (a
 * total, each single basket's need, and a doubled total each carry their rounding).
 */
const close = (unit: string) => (unit === 'piece' ? 0.03 : 0.15);

for (const target of targets()) {
  describe(`grocery menu basket on ${target.name}`, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    let app: ReturnType<typeof createApp>;

    before(async () => {
      ({ db, dispose, app } = await seededApp(target, { grocery: testGrocery() }));
    });
    after(async () => dispose());

    const call = (method: string, path: string, body?: string) =>
      callApi(app, method, path, { body });
    async function ok<T extends z.ZodType>(schema: T, res: Awaited<ReturnType<typeof call>>) {
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return schema.parse(res.body) as z.infer<T>;
    }
    const menuBody = (
      recipes: readonly Entry[] = MENU,
      over: Record<string, unknown> = {},
    ): string =>
      JSON.stringify({
        websiteId: WEBSITE,
        recipes: recipes.map(({ recipe, servings, exclude = [] }) => ({
          recipe,
          servings,
          exclude,
        })),
        store: 'albert-heijn',
        locale: 'nl',
        ...over,
      });
    const menu = async (
      recipes: readonly Entry[] = MENU,
      over: Record<string, unknown> = {},
    ): Promise<MenuBasket> => {
      const res = await call('POST', '/api/v1/grocery/menu-basket', menuBody(recipes, over));
      assert.equal(res.headers.get('cache-control'), 'no-store');
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
      return (await ok(menuBasketResponse, res)).data;
    };
    const single = async (entry: Entry, store: StoreId = 'albert-heijn'): Promise<Basket> => {
      const body = JSON.stringify({
        websiteId: WEBSITE,
        recipe: entry.recipe,
        servings: entry.servings,
        exclude: entry.exclude ?? [],
        store,
        locale: 'nl',
      });
      return (await ok(basketResponse, await call('POST', '/api/v1/grocery/basket', body))).data;
    };
    const lineOf = (b: MenuBasket, food: string) => b.lines.find((l) => l.food === food);
    const lineWith = (b: MenuBasket, entry: number, index: number) =>
      b.lines.find((l) => l.sources.some((s) => s.entry === entry && s.index === index));
    const entriesOf = (l: MenuBasketLine | undefined) => [
      ...new Set(l?.sources.map((s) => s.entry)),
    ];
    /** The catalogue item of each product id (a store's product is one item's). */
    async function itemsOfProducts(ids: number[]) {
      const rows = await db
        .select({ id: schema.groceryProducts.id, key: schema.groceryProducts.itemKey })
        .from(schema.groceryProducts)
        .where(inArray(schema.groceryProducts.id, ids.length ? ids : [-1]));
      return new Map(rows.map((r) => [r.id, CATALOGUE.find((item) => item.key === r.key)!]));
    }

    test('three recipes sharing onions and garlic: one line per food, the single baskets’ needs added up', async () => {
      const merged = await menu();
      assert.equal(merged.store, 'albert-heijn');
      assert.equal(merged.locale, 'nl');
      assert.deepEqual(
        merged.recipes.map((r) => [r.recipe, r.servings]),
        MENU.map((r) => [r.recipe, r.servings]),
      );

      const singles = await Promise.all(MENU.map((entry) => single(entry)));
      assert.deepEqual(
        merged.recipes.map((r) => r.name),
        singles.map((b) => b.recipe.name),
      );
      // Every line of every recipe is in exactly one merged line.
      const seen = merged.lines.flatMap((l) => l.sources.map((s) => `${s.entry}:${s.index}`));
      assert.equal(new Set(seen).size, seen.length, 'no line twice');
      assert.deepEqual(
        [...seen].sort(),
        singles.flatMap((b, entry) => b.lines.map((l) => `${entry}:${l.index}`)).sort(),
      );
      for (const l of merged.lines)
        for (const s of l.sources) assert.equal(s.recipe, MENU[s.entry]!.recipe);

      // Onions, garlic: one line each, with a line of all three recipes.
      const onion = lineOf(merged, 'Uien');
      const garlic = lineOf(merged, 'Knoflook');
      for (const [l, key] of [
        [onion, 'onion'],
        [garlic, 'garlic'],
      ] as const) {
        assert.ok(l, key);
        assert.deepEqual(
          l.sources.map((s) => [s.recipe, s.index]),
          MENU.map((r) => [r.recipe, r[key]]),
          key,
        );
        assert.equal(l.status, 'matched', key);
      }
      assert.deepEqual(onion!.total, { amount: 450, unit: 'g' });
      // 2 + 3 + 3 cloves of a ten-clove bulb: one bulb, where the three baskets buy one each.
      assert.deepEqual(garlic!.total, { amount: 0.8, unit: 'piece' });
      assert.equal(garlic!.packs, 1);
      const garlicPacks = singles.map(
        (b, n) => b.lines.find((l) => l.index === MENU[n]!.garlic)!.packs,
      );
      assert.deepEqual(garlicPacks, [1, 1, 1]);

      // Line by line: the merged need is the sum of what the single baskets' lines need.
      const productIds = singles.flatMap((b) => b.lines.flatMap((l) => l.product?.id ?? []));
      const items = await itemsOfProducts(productIds);
      for (const l of merged.lines) {
        const from = l.sources.map((s) =>
          singles[s.entry]!.lines.find((x) => x.index === s.index)!,
        );
        if (l.status === 'unmatched') {
          for (const x of from) assert.equal(x.status, 'unmatched', `${l.food}: ${x.text}`);
          continue;
        }
        if (l.status === 'pantry') {
          for (const x of from) assert.ok(x.status === 'pantry' || x.packs === 0, x.text);
          assert.deepEqual([l.product, l.packs, l.subtotalCents], [null, 0, 0]);
          continue;
        }
        for (const x of from) {
          assert.equal(x.status, 'matched', `${l.food}: ${x.text}`);
          assert.equal(x.product?.id, l.product?.id, `${l.food}: ${x.text}`);
        }
        const item = items.get(l.product!.id)!;
        const needs = from.flatMap((x) => {
          const need = packsFor(parseIngredient(x.text, 'nl'), 1, item, item.pack).need;
          return need ? [need] : [];
        });
        if (!needs.length) {
          assert.equal(l.total, null, l.food);
        } else {
          assert.ok(l.total, l.food);
          for (const need of needs) assert.equal(need.unit, l.total.unit, l.food);
          const sum = needs.reduce((s, n) => s + n.amount, 0);
          assert.ok(
            Math.abs(sum - l.total.amount) <= close(l.total.unit),
            `${l.food}: ${l.total.amount} ${l.total.unit}, the single baskets need ${sum}`,
          );
        }
        // Packs for the whole need: never fewer than one basket buys, never more than all do.
        const packs = from.map((x) => x.packs);
        assert.ok(l.packs >= Math.max(1, ...packs), `${l.food}: ${l.packs} packs`);
        const bought = singles.flatMap((b) =>
          b.lines.filter((x) => x.product?.id === l.product!.id).map((x) => x.packs),
        );
        assert.ok(l.packs <= bought.reduce((s, p) => s + p, 0), `${l.food}: ${l.packs} packs`);
        assert.equal(l.subtotalCents, l.packs * l.product!.priceCents, l.food);
      }
      // Olive oil, cumin, chopped tomatoes and stock (two recipes each) are one line each too.
      for (const [[a, i], [b, j]] of [
        [
          [0, 0],
          [2, 0],
        ],
        [
          [0, 4],
          [1, 5],
        ],
        [
          [0, 7],
          [1, 9],
        ],
        [
          [1, 10],
          [2, 8],
        ],
      ] as const) {
        const shared = lineWith(merged, a, i);
        assert.ok(shared, `${a}:${i}`);
        assert.equal(lineWith(merged, b, j), shared, `${shared.food}: ${a}:${i} and ${b}:${j}`);
        assert.equal(shared.status, 'matched', shared.food);
      }

      const chosen = merged.totals.find((t) => t.store === merged.store)!;
      assert.equal(
        chosen.totalCents,
        merged.lines.reduce((s, l) => s + l.subtotalCents, 0),
      );
      assert.ok(
        chosen.totalCents < singles.reduce((s, b) => s + b.totalCents, 0),
        'the merged basket costs less than the three',
      );
    });

    test('owned lines drop out of the merged lines and the total', async () => {
      const full = await menu();
      const fewer = await menu([
        { ...SHAKSHUKA, exclude: [SHAKSHUKA.onion, SHAKSHUKA.garlic, SHAKSHUKA.garlic] },
        { ...DAHL, exclude: [DAHL.garlic] },
        { ...BOLOGNESE, exclude: [BOLOGNESE.garlic] },
      ]);
      assert.equal(lineOf(fewer, 'Knoflook'), undefined, 'all the garlic is owned');
      const onion = lineOf(fewer, 'Uien')!;
      assert.deepEqual(
        onion.sources.map((s) => [s.entry, s.index]),
        [
          [1, DAHL.onion],
          [2, BOLOGNESE.onion],
        ],
      );
      assert.deepEqual(onion.total, { amount: 300, unit: 'g' });
      const owned = new Set([
        `0:${SHAKSHUKA.onion}`,
        `0:${SHAKSHUKA.garlic}`,
        `1:${DAHL.garlic}`,
        `2:${BOLOGNESE.garlic}`,
      ]);
      for (const l of fewer.lines)
        for (const s of l.sources) assert.ok(!owned.has(`${s.entry}:${s.index}`), l.food);
      assert.equal(
        fewer.lines.reduce((n, l) => n + l.sources.length, 0),
        full.lines.reduce((n, l) => n + l.sources.length, 0) - owned.size,
      );
      const at = (b: MenuBasket) => b.totals.find((t) => t.store === b.store)!.totalCents;
      const fullOnion = lineOf(full, 'Uien')!;
      assert.equal(
        at(fewer),
        at(full) -
          lineOf(full, 'Knoflook')!.subtotalCents -
          (fullOnion.subtotalCents - onion.subtotalCents),
      );
      assert.ok(at(fewer) < at(full));
      for (const store of STORE_IDS) {
        const was = full.totals.find((t) => t.store === store)!;
        const now = fewer.totals.find((t) => t.store === store)!;
        assert.ok(now.totalCents <= was.totalCents, store);
      }
    });

    test('servings scale each recipe’s lines before they are added up', async () => {
      const base = await menu();
      const double = await menu(MENU.map((r) => ({ ...r, servings: r.servings * 2 })));
      assert.deepEqual(
        double.recipes.map((r) => r.servings),
        [4, 8, 8],
      );
      assert.deepEqual(
        double.lines.map((l) => [l.food, l.sources]),
        base.lines.map((l) => [l.food, l.sources]),
      );
      for (const [n, l] of double.lines.entries()) {
        const was = base.lines[n]!;
        if (!was.total) {
          assert.equal(l.total, null, l.food);
        } else {
          assert.equal(l.total?.unit, was.total.unit, l.food);
          assert.ok(
            Math.abs(l.total!.amount - 2 * was.total.amount) <= close(was.total.unit),
            `${l.food}: ${l.total?.amount} is twice ${was.total.amount}`,
          );
        }
        assert.deepEqual(
          l.unadded.map((u) => u.unit),
          was.unadded.map((u) => u.unit),
          l.food,
        );
        for (const [k, u] of l.unadded.entries())
          assert.ok(Math.abs(u.amount - 2 * was.unadded[k]!.amount) <= close(u.unit), l.food);
        assert.ok(l.packs >= was.packs, l.food);
      }
      assert.deepEqual(lineOf(double, 'Uien')!.total, { amount: 900, unit: 'g' });
      // Only one recipe doubled: only its share of the onions.
      const one = await menu([SHAKSHUKA, { ...DAHL, servings: 12 }, BOLOGNESE]);
      assert.deepEqual(lineOf(one, 'Uien')!.total, { amount: 150 + 450 + 150, unit: 'g' });
    });

    test('the same recipe twice doubles its amounts, each with its own owned lines', async () => {
      const twice = await menu([DAHL, DAHL]);
      const once = await menu([{ ...DAHL, servings: 8 }]);
      const shown = (b: MenuBasket) =>
        b.lines.map((l) => [l.food, l.total, l.unadded, l.status, l.product, l.packs]);
      assert.deepEqual(shown(twice), shown(once));
      assert.deepEqual(twice.totals, once.totals);
      assert.equal(twice.cheapest, once.cheapest);
      assert.deepEqual(
        twice.recipes.map((r) => [r.recipe, r.servings]),
        [
          [DAHL.recipe, 4],
          [DAHL.recipe, 4],
        ],
      );
      for (const l of twice.lines) {
        assert.deepEqual(entriesOf(l), [0, 1], l.food);
        const indexes = (entry: number) =>
          l.sources.filter((s) => s.entry === entry).map((s) => s.index);
        assert.deepEqual(indexes(0), indexes(1), l.food);
      }
      assert.deepEqual(lineOf(twice, 'Uien')!.total, { amount: 300, unit: 'g' });

      const ownedOnce = await menu([{ ...DAHL, exclude: [DAHL.onion] }, DAHL]);
      const onion = lineOf(ownedOnce, 'Uien')!;
      assert.deepEqual(onion.total, { amount: 150, unit: 'g' });
      assert.deepEqual(
        onion.sources.map((s) => [s.entry, s.recipe, s.index]),
        [[1, DAHL.recipe, DAHL.onion]],
      );
    });

    test('the four stores’ totals, the cheapest the lowest of the most complete', async () => {
      const b = await menu();
      assert.deepEqual(
        b.totals.map((t) => [t.store, t.name]),
        STORE_IDS.map((id) => [id, STORES[id].name]),
      );
      for (const entry of b.totals) {
        const there = await menu(MENU, { store: entry.store });
        assert.equal(there.store, entry.store);
        assert.deepEqual(there.totals, b.totals, entry.store);
        assert.equal(there.cheapest, b.cheapest);
        assert.equal(
          entry.totalCents,
          there.lines.reduce((s, l) => s + l.subtotalCents, 0),
          entry.store,
        );
        assert.equal(entry.matched, there.lines.filter((l) => l.status === 'matched').length);
        assert.equal(entry.unmatched, there.lines.filter((l) => l.status === 'unmatched').length);
        assert.deepEqual(
          there.lines.map((l) => [l.food, l.total, l.sources]),
          b.lines.map((l) => [l.food, l.total, l.sources]),
          'the same merged lines at every store',
        );
      }
      const fewest = Math.min(...b.totals.map((t) => t.unmatched));
      const lowest = Math.min(
        ...b.totals.filter((t) => t.unmatched === fewest).map((t) => t.totalCents),
      );
      const cheapest = b.totals.find((t) => t.store === b.cheapest)!;
      assert.deepEqual([cheapest.unmatched, cheapest.totalCents], [fewest, lowest]);
      assert.equal(
        b.cheapest,
        b.totals.find((t) => t.unmatched === fewest && t.totalCents === lowest)!.store,
        'a tie goes to the earlier store',
      );
    });

    test('the basket speaks the asked language', async () => {
      const en = await menu(MENU, { locale: 'en' });
      assert.equal(en.locale, 'en');
      assert.ok(lineOf(en, 'Onions'), 'onions in English');
      assert.ok(lineOf(en, 'Garlic'), 'garlic in English');
      assert.deepEqual(lineOf(en, 'Onions')!.total, { amount: 450, unit: 'g' });
      assert.deepEqual(
        en.recipes.map((r) => r.recipe),
        MENU.map((r) => r.recipe),
      );
    });

    test('an unknown or hidden recipe is a 404, as for the single basket', async () => {
      for (const slug of ['no-such-recipe', HIDDEN]) {
        const res = await call(
          'POST',
          '/api/v1/grocery/menu-basket',
          menuBody([DAHL, { recipe: slug, servings: 2 }]),
        );
        assert.equal(res.status, 404, slug);
        assert.match(errorBodySchema.parse(res.body).message, /^Recipe not found$/, slug);
        const basket = await call(
          'POST',
          '/api/v1/grocery/basket',
          JSON.stringify({ websiteId: WEBSITE, recipe: slug, servings: 2, store: 'coop' }),
        );
        assert.deepEqual(res.body, basket.body, slug);
      }
    });

    test('bad input is a 4xx with a clear message, never a 500', async () => {
      const many = (n: number) => Array.from({ length: n }, (_, i) => MENU[i % MENU.length]!);
      // Three meals a day for a week: 21 recipes (the same dishes again) is the most.
      const week = await menu(many(21));
      assert.equal(week.recipes.length, 21);
      assert.deepEqual(entriesOf(lineOf(week, 'Uien')), [...Array(21).keys()]);

      const recipesMessage = /^Invalid recipes: must list from 1 to 21 recipes$/;
      const cases: [string, string, number, RegExp][] = [
        ['no recipes', menuBody([]), 400, recipesMessage],
        ['22 recipes', menuBody(many(22)), 400, recipesMessage],
        ['recipes that are no list', menuBody(MENU, { recipes: 'pasta' }), 400, recipesMessage],
        ['no recipes at all', menuBody(MENU, { recipes: undefined }), 400, recipesMessage],
        [
          'a recipe that is no object',
          menuBody(MENU, { recipes: ['lentil-bolognese'] }),
          400,
          /^Invalid recipes\.0: must be a recipe with its servings$/,
        ],
        [
          '0 servings',
          menuBody([DAHL, { ...BOLOGNESE, servings: 0 }]),
          400,
          /^Invalid recipes\.1\.servings: must be a whole number from 1 to 50$/,
        ],
        [
          '51 servings',
          menuBody([{ ...DAHL, servings: 51 }]),
          400,
          /^Invalid recipes\.0\.servings: must be a whole number from 1 to 50$/,
        ],
        [
          'no servings',
          menuBody(MENU, { recipes: [{ recipe: DAHL.recipe }] }),
          400,
          /^Invalid recipes\.0\.servings: must be a whole number from 1 to 50$/,
        ],
        [
          'a line beyond the recipe',
          menuBody([DAHL, SHAKSHUKA, { ...BOLOGNESE, exclude: [0, BOLOGNESE.lines] }]),
          400,
          /^Invalid recipes\.2\.exclude\.1: must be a line of the recipe \(0 to 12\)$/,
        ],
        [
          'a negative line',
          menuBody([{ ...DAHL, exclude: [-1] }]),
          400,
          /^Invalid recipes\.0\.exclude\.0: must be a line index$/,
        ],
        [
          'line 1000',
          menuBody([{ ...DAHL, exclude: [1000] }]),
          400,
          /^Invalid recipes\.0\.exclude\.0: must be a line index$/,
        ],
        [
          'an owned list that is no list',
          menuBody(MENU, { recipes: [{ ...DAHL, exclude: 3 }] }),
          400,
          /^Invalid recipes\.0\.exclude: must be a list of line indexes$/,
        ],
        [
          '101 owned lines',
          menuBody([{ ...DAHL, exclude: Array.from({ length: 101 }, (_, i) => i) }]),
          400,
          /^Invalid recipes\.0\.exclude: must list at most 100 lines$/,
        ],
        [
          'a recipe that is no slug',
          menuBody([{ recipe: '../etc', servings: 2 }]),
          400,
          /^Invalid recipes\.0\.recipe: /,
        ],
        [
          'unknown store',
          menuBody(MENU, { store: 'lidl' }),
          400,
          /^Invalid store: must be one of /,
        ],
        ['an unknown locale', menuBody(MENU, { locale: 'de' }), 400, /^Invalid locale: /],
        ['no website id', menuBody(MENU, { websiteId: undefined }), 400, /^Invalid websiteId: /],
        [
          'an unknown website id',
          menuBody(MENU, { websiteId: 'someone-else' }),
          403,
          /^Unknown website id$/,
        ],
        [
          'a 1 MB body',
          menuBody(MENU, { padding: 'x'.repeat(1024 * 1024) }),
          413,
          /^Request body too large$/,
        ],
        ['malformed JSON', '{"websiteId": "zesty-main", ', 400, /JSON/i],
        ['JSON that is no object', '[1, 2]', 400, /^Invalid/],
      ];
      for (const [name, body, status, message] of cases) {
        const res = await call('POST', '/api/v1/grocery/menu-basket', body);
        assert.equal(res.status, status, `${name}: ${JSON.stringify(res.body)}`);
        assert.match(errorBodySchema.parse(res.body).message, message, name);
        assert.equal(res.headers.get('access-control-allow-origin'), '*', name);
      }
      const get = await call('GET', '/api/v1/grocery/menu-basket');
      assert.ok(get.status >= 400 && get.status < 500, `GET: ${get.status}`);
    });

    test('recipes are named with their ids', async () => {
      const b = await menu([DAHL, SHAKSHUKA, DAHL]);
      const rows = await db
        .select({ id: schema.recipes.id, slug: schema.recipes.slug })
        .from(schema.recipes)
        .where(inArray(schema.recipes.slug, [DAHL.recipe, SHAKSHUKA.recipe]));
      const idOf = new Map(rows.map((r) => [r.slug, r.id]));
      assert.deepEqual(
        b.recipes.map((r) => [r.id, r.recipe]),
        [DAHL, SHAKSHUKA, DAHL].map((r) => [idOf.get(r.recipe), r.recipe]),
      );
    });

    const checkout = (body: string) => call('POST', '/api/v1/grocery/menu-checkout', body);

    test('checkout: links for the bought lines, the list, the menu basket’s total at that store', async () => {
      for (const store of STORE_IDS) {
        const priced = await menu(MENU, { store });
        const res = await checkout(menuBody(MENU, { store }));
        assert.equal(res.headers.get('cache-control'), 'no-store');
        assert.equal(res.headers.get('access-control-allow-origin'), '*');
        const { data } = await ok(checkoutResponse, res);
        assert.equal(data.store, store);
        assert.equal(data.kind, 'links');
        const total = priced.totals.find((t) => t.store === store)!.totalCents;
        assert.equal(data.totalCents, total, store);
        assert.equal(
          data.totalCents,
          priced.lines.reduce((s, l) => s + l.subtotalCents, 0),
        );
        // One link per matched line, in the basket's order; none for pantry or unmatched foods.
        const bought = priced.lines.filter((l) => l.status === 'matched');
        assert.ok(bought.length > 0 && bought.length < priced.lines.length, store);
        assert.deepEqual(
          data.links,
          bought.map((l) => ({
            name: l.product!.name,
            packs: l.packs,
            url: STORES[store].searchUrl(l.product!.name),
          })),
        );

        const lines = data.list.split('\n');
        assert.deepEqual(lines.slice(0, 8), [
          'Boodschappenlijst: weekmenu (3 recepten)',
          `Bij ${STORES[store].name}`,
          '',
          'Recepten:',
          ...priced.recipes.map((r) => `- ${r.name} (${r.servings} personen)`),
          '',
        ]);
        // Each food once, with what the menu needs of it and what is bought for that.
        for (const l of bought) {
          const listed = lines.filter(
            (x) => x.startsWith(`- ${l.food}, `) || x.startsWith(`- ${l.food}:`),
          );
          assert.equal(listed.length, 1, `${store}: ${l.food}`);
          assert.ok(listed[0]!.includes(`${l.packs} × ${l.product!.name} (`), listed[0]);
        }
        const onion = lines.find((x) => x.startsWith('- Uien, '));
        assert.match(onion ?? '', /^- Uien, 450 g: \d+ × .+ \(.+\): €\s\d+,\d\d$/, store);
        const section = (title: string) => {
          const from = lines.indexOf(title);
          if (from === -1) return [];
          const end = lines.indexOf('', from);
          return lines.slice(from + 1, end === -1 ? undefined : end);
        };
        const pantry = priced.lines.filter((l) => l.status === 'pantry');
        assert.ok(pantry.length > 0);
        assert.deepEqual(
          section('Staat meestal al in de kast:'),
          pantry.map((l) => `- ${l.food}`),
          'each pantry food once',
        );
        const unmatched = priced.lines.filter((l) => l.status === 'unmatched');
        assert.deepEqual(
          section('Niet gevonden, zelf zoeken:').map((x) => x.replace(/,.*$/, '')),
          unmatched.map((l) => `- ${l.food}`),
        );
        const euros = (total / 100).toFixed(2).replace('.', ',');
        // Dutch money has a no-break space after the sign.
        assert.equal(lines.at(-1), `Totaal (indicatieve prijzen): €\u00a0${euros}`);
      }

      const en = await ok(
        checkoutResponse,
        await checkout(menuBody([DAHL, DAHL], { locale: 'en', store: 'coop' })),
      );
      assert.match(
        en.data.list,
        /^Shopping list: week menu \(2 recipes\)\nAt Coop\n\nRecipes:\n- Red lentil dahl \(4 servings\)\n- Red lentil dahl \(4 servings\)\n\n/,
      );
      assert.match(en.data.list, /\n- Onions, 300 g: 1 × .+\n/);
      assert.match(en.data.list, /\nTotal \(indicative prices\): €\d+\.\d\d$/);
    });

    test('checkout counts one basket per recipe of the menu, for the store', async () => {
      const idOf = async (slug: string) => {
        const [row] = await db
          .select({ id: schema.recipes.id })
          .from(schema.recipes)
          .where(eq(schema.recipes.slug, slug));
        return row!.id;
      };
      const dahl = await idOf(DAHL.recipe);
      const shakshuka = await idOf(SHAKSHUKA.recipe);
      const counted = async (recipeId: number, store: StoreId) => {
        const [row] = await db
          .select({ n: sum(schema.recipeStats.count) })
          .from(schema.recipeStats)
          .where(
            and(
              eq(schema.recipeStats.recipeId, recipeId),
              eq(schema.recipeStats.day, statsDay()),
              eq(schema.recipeStats.metric, 'basket'),
              eq(schema.recipeStats.store, store),
            ),
          );
        return Number(row?.n ?? 0);
      };
      const before = [await counted(dahl, 'jumbo'), await counted(shakshuka, 'jumbo')];
      const coop = await counted(dahl, 'coop');
      // The dahl twice in the week is still one recipe sent to the store.
      await ok(
        checkoutResponse,
        await checkout(menuBody([DAHL, SHAKSHUKA, DAHL], { store: 'jumbo' })),
      );
      assert.deepEqual(
        [await counted(dahl, 'jumbo'), await counted(shakshuka, 'jumbo')],
        [before[0]! + 1, before[1]! + 1],
      );
      assert.equal(await counted(dahl, 'coop'), coop);
      // Pricing the menu alone counts nothing.
      await menu([DAHL], { store: 'jumbo' });
      assert.equal(await counted(dahl, 'jumbo'), before[0]! + 1);
    });

    test('checkout refuses as the menu basket does: 404 for an unknown recipe, 400 for a bad body', async () => {
      for (const slug of ['no-such-recipe', HIDDEN]) {
        const res = await checkout(menuBody([DAHL, { recipe: slug, servings: 2 }]));
        assert.equal(res.status, 404, slug);
        assert.match(errorBodySchema.parse(res.body).message, /^Recipe not found$/, slug);
        assert.equal(res.headers.get('access-control-allow-origin'), '*');
      }
      const cases: [string, string, number, RegExp][] = [
        ['no recipes', menuBody([]), 400, /^Invalid recipes: must list from 1 to 21 recipes$/],
        [
          '0 servings',
          menuBody([{ ...DAHL, servings: 0 }]),
          400,
          /^Invalid recipes\.0\.servings: must be a whole number from 1 to 50$/,
        ],
        [
          'a line beyond the recipe',
          menuBody([{ ...DAHL, exclude: [DAHL.lines] }]),
          400,
          /^Invalid recipes\.0\.exclude\.0: must be a line of the recipe \(0 to 12\)$/,
        ],
        [
          'unknown store',
          menuBody(MENU, { store: 'lidl' }),
          400,
          /^Invalid store: must be one of /,
        ],
        ['no store', menuBody(MENU, { store: undefined }), 400, /^Invalid store: /],
        [
          'an unknown website id',
          menuBody(MENU, { websiteId: 'someone-else' }),
          403,
          /^Unknown website id$/,
        ],
        [
          'a 1 MB body',
          menuBody(MENU, { padding: 'x'.repeat(1024 * 1024) }),
          413,
          /^Request body too large$/,
        ],
        ['malformed JSON', '{"websiteId": "zesty-main", ', 400, /JSON/i],
      ];
      for (const [name, body, status, message] of cases) {
        const res = await checkout(body);
        assert.equal(res.status, status, `${name}: ${JSON.stringify(res.body)}`);
        assert.match(errorBodySchema.parse(res.body).message, message, name);
        assert.equal(res.headers.get('access-control-allow-origin'), '*', name);
      }
      const get = await call('GET', '/api/v1/grocery/menu-checkout');
      assert.ok(get.status >= 400 && get.status < 500, `GET: ${get.status}`);
    });
  });
}
