/**
 * The grocery widget in a page, as a visitor uses it: the button in the recipe page's slot, the
 * store choice (the host's dialog or the widget's own list), the priced basket following the
 * page's servings and owned lines, the comparison, checkout, errors, the order card and
 * client-side navigation. `fetch` answers like the grocery API would (the real API is covered
 * end to end elsewhere); jsdom has no modal dialogs, so showModal/close are polyfilled here.
 */
import { waitFor } from '@testing-library/react';
import { STORES, STORE_IDS, WIDGET_EVENTS, type StoreId } from '@/core/grocery/stores';
import type { BasketLine, BasketRequest } from '@/widget/src/api';
import { PAGE_EVENT, startWidget, type Widget } from '@/widget/src/boot';

// --- a fake grocery API -------------------------------------------------------------------

type Item = {
  text: (servings: number) => string;
  /** Grams (or pieces) per serving and the pack size, for the pack count; none for pantry. */
  product?: { name: string; size: string; perServing: number; pack: number };
  /** Price per pack at each store; missing: the store does not sell it. */
  prices?: Partial<Record<StoreId, number>>;
  /** Bought with an earlier line's product: the API counts its packs on that line. */
  shares?: number;
};

const ITEMS: Item[] = [
  {
    text: (s) => `${100 * s} g spaghetti`,
    product: { name: 'Spaghetti', size: '500 g', perServing: 100, pack: 500 },
    prices: { 'albert-heijn': 129, jumbo: 119, plus: 125, coop: 135 },
  },
  {
    text: (s) => `${37.5 * s} g pancetta`,
    product: { name: 'Pancetta blokjes', size: '150 g', perServing: 37.5, pack: 150 },
    prices: { 'albert-heijn': 299, jumbo: 279, plus: 289, coop: 309 },
  },
  {
    text: (s) => `${s} eieren`,
    product: { name: 'Scharreleieren', size: '6 stuks', perServing: 1, pack: 6 },
    prices: { 'albert-heijn': 329, jumbo: 309, plus: 319, coop: 339 },
  },
  {
    text: (s) => `${12.5 * s} g Parmezaanse kaas`,
    product: { name: 'Parmigiano Reggiano', size: '100 g', perServing: 12.5, pack: 100 },
    prices: { 'albert-heijn': 399, plus: 389, coop: 419 },
  },
  { text: () => 'snufje zout' },
  { text: () => 'versgemalen zwarte peper' },
  { text: (s) => `${s / 2} eidooiers`, shares: 2 },
];

/** The store's product for an item, or null when it has none (pantry, or not sold there). */
function productAt(store: StoreId, index: number) {
  const item = ITEMS[index]!;
  const price = item.prices?.[store];
  if (!item.product || price === undefined) return null;
  return {
    id: index + 1,
    name: `${STORES[store].name} ${item.product.name}`,
    sizeLabel: item.product.size,
    priceCents: price,
    url: `https://shop.example/${store}/${index + 1}`,
  };
}

function priceAt(store: StoreId, body: BasketRequest) {
  const lines = ITEMS.flatMap((item, index): BasketLine[] => {
    if (body.exclude.includes(index)) return [];
    const base = { index, text: item.text(body.servings) };
    if (item.shares !== undefined) {
      const product = productAt(store, item.shares);
      return product
        ? [{ ...base, status: 'matched', product, packs: 0, subtotalCents: 0 }]
        : [{ ...base, status: 'unmatched', product: null, packs: 0, subtotalCents: 0 }];
    }
    if (!item.product) {
      return [{ ...base, status: 'pantry', product: null, packs: 0, subtotalCents: 0 }];
    }
    const product = productAt(store, index);
    if (!product) {
      return [{ ...base, status: 'unmatched', product: null, packs: 0, subtotalCents: 0 }];
    }
    const packs = Math.ceil((item.product.perServing * body.servings) / item.product.pack);
    return [
      { ...base, status: 'matched', product, packs, subtotalCents: packs * product.priceCents },
    ];
  });
  const total = lines.reduce((sum, l) => sum + l.subtotalCents, 0);
  return { lines, total };
}

