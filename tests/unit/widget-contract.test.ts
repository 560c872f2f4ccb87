/**
 * The widget's guards against the contract (core/contract/grocery.ts), which the widget cannot
 * bundle: every answer the contract's zod schemas accept, the guards accept (or the widget would
 * show a valid basket as an error), and no answer the schemas refuse gets through a guard (or a
 * page could render half a basket). The compiler ties the guards' types to the contract; this
 * catches a drift in what they check at run time.
 */
import type { z } from 'zod';
import {
  basketResponse,
  basketSchema,
  checkoutResponse,
  handoffSchema,
  menuBasketResponse,
  menuBasketSchema,
} from '@/core/contract/grocery';
import {
  groceryApi,
  isBasket,
  isCheckout,
  isMenuBasket,
  type BasketRequest,
  type MenuBasketRequest,
} from '@/widget/src/api';

type Json = Record<string, unknown>;
type Path = (string | number)[];

const product = (id: number, name: string, priceCents: number) => ({
  id,
  name,
  sizeLabel: '500 g',
  priceCents,
  url: `https://shop.example/p/${id}`,
});

/** A basket with every kind of line: matched, sharing an earlier line's product, unmatched, pantry, owned. */
const basket = (): z.input<typeof basketSchema> => ({
  recipe: {
    id: 42,
    slug: 'pasta-carbonara',
    name: 'Pasta carbonara',
    servings: 2,
    baseServings: 4,
  },
  store: 'plus',
  indicative: true,
  currency: 'EUR',
  lines: [
    {
      index: 0,
      text: '200 g spaghetti',
      status: 'matched',
      product: product(1, 'Spaghetti', 125),
      packs: 1,
      subtotalCents: 125,
    },
    {
      index: 1,
      text: '2 eggs',
      status: 'matched',
      product: product(2, 'Eggs', 319),
      packs: 1,
      subtotalCents: 319,
    },
    {
      index: 2,
      text: '1 egg yolk',
      status: 'matched',
      product: product(2, 'Eggs', 319),
      packs: 0,
      subtotalCents: 0,
    },
    {
      index: 3,
      text: '25 g pecorino',
      status: 'unmatched',
      product: null,
      packs: 0,
      subtotalCents: 0,
    },
    { index: 4, text: 'salt', status: 'pantry', product: null, packs: 0, subtotalCents: 0 },
  ],
  excluded: [5],
  totalCents: 444,
  comparison: [
    { store: 'albert-heijn', name: 'Albert Heijn', totalCents: 458, matched: 3, unmatched: 1 },
    { store: 'jumbo', name: 'Jumbo', totalCents: 428, matched: 3, unmatched: 1 },
    { store: 'plus', name: 'Plus', totalCents: 444, matched: 3, unmatched: 1 },
    { store: 'coop', name: 'Coop', totalCents: 474, matched: 2, unmatched: 2 },
  ],
  cheapest: 'jumbo',
});

/** A week menu's basket with every kind of line: merged, with unadded parts, unmatched, pantry. */
const menuBasket = (): z.input<typeof menuBasketSchema> => ({
  store: 'plus',
  locale: 'en',
  lines: [
    {
      food: 'Tomatoes',
      total: { amount: 10, unit: 'piece' },
      unadded: [],
      sources: [
        { entry: 0, recipe: 'pasta', index: 1 },
        { entry: 1, recipe: 'soup', index: 0 },
      ],
      status: 'matched',
      product: product(3, 'Tomatoes', 229),
      packs: 2,
      subtotalCents: 458,
    },
    {
      food: 'Basil',
      total: { amount: 20.5, unit: 'g' },
      unadded: [{ amount: 1, unit: 'bos' }],
      sources: [{ entry: 0, recipe: 'pasta', index: 2 }],
      status: 'unmatched',
      product: null,
      packs: 0,
      subtotalCents: 0,
    },
    {
      food: 'Salt',
      total: null,
      unadded: [],
      sources: [{ entry: 1, recipe: 'soup', index: 2 }],
      status: 'pantry',
      product: null,
      packs: 0,
      subtotalCents: 0,
    },
  ],
  totals: [
    { store: 'albert-heijn', name: 'Albert Heijn', totalCents: 498, matched: 1, unmatched: 1 },
    { store: 'jumbo', name: 'Jumbo', totalCents: 478, matched: 1, unmatched: 1 },
    { store: 'plus', name: 'Plus', totalCents: 458, matched: 1, unmatched: 1 },
    { store: 'coop', name: 'Coop', totalCents: 518, matched: 1, unmatched: 1 },
  ],
  cheapest: 'plus',
  recipes: [
    { id: 11, recipe: 'pasta', name: 'Pasta pomodoro', servings: 4 },
    { id: 12, recipe: 'soup', name: 'Tomato soup', servings: 2 },
  ],
});

const handoff = (): z.input<typeof handoffSchema> => ({
  store: 'plus',
  kind: 'links',
  links: [
    { name: 'Spaghetti', packs: 1, url: 'https://shop.example/p/1' },
    { name: 'Eggs', packs: 1, url: 'https://shop.example/p/2' },
  ],
  list: 'Pasta carbonara (2 servings)\n- 1 × Spaghetti\n- 1 × Eggs',
  totalCents: 444,
});

