/**
 * The grocery widget's API client: what it sends, and the hand-written guards that turn any
 * answer that is not a well-formed basket, menu basket or checkout into an error instead of a
 * broken view.
 */
import {
  ApiError,
  groceryApi,
  isBasket,
  isCheckout,
  isMenuBasket,
  type BasketRequest,
  type MenuBasketRequest,
} from '@/widget/src/api';

const basket = () => ({
  recipe: {
    id: 42,
    slug: 'spaghetti-carbonara',
    name: 'Spaghetti carbonara',
    servings: 4,
    baseServings: 4,
  },
  store: 'albert-heijn',
  indicative: true,
  currency: 'EUR',
  lines: [
    {
      index: 0,
      text: '400 g spaghetti',
      status: 'matched',
      product: {
        id: 7,
        name: 'AH Spaghetti',
        sizeLabel: '500 g',
        priceCents: 129,
        url: 'https://www.ah.nl/producten/p/wi1',
      },
      packs: 1,
      subtotalCents: 129,
    },
    {
      index: 1,
      text: '50 g guanciale',
      status: 'unmatched',
      product: null,
      packs: 0,
      subtotalCents: 0,
    },
    { index: 2, text: 'snufje zout', status: 'pantry', product: null, packs: 0, subtotalCents: 0 },
  ],
  excluded: [3],
  totalCents: 129,
  comparison: [
    { store: 'albert-heijn', name: 'Albert Heijn', totalCents: 129, matched: 1, unmatched: 1 },
    { store: 'jumbo', name: 'Jumbo', totalCents: 119, matched: 1, unmatched: 1 },
    { store: 'plus', name: 'Plus', totalCents: 125, matched: 1, unmatched: 1 },
    { store: 'coop', name: 'Coop', totalCents: 135, matched: 1, unmatched: 1 },
  ],
  cheapest: 'jumbo',
});

const checkout = () => ({
  store: 'jumbo',
  kind: 'links',
  links: [
    { name: 'Jumbo Spaghetti', packs: 1, url: 'https://www.jumbo.com/producten/spaghetti-1' },
  ],
  list: 'Spaghetti carbonara (4 servings)\n- 1 × Jumbo Spaghetti',
  totalCents: 119,
});

/** A week menu's merged basket: a food from two recipes, one without a store product, pantry. */
const menuBasket = () => ({
  store: 'plus',
  locale: 'en',
  lines: [
    {
      food: 'Onions',
      total: { amount: 1.5, unit: 'piece' },
      unadded: [{ amount: 1, unit: 'bos' }],
      sources: [
        { entry: 0, recipe: 'soup', index: 1 },
        { entry: 1, recipe: 'salad', index: 2 },
      ],
      status: 'matched',
      product: {
        id: 3,
        name: 'Plus Onions',
        sizeLabel: '3 stuks',
        priceCents: 95,
        url: 'https://www.plus.nl/p/3',
      },
      packs: 1,
      subtotalCents: 95,
    },
    {
      food: 'Feta',
      total: { amount: 100, unit: 'g' },
      unadded: [],
      sources: [{ entry: 1, recipe: 'salad', index: 1 }],
      status: 'unmatched',
      product: null,
      packs: 0,
      subtotalCents: 0,
    },
    {
      food: 'Salt',
      total: null,
      unadded: [],
      sources: [{ entry: 0, recipe: 'soup', index: 2 }],
      status: 'pantry',
      product: null,
      packs: 0,
      subtotalCents: 0,
    },
  ],
  totals: [
    { store: 'albert-heijn', name: 'Albert Heijn', totalCents: 99, matched: 1, unmatched: 1 },
    { store: 'jumbo', name: 'Jumbo', totalCents: 89, matched: 1, unmatched: 1 },
    { store: 'plus', name: 'Plus', totalCents: 95, matched: 1, unmatched: 1 },
    { store: 'coop', name: 'Coop', totalCents: 109, matched: 1, unmatched: 1 },
  ],
  cheapest: 'jumbo',
  recipes: [
    { id: 12, recipe: 'soup', name: 'Tomato soup', servings: 2 },
    { id: 13, recipe: 'salad', name: 'Greek salad', servings: 2 },
  ],
});