function basketAnswer(body: BasketRequest) {
  const comparison = STORE_IDS.map((store) => {
    const { lines, total } = priceAt(store, body);
    return {
      store,
      name: STORES[store].name,
      totalCents: total,
      matched: lines.filter((l) => l.status === 'matched').length,
      unmatched: lines.filter((l) => l.status === 'unmatched').length,
    };
  });
  // As the API: the fewest unmatched lines first, then the lowest total.
  const cheapest = [...comparison].sort(
    (a, b) => a.unmatched - b.unmatched || a.totalCents - b.totalCents,
  )[0]!.store;
  const { lines, total } = priceAt(body.store, body);
  return {
    data: {
      recipe: {
        id: 42,
        slug: body.recipe,
        name: 'Spaghetti carbonara',
        servings: body.servings,
        baseServings: 4,
      },
      store: body.store,
      indicative: true,
      currency: 'EUR',
      lines,
      excluded: body.exclude,
      totalCents: total,
      comparison,
      cheapest,
    },
  };
}

function checkoutAnswer(body: BasketRequest) {
  const { lines, total } = priceAt(body.store, body);
  const links = lines.flatMap((l) =>
    l.product && l.packs > 0 ? [{ name: l.product.name, packs: l.packs, url: l.product.url }] : [],
  );
  return {
    data: {
      store: body.store,
      kind: 'links',
      links,
      list: links.map((l) => `${l.packs} × ${l.name}`).join('\n'),
      totalCents: total,
    },
  };
}

type Call = { url: string; body: BasketRequest };
let calls: Call[] = [];
/** Set to make the next answers fail: a status, or 'network' for a rejected fetch. */
let failWith: number | 'network' | null = null;

const fakeFetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const body = JSON.parse(String(init?.body)) as BasketRequest;
  calls.push({ url, body });
  if (failWith === 'network') throw new TypeError('Failed to fetch');
  const status = failWith ?? 200;
  const json =
    status !== 200
      ? { message: 'Failed', code: 'error', status }
      : url.endsWith('/checkout')
        ? checkoutAnswer(body)
        : basketAnswer(body);
  return { ok: status === 200, status, json: async () => json } as unknown as Response;
});

// --- the page -----------------------------------------------------------------------------

const RECIPE_URL = 'https://zesty.example/en/recipes/spaghetti-carbonara';

function recipePage({ lang = 'en', servings = '4', excluded = '' } = {}) {
  document.documentElement.lang = lang;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebPage', url: RECIPE_URL },
      { '@type': 'Recipe', url: RECIPE_URL, name: 'Spaghetti carbonara', recipeYield: '4' },
    ],
  };
  document.head.innerHTML = `<meta name="website-id" content="zesty-main">
    <script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`;
  document.body.innerHTML = `<section data-zesty-ingredients data-servings="${servings}" data-excluded="${excluded}">
      <h2>Ingredients</h2><div data-zesty-order-slot></div></section>`;
}

const slot = () => document.querySelector<HTMLElement>('[data-zesty-order-slot]')!;
const rootOf = (host: HTMLElement = slot()) => host.shadowRoot!;
const part = <E extends Element = HTMLElement>(name: string, root = rootOf()) =>
  root.querySelector<E>(`[data-part="${name}"]`);
const parts = (name: string, root = rootOf()) => [
  ...root.querySelectorAll<HTMLElement>(`[data-part="${name}"]`),
];
const dialog = (root = rootOf()) => part<HTMLDialogElement>('dialog', root);
const option = (store: StoreId, root = rootOf()) =>
  root.querySelector<HTMLButtonElement>(`[data-part="compare-option"][data-store="${store}"]`)!;
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const lastBody = () => calls[calls.length - 1]!.body;

/** Waits for the basket of a store to be on screen. */
const basketShown = (store: StoreId, root = rootOf()) =>
  waitFor(() => expect(option(store, root)).toHaveAttribute('aria-pressed', 'true'));

