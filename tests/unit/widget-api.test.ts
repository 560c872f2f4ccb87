/**
 * The grocery widget's API client: what it sends, and the hand-written guards that turn any
 * answer that is not a well-formed basket or checkout into an error instead of a broken view.
 */
import { ApiError, groceryApi, isBasket, isCheckout, type BasketRequest } from '@/widget/src/api';

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