/** Every field of a JSON value, nested objects and list items included. */
function paths(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => [[...at, i], ...paths(item, [...at, i])]);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => [
    [...at, key],
    ...paths(item, [...at, key]),
  ]);
}

const DELETE = Symbol('delete');
/** What may arrive instead of a field: nothing, or a value of another kind. */
const REPLACEMENTS: unknown[] = [DELETE, null, 42, 1.5, -1, '7', 'other', true, {}, []];

/** A copy of `value` with the field at `path` replaced (or deleted). */
function mutate(value: unknown, path: Path, replacement: unknown): unknown {
  const copy: unknown = JSON.parse(JSON.stringify(value));
  let node = copy as Json;
  for (const key of path.slice(0, -1)) node = node[key] as Json;
  const last = path[path.length - 1]!;
  if (replacement === DELETE) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else {
    node[last] = replacement;
  }
  return copy;
}

/**
 * The mutations of `valid` the schema refuses but the guard lets through (none, when the guard
 * follows the contract), and the paths where the schema refused nothing (none: each is checked).
 */
function drift(
  valid: unknown,
  schema: z.ZodType,
  guard: (v: unknown) => boolean,
  unread: string[],
) {
  const leaks: string[] = [];
  const unrefused: string[] = [];
  for (const path of paths(valid)) {
    if (unread.includes(path.join('.'))) continue;
    let refused = 0;
    for (const replacement of REPLACEMENTS) {
      const answer = mutate(valid, path, replacement);
      if (schema.safeParse(answer).success) continue;
      refused++;
      if (guard(answer)) {
        const what = replacement === DELETE ? 'deleted' : JSON.stringify(replacement);
        leaks.push(`${path.join('.')} ${what}`);
      }
    }
    if (refused === 0) unrefused.push(path.join('.'));
  }
  return { leaks, unrefused };
}

describe('the widget’s guards and the contract', () => {
  it('accept the baskets the contract accepts', () => {
    const full = basketSchema.parse(basket());
    const empty = basketSchema.parse({ ...basket(), lines: [], excluded: [], totalCents: 0 });
    const nameless = basketSchema.parse({ ...basket(), recipe: { ...basket().recipe, name: '' } });
    for (const answer of [full, empty, nameless]) expect(isBasket(answer)).toBe(true);
  });

  it('accept the checkouts the contract accepts', () => {
    expect(isCheckout(handoffSchema.parse(handoff()))).toBe(true);
    expect(isCheckout(handoffSchema.parse({ ...handoff(), links: [], totalCents: 0 }))).toBe(true);
  });

  it('refuse every basket the contract refuses', () => {
    // The two constants the widget never reads (it always says prices are indicative, in euros).
    const unread = ['indicative', 'currency'];
    expect(drift(basketSchema.parse(basket()), basketSchema, isBasket, unread)).toEqual({
      leaks: [],
      unrefused: [],
    });
  });

  it('accept the menu baskets the contract accepts', () => {
    const full = menuBasketSchema.parse(menuBasket());
    const empty = menuBasketSchema.parse({ ...menuBasket(), lines: [] });
    for (const answer of [full, empty]) expect(isMenuBasket(answer)).toBe(true);
  });

  it('refuse every menu basket the contract refuses', () => {
    expect(drift(menuBasketSchema.parse(menuBasket()), menuBasketSchema, isMenuBasket, [])).toEqual(
      { leaks: [], unrefused: [] },
    );
  });

  it('refuse every checkout the contract refuses', () => {
    expect(drift(handoffSchema.parse(handoff()), handoffSchema, isCheckout, [])).toEqual({
      leaks: [],
      unrefused: [],
    });
  });

  it('take the contract’s `{ data }` answers through the API client as they are', async () => {
    const realFetch = global.fetch;
    const answers: unknown[] = [
      basketResponse.parse({ data: basket() }),
      checkoutResponse.parse({ data: handoff() }),
    ];
    global.fetch = jest.fn(
      async () => ({ ok: true, status: 200, json: async () => answers.shift() }) as Response,
    );
    try {
      const body: BasketRequest = {
        websiteId: 'zesty-main',
        recipe: 'pasta-carbonara',
        servings: 2,
        exclude: [5],
        store: 'plus',
        locale: 'en',
      };
      const api = groceryApi('https://zesty.example');
      await expect(api.basket(body)).resolves.toEqual(basketSchema.parse(basket()));
      await expect(api.checkout(body)).resolves.toEqual(handoffSchema.parse(handoff()));

      answers.push(
        menuBasketResponse.parse({ data: menuBasket() }),
        checkoutResponse.parse({ data: handoff() }),
      );
      const menu: MenuBasketRequest = {
        websiteId: 'zesty-main',
        recipes: [
          { recipe: 'pasta', servings: 4, exclude: [] },
          { recipe: 'soup', servings: 2, exclude: [] },
        ],
        store: 'plus',
        locale: 'en',
      };
      await expect(api.menuBasket(menu)).resolves.toEqual(menuBasketSchema.parse(menuBasket()));
      await expect(api.menuCheckout(menu)).resolves.toEqual(handoffSchema.parse(handoff()));
    } finally {
      global.fetch = realFetch;
    }
  });
});