let widget: Widget | undefined;
const start = () => {
  widget = startWidget('https://zesty.example');
  return widget;
};

const realFetch = global.fetch;
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

beforeEach(() => {
  calls = [];
  failWith = null;
  global.fetch = fakeFetch;
  jest.spyOn(console, 'warn');
});

afterEach(() => {
  widget?.destroy();
  widget = undefined;
  // The widget never reports a bug of its own in these flows.
  expect(console.warn).not.toHaveBeenCalled();
  jest.restoreAllMocks();
  global.fetch = realFetch;
  document.cookie = 'preferredStore=; path=/; max-age=0';
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

// --- the recipe page ----------------------------------------------------------------------

describe('the recipe page’s button', () => {
  it('renders once into the slot’s shadow root, however often the page is scanned', () => {
    recipePage();
    start();
    const button = part('button');
    expect(button).toHaveTextContent('Order ingredients');
    expect(button?.tagName).toBe('BUTTON');
    window.dispatchEvent(new Event(PAGE_EVENT));
    widget!.scan();
    expect(parts('button')).toHaveLength(1);
    expect(part('button')).toBe(button);
    // The page's own content is not touched.
    expect(document.body.querySelectorAll('button')).toHaveLength(0);
  });

  it('speaks Dutch on a Dutch page and on a page in another language', () => {
    recipePage({ lang: 'nl' });
    start();
    expect(part('button')).toHaveTextContent('Ingrediënten bestellen');
    widget!.destroy();
    recipePage({ lang: 'de' });
    start();
    expect(part('button')).toHaveTextContent('Ingrediënten bestellen');
  });

  it('renders nothing on a page without a recipe', () => {
    recipePage();
    document.head.innerHTML = '<meta name="website-id" content="zesty-main">';
    start();
    expect(slot().shadowRoot).toBeNull();
  });
});

describe('choosing a store', () => {
  it('lets the host’s supermarket dialog choose, then prices the basket at its store', async () => {
    recipePage();
    start();
    let confirm: ((store: StoreId) => void) | undefined;
    const host = jest.fn((event: Event) => {
      event.preventDefault();
      confirm = (event as CustomEvent<{ confirm: (store: StoreId) => void }>).detail.confirm;
    });
    window.addEventListener(WIDGET_EVENTS.chooseStore, host);
    try {
      part('button')!.click();
      expect(host).toHaveBeenCalledTimes(1);
      // The host's dialog is open: the widget waits, asking nothing yet.
      expect(dialog()?.open ?? false).toBe(false);
      expect(calls).toHaveLength(0);

      confirm!('plus');
      expect(dialog()).toHaveAttribute('open');
      await basketShown('plus');
      expect(calls).toEqual([
        {
          url: 'https://zesty.example/api/v1/grocery/basket',
          body: {
            websiteId: 'zesty-main',
            recipe: 'spaghetti-carbonara',
            servings: 4,
            exclude: [],
            store: 'plus',
            locale: 'en',
          },
        },
      ]);
      // A second confirm (a double click on Save) changes nothing.
      confirm!('coop');
      expect(calls).toHaveLength(1);
    } finally {
      window.removeEventListener(WIDGET_EVENTS.chooseStore, host);
    }
  });

  it('shows its own store list when nobody takes the event, and keeps the choice in the cookie', async () => {
    recipePage();
    start();
    part('button')!.click();
    expect(dialog()).toHaveAttribute('open');
    expect(dialog()).toHaveAccessibleName('Choose your supermarket');
    const options = parts('store-option');
    expect(options.map((o) => o.textContent)).toEqual([
      'AHAlbert Heijn',
      'JumboJumbo',
      'PLUSPlus',
      'CoopCoop',
    ]);
    expect(calls).toHaveLength(0);

    options[1]!.click();
    expect(document.cookie).toContain('preferredStore=jumbo');
    await basketShown('jumbo');
    expect(lastBody().store).toBe('jumbo');

    // Next time the remembered store is used straight away.
    dialog()!.close();
    part('button')!.click();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(lastBody().store).toBe('jumbo');
    expect(parts('store-option')).toHaveLength(0);
  });
});

describe('the basket', () => {
  beforeEach(() => {
    document.cookie = 'preferredStore=jumbo; path=/';
  });

  it('lists each line with its product, packs and price, what the store lacks, the pantry and the total', async () => {
    recipePage({ servings: '6' });
    start();
    part('button')!.click();
    await basketShown('jumbo');
    expect(dialog()).toHaveAccessibleName('Your basket');

    const lines = parts('line');
    expect(lines).toHaveLength(5);
    // 600 g of spaghetti from 500 g packs is 2 packs of € 1.19.
    expect(plain(lines[0]!.textContent)).toContain('600 g spaghetti');
    expect(plain(lines[0]!.textContent)).toContain('Jumbo Spaghetti · 500 g');
    expect(plain(lines[0]!.textContent)).toContain('2 × €1.19');
    expect(plain(lines[0]!.textContent)).toContain('€2.38');
    expect(lines[3]).toHaveAttribute('data-status', 'unmatched');
    expect(lines[3]!.querySelector('[data-part="line-unmatched"]')).toHaveTextContent(
      'Not available at Jumbo',
    );
    expect(lines[3]).toHaveTextContent('75 g Parmezaanse kaas');
    // The yolks come out of the eggs already counted: no packs or price of their own.
    expect(lines[4]).toHaveTextContent('3 eidooiers');
    expect(lines[4]).toHaveTextContent('Jumbo Scharreleieren · 6 stuks');
    expect(lines[4]).toHaveTextContent('Counted with the same product above');
    expect(lines[4]!.textContent).not.toContain('€');

    expect(rootOf().textContent).toContain('From your pantry');
    expect(parts('pantry-line').map((l) => l.textContent)).toEqual([
      'snufje zout',
      'versgemalen zwarte peper',
    ]);

    // 2 × 119 + 2 × 279 + 1 × 309
    expect(part('total')).toHaveAttribute('data-cents', '1105');
    expect(plain(part('total')?.textContent)).toBe('€11.05');
    expect(rootOf().textContent).toContain('Prices are indicative');
    // The polite live region announces the new total.
    expect(plain(rootOf().querySelector('[role="status"]')?.textContent)).toBe(
      'Total at Jumbo: €11.05',
    );
  });

  it('compares the four stores, marks the cheapest, and switches store in one tap', async () => {
    recipePage();
    start();
    part('button')!.click();
    await basketShown('jumbo');

    const comparison = part('comparison')!;
    expect(comparison).toHaveTextContent('Compare supermarkets');
    const rows = parts('compare-option');
    expect(rows.map((r) => r.dataset.store)).toEqual([...STORE_IDS]);
    expect(rows.filter((r) => r.getAttribute('aria-pressed') === 'true')).toEqual([
      option('jumbo'),
    ]);
    // Jumbo is cheaper but lacks the cheese: Plus is the cheapest complete basket.
    expect(parts('cheapest')).toHaveLength(1);
    expect(option('plus')).toContainElement(part('cheapest'));
    expect(option('jumbo')).toHaveTextContent('1 not available');
    expect(plain(option('jumbo').textContent)).toContain('€7.07');
    expect(plain(option('coop').textContent)).toContain('€12.02');

    option('coop').focus();
    option('coop').click();
    await basketShown('coop');
    expect(lastBody()).toMatchObject({ store: 'coop', servings: 4 });
    expect(document.cookie).toContain('preferredStore=coop');
    expect(parts('line-unmatched')).toHaveLength(0);
    expect(plain(part('total')?.textContent)).toBe('€12.02');
    // Focus stays on the store the visitor picked.
    expect(rootOf().activeElement).toBe(option('coop'));
  });

  it('follows the servings and the lines ticked off on the page while open', async () => {
    recipePage();
    start();
    part('button')!.click();
    await basketShown('jumbo');
    expect(calls).toHaveLength(1);

    const panel = document.querySelector('[data-zesty-ingredients]')!;
    panel.setAttribute('data-servings', '6');
    panel.setAttribute('data-excluded', '1,3');
    await waitFor(() => expect(lastBody()).toMatchObject({ servings: 6, exclude: [1, 3] }));
    // Both changes settle into one new price.
    expect(calls).toHaveLength(2);
    await waitFor(() => expect(parts('line')).toHaveLength(3));
    expect(parts('line')[0]).toHaveTextContent('600 g spaghetti');
    expect(rootOf().textContent).toContain('2 ingredients you already have are left out');

    // Closed: the page's changes no longer cost a request.
    dialog()!.close();
    panel.setAttribute('data-servings', '2');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(2);
  });

  it('asks at the recipe’s own servings when the page names none', async () => {
    recipePage();
    document.querySelector('[data-zesty-ingredients]')!.removeAttribute('data-servings');
    start();
    part('button')!.click();
    await basketShown('jumbo');
    expect(lastBody().servings).toBe(4);
  });

  it('speaks Dutch on a Dutch page, amounts included', async () => {
    recipePage({ lang: 'nl' });
    start();
    part('button')!.click();
    await basketShown('jumbo');
    expect(lastBody().locale).toBe('nl');
    expect(dialog()).toHaveAccessibleName('Je boodschappen');
    expect(plain(part('total')?.textContent)).toBe('€ 7,07');
    expect(rootOf().textContent).toContain('Prijzen zijn indicatief');
    expect(rootOf().textContent).toContain('Niet verkrijgbaar bij Jumbo');
    expect(part('cheapest')).toHaveTextContent('Goedkoopst');
    expect(part('checkout')).toHaveTextContent('Afrekenen');
  });

  it('closes with its close button and gives focus back to the button', async () => {
    recipePage();
    start();
    part('button')!.click();
    await basketShown('jumbo');
    part('close')!.click();
    expect(dialog()).not.toHaveAttribute('open');
    expect(rootOf().activeElement).toBe(part('button'));
  });
});

describe('checkout', () => {
  beforeEach(() => {
    document.cookie = 'preferredStore=albert-heijn; path=/';
  });

  async function checkedOut() {
    recipePage({ servings: '6', excluded: '5' });
    start();
    part('button')!.click();
    await basketShown('albert-heijn');
    part('checkout')!.click();
    await waitFor(() => expect(parts('link').length).toBeGreaterThan(0));
  }

  it('hands the same basket to the store: its product links, and the order to the host', async () => {
    const orders: unknown[] = [];
    const onOrder = (event: Event) => orders.push((event as CustomEvent).detail);
    window.addEventListener(WIDGET_EVENTS.order, onOrder);
    try {
      await checkedOut();
    } finally {
      window.removeEventListener(WIDGET_EVENTS.order, onOrder);
    }
    expect(calls.map((c) => c.url.split('/').pop())).toEqual(['basket', 'checkout']);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect(dialog()).toHaveAccessibleName('Order at Albert Heijn');
    expect(parts('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://shop.example/albert-heijn/1',
      'https://shop.example/albert-heijn/2',
      'https://shop.example/albert-heijn/3',
      'https://shop.example/albert-heijn/4',
    ]);
    // 2 × 129 + 2 × 299 + 1 × 329 + 1 × 399
    expect(orders).toEqual([
      {
        recipeId: 42,
        slug: 'spaghetti-carbonara',
        store: 'albert-heijn',
        servings: 6,
        totalCents: 1584,
        websiteId: 'zesty-main',
      },
    ]);
  });

  it('opens a product link in a new tab unless the host’s leaving-site dialog takes it', async () => {
    await checkedOut();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const link = parts('link')[0]!;
    link.click();
    expect(open).toHaveBeenCalledWith('https://shop.example/albert-heijn/1', '_blank', 'noopener');

    open.mockClear();
    const leaving = jest.fn((event: Event) => event.preventDefault());
    window.addEventListener(WIDGET_EVENTS.externalLink, leaving);
    try {
      link.click();
    } finally {
      window.removeEventListener(WIDGET_EVENTS.externalLink, leaving);
    }
    expect((leaving.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      url: 'https://shop.example/albert-heijn/1',
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('copies the shopping list, or shows it selected where the clipboard is not allowed', async () => {
    await checkedOut();
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      part('copy-list')!.click();
      await waitFor(() =>
        expect(rootOf().querySelector('[role="status"]')).toHaveTextContent('Shopping list copied'),
      );
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining('2 × Albert Heijn Spaghetti'));
      // jsdom caches computed styles inside shadow roots: the `hidden` attribute is what counts.
      expect(part('list-text')).toHaveAttribute('hidden');

      writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
      part('copy-list')!.click();
      await waitFor(() => expect(part('list-text')).not.toHaveAttribute('hidden'));
      expect(part<HTMLTextAreaElement>('list-text')?.value).toContain('2 × Albert Heijn Spaghetti');
      expect(rootOf().activeElement).toBe(part('list-text'));
    } finally {
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('goes back to the basket', async () => {
    await checkedOut();
    part('back')!.click();
    expect(part('checkout')).toBeInTheDocument();
    expect(dialog()).toHaveAccessibleName('Your basket');
  });
});

describe('errors', () => {
  beforeEach(() => {
    document.cookie = 'preferredStore=plus; path=/';
    recipePage();
    start();
  });

  it.each([500, 404, 'network'] as const)(
    'says something went wrong (%s) and retries on request',
    async (failure) => {
      failWith = failure;
      part('button')!.click();
      await waitFor(() =>
        expect(part('error')).toHaveTextContent('Something went wrong. Please try again later.'),
      );
      expect(part('error')).toHaveAttribute('role', 'alert');
      failWith = null;
      part('retry')!.click();
      await basketShown('plus');
      expect(calls).toHaveLength(2);
    },
  );

  it('asks to wait a minute when rate-limited', async () => {
    failWith = 429;
    part('button')!.click();
    await waitFor(() =>
      expect(part('error')).toHaveTextContent('Too many requests, try again in a minute.'),
    );
  });

  it('retries a failed checkout as a checkout', async () => {
    part('button')!.click();
    await basketShown('plus');
    failWith = 503;
    part('checkout')!.click();
    await waitFor(() => expect(part('error')).toBeInTheDocument());
    failWith = null;
    part('retry')!.click();
    await waitFor(() => expect(parts('link').length).toBeGreaterThan(0));
    expect(calls.map((c) => c.url.split('/').pop())).toEqual(['basket', 'checkout', 'checkout']);
  });
});

// --- the order card -----------------------------------------------------------------------

describe('the order card', () => {
  const cards = () => [...document.querySelectorAll<HTMLElement>('[data-zesty-order-card]')];

  beforeEach(() => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = `<article><p>My favourite pasta.</p>
      <div data-zesty-order-card data-website-id="zesty-white-label" data-recipe-url="${RECIPE_URL}" data-servings="2"></div>
      <div data-zesty-order-card data-website-id="zesty-white-label"
        data-recipe-url="https://anna.zesty.example/nl/recipes/spaghetti-carbonara"></div>
      <div data-zesty-order-card data-recipe-url="${RECIPE_URL}"></div></article>`;
  });

  it('renders a card per element that names a recipe and a website id, in its language', () => {
    start();
    const [en, nl, incomplete] = cards();
    expect(part('button', rootOf(en))).toHaveTextContent('Order these ingredients');
    expect(part('button', rootOf(nl))).toHaveTextContent('Bestel deze ingrediënten');
    expect(incomplete!.shadowRoot).toBeNull();
  });

  it('keeps its store choice in the page’s localStorage and asks at the card’s servings', async () => {
    start();
    const root = rootOf(cards()[0]);
    part('button', root)!.click();
    parts('store-option', root)[2]!.click();
    expect(localStorage.getItem('zesty-store')).toBe('plus');
    expect(document.cookie).not.toContain('preferredStore');
    await basketShown('plus', root);
    expect(lastBody()).toEqual({
      websiteId: 'zesty-white-label',
      recipe: 'spaghetti-carbonara',
      servings: 2,
      exclude: [],
      store: 'plus',
      locale: 'en',
    });
  });

  it('without servings, prices at the recipe’s own from the first answer', async () => {
    localStorage.setItem('zesty-store', 'coop');
    start();
    const root = rootOf(cards()[1]);
    part('button', root)!.click();
    await basketShown('coop', root);
    expect(calls.map((c) => c.body.servings)).toEqual([4]);
    expect(dialog(root)?.textContent).toContain('4 personen');
  });

  it('re-prices once when the recipe’s own servings differ from the first guess', async () => {
    localStorage.setItem('zesty-store', 'coop');
    const base = fakeFetch.getMockImplementation()!;
    fakeFetch.mockImplementation(async (input, init) => {
      const res = await base(input, init);
      const json = (await res.json()) as ReturnType<typeof basketAnswer>;
      json.data.recipe.baseServings = 3;
      return { ok: true, status: 200, json: async () => json } as unknown as Response;
    });
    try {
      start();
      const root = rootOf(cards()[1]);
      part('button', root)!.click();
      await waitFor(() => expect(calls.map((c) => c.body.servings)).toEqual([4, 3]));
      await basketShown('coop', root);
      expect(dialog(root)?.textContent).toContain('3 personen');
    } finally {
      fakeFetch.mockImplementation(base);
    }
  });

  it('shows the links but sends no order event on a foreign page', async () => {
    localStorage.setItem('zesty-store', 'jumbo');
    const onOrder = jest.fn();
    window.addEventListener(WIDGET_EVENTS.order, onOrder);
    try {
      start();
      const root = rootOf(cards()[0]);
      part('button', root)!.click();
      await basketShown('jumbo', root);
      part('checkout', root)!.click();
      await waitFor(() => expect(parts('link', root).length).toBeGreaterThan(0));
    } finally {
      window.removeEventListener(WIDGET_EVENTS.order, onOrder);
    }
    expect(onOrder).not.toHaveBeenCalled();
  });
});

// --- client-side navigation ---------------------------------------------------------------

describe('client-side navigation', () => {
  it('closes the dialog of a slot that left the page and renders into the new page’s slot', async () => {
    document.cookie = 'preferredStore=jumbo; path=/';
    recipePage();
    start();
    part('button')!.click();
    await basketShown('jumbo');
    const oldDialog = dialog()!;

    // The next route has no recipe (a list page): nothing to render, the old dialog goes.
    document.head.innerHTML = '<meta name="website-id" content="zesty-main">';
    document.body.innerHTML = '<main><h1>Recipes</h1></main>';
    window.dispatchEvent(new Event(PAGE_EVENT));
    expect(oldDialog.open).toBe(false);
    expect(oldDialog.isConnected).toBe(false);

    // Then a recipe page again: a fresh button.
    recipePage();
    expect(slot().shadowRoot).toBeNull();
    window.dispatchEvent(new Event(PAGE_EVENT));
    expect(part('button')).toHaveTextContent('Order ingredients');
    expect(dialog()).toBeNull();
  });

  it('drops the answer of a request the visitor navigated away from', async () => {
    document.cookie = 'preferredStore=jumbo; path=/';
    let answer: (() => void) | undefined;
    const base = fakeFetch.getMockImplementation()!;
    fakeFetch.mockImplementationOnce(
      (input, init) =>
        new Promise((resolve) => {
          answer = () => resolve(base(input, init));
        }),
    );
    recipePage();
    start();
    const root = rootOf();
    part('button')!.click();
    await waitFor(() => expect(answer).toBeDefined());
    expect(part('loading', root)).toHaveTextContent('Loading…');

    document.body.innerHTML = '<main></main>';
    window.dispatchEvent(new Event(PAGE_EVENT));
    answer!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(parts('line', root)).toHaveLength(0);
  });
});