type Json = Record<string, unknown>;
/** A copy of the fixture with one change (a deep path, `undefined` deletes). */
function broken(base: Json, path: (string | number)[], value: unknown): Json {
  const copy = JSON.parse(JSON.stringify(base)) as Json;
  let node: Json = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Json;
  const last = path[path.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

describe('isBasket', () => {
  it('accepts a well-formed basket', () => {
    expect(isBasket(basket())).toBe(true);
  });

  it.each<[string, (string | number)[], unknown]>([
    ['no recipe', ['recipe'], undefined],
    ['a recipe without an id', ['recipe', 'id'], undefined],
    ['0 servings', ['recipe', 'servings'], 0],
    ['servings as text', ['recipe', 'baseServings'], '4'],
    ['an unknown store', ['store'], 'lidl'],
    ['a total in euros', ['totalCents'], 1.29],
    ['a negative total', ['totalCents'], -5],
    ['lines that are not a list', ['lines'], {}],
    ['an unknown line status', ['lines', 1, 'status'], 'maybe'],
    ['a matched line without its product', ['lines', 0, 'product'], null],
    ['an unmatched line with a product', ['lines', 1, 'product'], basket().lines[0]!.product],
    ['a product without a price', ['lines', 0, 'product', 'priceCents'], undefined],
    ['a line without text', ['lines', 2, 'text'], 3],
    ['excluded lines as text', ['excluded'], '3'],
    ['no comparison', ['comparison'], undefined],
    ['a comparison row of an unknown store', ['comparison', 0, 'store'], 'aldi'],
    ['a comparison row without its unmatched count', ['comparison', 3, 'unmatched'], undefined],
    ['no cheapest store', ['cheapest'], null],
  ])('rejects %s', (_what, path, value) => {
    expect(isBasket(broken(basket(), path, value))).toBe(false);
  });

  it.each([null, undefined, 'basket', [], 42])('rejects %j', (value) => {
    expect(isBasket(value)).toBe(false);
  });
});

describe('isMenuBasket', () => {
  it('accepts a well-formed menu basket', () => {
    expect(isMenuBasket(menuBasket())).toBe(true);
    expect(isMenuBasket({ ...menuBasket(), lines: [] })).toBe(true);
  });

  it.each<[string, (string | number)[], unknown]>([
    ['another language', ['locale'], 'de'],
    ['an unknown store', ['store'], 'lidl'],
    ['no lines', ['lines'], undefined],
    ['a line without its food', ['lines', 0, 'food'], undefined],
    ['a total in an unknown unit', ['lines', 0, 'total', 'unit'], 'kg'],
    ['a total as text', ['lines', 0, 'total', 'amount'], '1.5'],
    ['a total that is no number', ['lines', 0, 'total'], 3],
    ['unadded amounts without a unit', ['lines', 0, 'unadded', 0, 'unit'], undefined],
    ['no sources', ['lines', 1, 'sources'], undefined],
    ['a source of a recipe the menu does not have', ['lines', 1, 'sources', 0, 'entry'], 2],
    ['a source at a negative entry', ['lines', 1, 'sources', 0, 'entry'], -1],
    ['an unknown line status', ['lines', 2, 'status'], 'owned'],
    ['a matched line without its product', ['lines', 0, 'product'], null],
    ['a pantry line with a product', ['lines', 2, 'product'], menuBasket().lines[0]!.product],
    ['a subtotal in euros', ['lines', 0, 'subtotalCents'], 0.95],
    ['no totals', ['totals'], undefined],
    ['a total row of an unknown store', ['totals', 1, 'store'], 'aldi'],
    ['no cheapest store', ['cheapest'], null],
    ['no recipes', ['recipes'], undefined],
    ['a recipe without an id', ['recipes', 0, 'id'], undefined],
    ['a recipe at 0 servings', ['recipes', 1, 'servings'], 0],
  ])('rejects %s', (_what, path, value) => {
    expect(isMenuBasket(broken(menuBasket(), path, value))).toBe(false);
  });

  it.each([null, undefined, 'menu', [], 42])('rejects %j', (value) => {
    expect(isMenuBasket(value)).toBe(false);
  });
});

describe('isCheckout', () => {
  it('accepts the product links and the list', () => {
    expect(isCheckout(checkout())).toBe(true);
    expect(isCheckout({ ...checkout(), links: [] })).toBe(true);
  });

  it.each<[string, (string | number)[], unknown]>([
    ['another kind of hand-over', ['kind'], 'cart'],
    ['a javascript: link', ['links', 0, 'url'], 'javascript:alert(1)'],
    ['a link without a URL', ['links', 0, 'url'], undefined],
    ['a link without packs', ['links', 0, 'packs'], undefined],
    ['no shopping list', ['list'], undefined],
    ['an unknown store', ['store'], 'aldi'],
  ])('rejects %s', (_what, path, value) => {
    expect(isCheckout(broken(checkout(), path, value))).toBe(false);
  });
});

describe('groceryApi', () => {
  const body: BasketRequest = {
    websiteId: 'zesty-main',
    recipe: 'spaghetti-carbonara',
    servings: 6,
    exclude: [1, 3],
    store: 'albert-heijn',
    locale: 'nl',
  };
  const answer = (status: number, json: () => Promise<unknown>) =>
    jest.fn(
      async () => ({ ok: status >= 200 && status < 300, status, json }) as unknown as Response,
    );
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('posts the basket as JSON, without cookies, to the script’s origin', async () => {
    const fetch = answer(200, async () => ({ data: basket() }));
    global.fetch = fetch;
    await expect(groceryApi('https://zesty.example').basket(body)).resolves.toMatchObject({
      totalCents: 129,
      cheapest: 'jumbo',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://zesty.example/api/v1/grocery/basket');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'omit',
    });
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('posts checkout to its own route', async () => {
    const fetch = answer(200, async () => ({ data: checkout() }));
    global.fetch = fetch;
    await expect(groceryApi('https://zesty.example').checkout(body)).resolves.toMatchObject({
      list: expect.stringContaining('Jumbo Spaghetti'),
    });
    expect(fetch.mock.calls[0]).toEqual([
      'https://zesty.example/api/v1/grocery/checkout',
      expect.anything(),
    ]);
  });

  it('posts a menu to its basket and checkout routes, and refuses a recipe’s basket as its answer', async () => {
    const menu: MenuBasketRequest = {
      websiteId: 'zesty-main',
      recipes: [
        { recipe: 'soup', servings: 2, exclude: [] },
        { recipe: 'salad', servings: 2, exclude: [] },
      ],
      store: 'plus',
      locale: 'en',
    };
    const api = groceryApi('https://zesty.example');
    const fetch = answer(200, async () => ({ data: menuBasket() }));
    global.fetch = fetch;
    await expect(api.menuBasket(menu)).resolves.toEqual(menuBasket());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://zesty.example/api/v1/grocery/menu-basket');
    expect(init).toMatchObject({ method: 'POST', credentials: 'omit' });
    expect(JSON.parse(String(init.body))).toEqual(menu);

    global.fetch = answer(200, async () => ({ data: basket() }));
    await expect(api.menuBasket(menu)).rejects.toMatchObject({ status: 0 });

    const checkoutFetch = answer(200, async () => ({ data: checkout() }));
    global.fetch = checkoutFetch;
    await expect(api.menuCheckout(menu)).resolves.toEqual(checkout());
    expect(checkoutFetch.mock.calls[0]).toEqual([
      'https://zesty.example/api/v1/grocery/menu-checkout',
      expect.anything(),
    ]);
  });

  it.each([400, 403, 404, 413, 429, 500, 503])(
    'turns a %i into an ApiError with that status',
    async (status) => {
      global.fetch = answer(status, async () => ({ message: 'Nope', code: 'x', status }));
      const call = groceryApi('https://zesty.example').basket(body);
      await expect(call).rejects.toBeInstanceOf(ApiError);
      await expect(call).rejects.toMatchObject({ status });
    },
  );

  it('reports a network failure, a malformed answer or a non-JSON body as status 0', async () => {
    const api = groceryApi('https://zesty.example');
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.basket(body)).rejects.toMatchObject({ status: 0 });
    global.fetch = answer(200, async () => ({ data: { ...basket(), totalCents: '1,29' } }));
    await expect(api.basket(body)).rejects.toMatchObject({ status: 0 });
    global.fetch = answer(200, async () => basket());
    await expect(api.basket(body)).rejects.toMatchObject({ status: 0 });
    global.fetch = answer(200, async () => {
      throw new SyntaxError('Unexpected token <');
    });
    await expect(api.checkout(body)).rejects.toMatchObject({ status: 0 });
  });
});
