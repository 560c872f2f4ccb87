/**
 * The grocery widget and the week menu (issue 28), as a visitor uses it: "Order all" in the menu
 * page's slot, the merged basket (the menu's recipes, one line per food with its merged amount,
 * the pantry once, the four stores compared), checkout through the menu's own route with one
 * order event per recipe carrying its share, re-pricing when the page's menu changes, and an
 * order card whose URL is a menu link. `fetch` answers like the grocery API would; jsdom has no
 * modal dialogs, so showModal/close are polyfilled here (as in widget-flow.test.ts).
 */
import { waitFor } from '@testing-library/react';
import { STORES, STORE_IDS, WIDGET_EVENTS, type StoreId } from '@/core/grocery/stores';
import type { MenuBasketLine, MenuBasketRequest } from '@/widget/src/api';
import { PAGE_EVENT, startWidget, type Widget } from '@/widget/src/boot';
import { orderShares } from '@/widget/src/order-menu';

// --- a fake grocery API for menus ---------------------------------------------------------

type Food = {
  food: string;
  /** The unit the merge adds up in; none: nothing adds up ('snufje zout', '1 bos'). */
  unit?: 'g' | 'piece';
  /** An amount that does not convert, per recipe that uses it. */
  unadded?: string;
  pantry?: boolean;
  pack?: number;
  prices?: Partial<Record<StoreId, number>>;
};

const FOODS: Record<string, Food> = {
  spaghetti: {
    food: 'Spaghetti',
    unit: 'g',
    pack: 500,
    prices: { 'albert-heijn': 129, jumbo: 119, plus: 125, coop: 135 },
  },
  tomato: {
    food: 'Tomatoes',
    unit: 'piece',
    pack: 6,
    prices: { 'albert-heijn': 249, jumbo: 239, plus: 229, coop: 259 },
  },
  onion: {
    food: 'Onions',
    unit: 'piece',
    pack: 3,
    prices: { 'albert-heijn': 99, jumbo: 89, plus: 95, coop: 109 },
  },
  // Jumbo sells no feta: unmatched there.
  feta: {
    food: 'Feta',
    unit: 'g',
    pack: 200,
    prices: { 'albert-heijn': 279, plus: 269, coop: 289 },
  },
  basil: {
    food: 'Basil',
    unadded: 'bos',
    prices: { 'albert-heijn': 149, jumbo: 139, plus: 145, coop: 159 },
  },
  salt: { food: 'Salt', pantry: true },
  pepper: { food: 'Black pepper', pantry: true },
};

/** Each recipe's lines: the food and its amount per serving (0 where nothing adds up). */
const RECIPES: Record<string, { id: number; name: string; uses: [string, number][] }> = {
  pasta: {
    id: 11,
    name: 'Pasta pomodoro',
    uses: [
      ['spaghetti', 100],
      ['tomato', 1],
      ['basil', 0],
      ['salt', 0],
    ],
  },
  soup: {
    id: 12,
    name: 'Tomato soup',
    uses: [
      ['tomato', 2],
      ['onion', 0.5],
      ['salt', 0],
      ['pepper', 0],
    ],
  },
  salad: {
    id: 13,
    name: 'Greek salad',
    uses: [
      ['tomato', 1],
      ['feta', 50],
      ['onion', 0.25],
    ],
  },
};

/** The menu's lines merged per food (in FOODS' order), priced at `store`. */
function linesAt(store: StoreId, body: MenuBasketRequest): MenuBasketLine[] {
  return Object.entries(FOODS).flatMap(([key, food]): MenuBasketLine[] => {
    const sources: MenuBasketLine['sources'] = [];
    let amount = 0;
    body.recipes.forEach((entry, n) => {
      const uses = RECIPES[entry.recipe]!.uses;
      const index = uses.findIndex(([k]) => k === key);
      if (index === -1) return;
      sources.push({ entry: n, recipe: entry.recipe, index });
      amount += uses[index]![1] * entry.servings;
    });
    if (sources.length === 0) return [];
    const base = {
      food: food.food,
      total: food.unit ? { amount, unit: food.unit } : null,
      unadded: food.unadded ? [{ amount: sources.length, unit: food.unadded }] : [],
      sources,
    };
    if (food.pantry) {
      return [{ ...base, status: 'pantry', product: null, packs: 0, subtotalCents: 0 }];
    }
    const price = food.prices?.[store];
    if (price === undefined) {
      return [{ ...base, status: 'unmatched', product: null, packs: 0, subtotalCents: 0 }];
    }
    const packs = food.pack ? Math.ceil(amount / food.pack) : 1;
    const product = {
      id: Object.keys(FOODS).indexOf(key) + 1,
      name: `${STORES[store].name} ${food.food}`,
      sizeLabel: food.pack ? `${food.pack} ${food.unit === 'g' ? 'g' : 'stuks'}` : '1 bos',
      priceCents: price,
      url: `https://shop.example/${store}/${key}`,
    };
    return [{ ...base, status: 'matched', product, packs, subtotalCents: packs * price }];
  });
}

const sum = (lines: MenuBasketLine[]) => lines.reduce((s, l) => s + l.subtotalCents, 0);

function menuAnswer(body: MenuBasketRequest) {
  const totals = STORE_IDS.map((store) => {
    const lines = linesAt(store, body);
    return {
      store,
      name: STORES[store].name,
      totalCents: sum(lines),
      matched: lines.filter((l) => l.status === 'matched').length,
      unmatched: lines.filter((l) => l.status === 'unmatched').length,
    };
  });
  const cheapest = [...totals].sort(
    (a, b) => a.unmatched - b.unmatched || a.totalCents - b.totalCents,
  )[0]!.store;
  return {
    data: {
      store: body.store,
      locale: body.locale,
      lines: linesAt(body.store, body),
      totals,
      cheapest,
      recipes: body.recipes.map((entry) => ({
        id: RECIPES[entry.recipe]!.id,
        recipe: entry.recipe,
        name: RECIPES[entry.recipe]!.name,
        servings: entry.servings,
      })),
    },
  };
}

function checkoutAnswer(body: MenuBasketRequest) {
  const lines = linesAt(body.store, body);
  const links = lines.flatMap((l) =>
    l.product ? [{ name: l.product.name, packs: l.packs, url: l.product.url }] : [],
  );
  return {
    data: {
      store: body.store,
      kind: 'links',
      links,
      list: links.map((l) => `${l.packs} × ${l.name}`).join('\n'),
      totalCents: sum(lines),
    },
  };
}

type Call = { url: string; body: MenuBasketRequest };
let calls: Call[] = [];
let failWith: number | null = null;

const fakeFetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const body = JSON.parse(String(init?.body)) as MenuBasketRequest;
  calls.push({ url, body });
  const status = failWith ?? 200;
  const json =
    status !== 200
      ? { message: 'Failed', code: 'error', status }
      : url.endsWith('/menu-checkout')
        ? checkoutAnswer(body)
        : url.endsWith('/menu-basket')
          ? menuAnswer(body)
          : { message: 'Not found', code: 'not_found', status: 404 };
  return { ok: status === 200, status, json: async () => json } as unknown as Response;
});

// --- the page -----------------------------------------------------------------------------

const MENU = 'r=pasta:4&r=soup:2&r=salad:2';

function menuPage({ lang = 'en', menu = MENU } = {}) {
  document.documentElement.lang = lang;
  document.head.innerHTML = '<meta name="website-id" content="zesty-main">';
  document.body.innerHTML = `<main><h1>Week menu</h1>
    <div data-zesty-menu-slot data-menu="${menu}"></div></main>`;
}

const slot = () => document.querySelector<HTMLElement>('[data-zesty-menu-slot]')!;
const rootOf = (host: HTMLElement = slot()) => host.shadowRoot!;
const part = <E extends Element = HTMLElement>(name: string, root = rootOf()) =>
  root.querySelector<E>(`[data-part="${name}"]`);
const parts = (name: string, root = rootOf()) => [
  ...root.querySelectorAll<HTMLElement>(`[data-part="${name}"]`),
];
const dialog = (root = rootOf()) => part<HTMLDialogElement>('dialog', root);
const button = (root = rootOf()) => part<HTMLButtonElement>('button', root)!;
const option = (store: StoreId, root = rootOf()) =>
  root.querySelector<HTMLButtonElement>(`[data-part="compare-option"][data-store="${store}"]`)!;
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
const lastBody = () => calls[calls.length - 1]!.body;
const route = (call: Call) => call.url.split('/').pop();
const lineOf = (food: string, root = rootOf()) =>
  parts('line', root).find((l) => l.querySelector('.text')?.textContent?.startsWith(food))!;

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
  expect(console.warn).not.toHaveBeenCalled();
  jest.restoreAllMocks();
  global.fetch = realFetch;
  document.cookie = 'preferredStore=; path=/; max-age=0';
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

// --- shares -------------------------------------------------------------------------------

describe('orderShares', () => {
  const line = (subtotalCents: number, ...entries: number[]) => ({
    subtotalCents,
    sources: entries.map((entry) => ({ entry })),
  });

  it('splits each line equally among the entries it comes from', () => {
    expect(orderShares([line(100, 0), line(300, 0, 1, 2), line(60, 1, 2)], 3, 460)).toEqual([
      200, 130, 130,
    ]);
  });

  it('counts an entry once however many of its lines were merged into the line', () => {
    // Two lines of entry 0 and one of entry 1: half each, not two thirds and a third.
    const merged = { subtotalCents: 100, sources: [{ entry: 0 }, { entry: 0 }, { entry: 1 }] };
    expect(orderShares([merged], 2, 100)).toEqual([50, 50]);
  });

  it('rounds so the shares add up to the total exactly, the largest fractions first', () => {
    expect(orderShares([line(100, 0, 1, 2)], 3, 100)).toEqual([34, 33, 33]);
    expect(orderShares([line(200, 0, 1, 2)], 3, 200)).toEqual([67, 67, 66]);
    // 444, 215.5 and 494.5: the cent left goes to the earlier of the two halves.
    expect(
      orderShares(
        [line(129, 0), line(498, 0, 1, 2), line(99, 1, 2), line(279, 2), line(149, 0)],
        3,
        1154,
      ),
    ).toEqual([444, 216, 494]);
    const many = Array.from({ length: 7 }, (_, n) => line(13 * (n + 1), n, (n + 3) % 7));
    for (const total of [0, 1, 99, 364, 1001]) {
      expect(orderShares(many, 7, total).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('scales to an order total that differs from the basket’s', () => {
    expect(orderShares([line(100, 0), line(300, 1)], 2, 200)).toEqual([50, 150]);
  });

  it('splits equally when no line has a price, and leaves out entries it does not know', () => {
    expect(orderShares([line(0, 0, 1)], 3, 10)).toEqual([4, 3, 3]);
    expect(orderShares([], 2, 0)).toEqual([0, 0]);
    expect(orderShares([line(100, 0, 5)], 2, 100)).toEqual([100, 0]);
    expect(orderShares([line(100, 0)], 0, 100)).toEqual([]);
  });
});

// --- the menu page's slot -----------------------------------------------------------------

describe('the menu page’s Order all', () => {
  it('renders once into the slot, in the page’s language, without a recipe on the page', () => {
    menuPage();
    start();
    expect(button()).toHaveTextContent('Order all');
    expect(button()).toBeEnabled();
    window.dispatchEvent(new Event(PAGE_EVENT));
    widget!.scan();
    expect(parts('button')).toHaveLength(1);
    widget!.destroy();

    menuPage({ lang: 'nl' });
    start();
    expect(button()).toHaveTextContent('Alles bestellen');
  });

  it('is disabled while the menu has no day, and follows the page’s menu', async () => {
    menuPage({ menu: '' });
    start();
    expect(button()).toBeDisabled();
    slot().setAttribute('data-menu', 'r=pasta:4');
    await waitFor(() => expect(button()).toBeEnabled());
    slot().setAttribute('data-menu', 'r=not a slug:4');
    await waitFor(() => expect(button()).toBeDisabled());
  });

  it('renders into a slot that appears after a client-side route change', () => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = '<main></main>';
    start();
    menuPage();
    expect(slot().shadowRoot).toBeNull();
    window.dispatchEvent(new Event(PAGE_EVENT));
    expect(button()).toHaveTextContent('Order all');
  });

  it('asks the host’s supermarket dialog first, then prices the whole menu at once', async () => {
    menuPage();
    start();
    let confirm: ((store: StoreId) => void) | undefined;
    const host = jest.fn((event: Event) => {
      event.preventDefault();
      confirm = (event as CustomEvent<{ confirm: (store: StoreId) => void }>).detail.confirm;
    });
    window.addEventListener(WIDGET_EVENTS.chooseStore, host);
    try {
      button().click();
      expect(host).toHaveBeenCalledTimes(1);
      expect(calls).toHaveLength(0);
      confirm!('plus');
      await basketShown('plus');
    } finally {
      window.removeEventListener(WIDGET_EVENTS.chooseStore, host);
    }
    expect(calls).toEqual([
      {
        url: 'https://zesty.example/api/v1/grocery/menu-basket',
        body: {
          websiteId: 'zesty-main',
          recipes: [
            { recipe: 'pasta', servings: 4, exclude: [] },
            { recipe: 'soup', servings: 2, exclude: [] },
            { recipe: 'salad', servings: 2, exclude: [] },
          ],
          store: 'plus',
          locale: 'en',
        },
      },
    ]);
  });

  it('offers its own store list when nobody takes the event, and keeps the choice', async () => {
    menuPage();
    start();
    button().click();
    expect(dialog()).toHaveAccessibleName('Choose your supermarket');
    parts('store-option')[1]!.click();
    expect(document.cookie).toContain('preferredStore=jumbo');
    await basketShown('jumbo');
    expect(lastBody().store).toBe('jumbo');
  });
});

describe('the merged basket', () => {
  beforeEach(() => {
    document.cookie = 'preferredStore=jumbo; path=/';
  });

  it('lists the recipes, one line per food with its merged amount and recipes, and the pantry once', async () => {
    menuPage();
    start();
    button().click();
    await basketShown('jumbo');
    expect(dialog()).toHaveAccessibleName('Your basket');
    expect(dialog()).toHaveTextContent('Week menu · 3 recipes');
    expect(part('menu-recipes')).toHaveTextContent('In this menu');
    expect(parts('menu-recipe').map((r) => r.textContent)).toEqual([
      'Pasta pomodoro · 4 servings',
      'Tomato soup · 2 servings',
      'Greek salad · 2 servings',
    ]);

    const lines = parts('line');
    expect(lines.map((l) => l.querySelector('.text')?.textContent)).toEqual([
      'Spaghetti · 400 g',
      'Tomatoes · 10 pieces',
      'Onions · 1.5 pieces',
      'Feta · 100 g',
      'Basil · 1 bos',
    ]);
    // 4 + 4 + 2 tomatoes from the three recipes: 2 packs of 6.
    const tomatoes = lineOf('Tomatoes');
    expect(tomatoes.querySelector('[data-part="line-sources"]')).toHaveTextContent('In 3 recipes');
    expect(tomatoes.querySelector('[data-part="line-sources"]')).toHaveAttribute('data-count', '3');
    expect(plain(tomatoes.textContent)).toContain('Jumbo Tomatoes · 6 stuks');
    expect(plain(tomatoes.textContent)).toContain('2 × €2.39');
    expect(plain(tomatoes.textContent)).toContain('€4.78');
    expect(lineOf('Spaghetti')).toHaveTextContent('In 1 recipe');
    // What Jumbo lacks is listed as a recipe's basket lists it.
    expect(lineOf('Feta')).toHaveAttribute('data-status', 'unmatched');
    expect(lineOf('Feta').querySelector('[data-part="line-unmatched"]')).toHaveTextContent(
      'Not available at Jumbo',
    );

    // Salt comes from two recipes and is listed once, under the pantry.
    expect(rootOf().textContent).toContain('From your pantry');
    expect(parts('pantry-line').map((l) => l.textContent)).toEqual(['Salt', 'Black pepper']);
    expect(lines.some((l) => l.textContent?.includes('Salt'))).toBe(false);

    // 119 + 2 × 239 + 89 + 139
    expect(part('total')).toHaveAttribute('data-cents', '825');
    expect(plain(part('total')?.textContent)).toBe('€8.25');
    expect(rootOf().textContent).toContain('Prices are indicative');
    expect(plain(rootOf().querySelector('[role="status"]')?.textContent)).toBe(
      'Total at Jumbo: €8.25',
    );
  });

  it('compares the four stores, marks the cheapest, and re-prices at another store in one tap', async () => {
    menuPage();
    start();
    button().click();
    await basketShown('jumbo');
    expect(part('comparison')).toHaveTextContent('Compare supermarkets');
    expect(parts('compare-option').map((r) => r.dataset.store)).toEqual([...STORE_IDS]);
    // Jumbo is cheaper but lacks the feta: Plus is the cheapest complete basket.
    expect(parts('cheapest')).toHaveLength(1);
    expect(option('plus')).toContainElement(part('cheapest'));
    expect(option('jumbo')).toHaveTextContent('1 not available');
    expect(plain(option('plus').textContent)).toContain('€10.92');

    option('plus').focus();
    option('plus').click();
    await basketShown('plus');
    expect(route(calls[1]!)).toBe('menu-basket');
    expect(lastBody().store).toBe('plus');
    expect(document.cookie).toContain('preferredStore=plus');
    expect(parts('line-unmatched')).toHaveLength(0);
    expect(plain(part('total')?.textContent)).toBe('€10.92');
    expect(rootOf().activeElement).toBe(option('plus'));
  });

  it('re-prices once the page’s menu settles, and says so when the menu is emptied', async () => {
    menuPage();
    start();
    button().click();
    await basketShown('jumbo');
    expect(calls).toHaveLength(1);

    // The visitor changes a recipe's servings, then drops a day: one new price.
    slot().setAttribute('data-menu', 'r=pasta:6&r=soup:2&r=salad:2');
    slot().setAttribute('data-menu', 'r=pasta:6&r=salad:2');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(lastBody().recipes).toEqual([
      { recipe: 'pasta', servings: 6, exclude: [] },
      { recipe: 'salad', servings: 2, exclude: [] },
    ]);
    await waitFor(() => expect(parts('menu-recipe')).toHaveLength(2));
    expect(lineOf('Spaghetti')).toHaveTextContent('600 g');

    // The same menu written again costs nothing.
    slot().setAttribute('data-menu', 'r=pasta:6&r=salad:2');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(2);

    slot().setAttribute('data-menu', '');
    await waitFor(() => expect(part('empty')).toHaveTextContent('Your menu has no recipes yet.'));
    expect(button()).toBeDisabled();
    expect(calls).toHaveLength(2);

    slot().setAttribute('data-menu', 'r=soup:3');
    await waitFor(() => expect(calls).toHaveLength(3));
    await basketShown('jumbo');
    expect(parts('menu-recipe').map((r) => r.textContent)).toEqual(['Tomato soup · 3 servings']);

    // Closed: the page's changes no longer cost a request.
    dialog()!.close();
    slot().setAttribute('data-menu', MENU);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(3);
    expect(button()).toBeEnabled();
  });

  it('speaks Dutch on a Dutch page', async () => {
    menuPage({ lang: 'nl' });
    start();
    button().click();
    await basketShown('jumbo');
    expect(lastBody().locale).toBe('nl');
    expect(dialog()).toHaveAccessibleName('Je boodschappen');
    expect(dialog()).toHaveTextContent('Weekmenu · 3 recepten');
    expect(part('menu-recipes')).toHaveTextContent('In dit menu');
    expect(parts('menu-recipe')[0]).toHaveTextContent('Pasta pomodoro · 4 personen');
    expect(lineOf('Tomatoes').querySelector('.text')).toHaveTextContent('Tomatoes · 10 stuks');
    expect(lineOf('Onions').querySelector('.text')).toHaveTextContent('Onions · 1,5 stuks');
    expect(lineOf('Tomatoes')).toHaveTextContent('In 3 recepten');
    expect(lineOf('Spaghetti')).toHaveTextContent('In 1 recept');
    expect(rootOf().textContent).toContain('Uit je voorraadkast');
    expect(rootOf().textContent).toContain('Niet verkrijgbaar bij Jumbo');
    expect(part('cheapest')).toHaveTextContent('Goedkoopst');
    expect(plain(part('total')?.textContent)).toBe('€ 8,25');
    expect(part('checkout')).toHaveTextContent('Afrekenen');

    slot().setAttribute('data-menu', '');
    await waitFor(() =>
      expect(part('empty')).toHaveTextContent('Je menu heeft nog geen recepten.'),
    );
  });

  it('says something went wrong and retries the menu on request', async () => {
    menuPage();
    start();
    failWith = 500;
    button().click();
    await waitFor(() => expect(part('error')).toHaveAttribute('role', 'alert'));
    failWith = null;
    part('retry')!.click();
    await basketShown('jumbo');
    expect(calls.map(route)).toEqual(['menu-basket', 'menu-basket']);
  });
});

describe('checking out the menu', () => {
  beforeEach(() => {
    document.cookie = 'preferredStore=albert-heijn; path=/';
  });

  it('hands the same menu to the store and tells the host one order per recipe, with its share', async () => {
    const orders: unknown[] = [];
    const onOrder = (event: Event) => orders.push((event as CustomEvent).detail);
    window.addEventListener(WIDGET_EVENTS.order, onOrder);
    try {
      menuPage();
      start();
      button().click();
      await basketShown('albert-heijn');
      part('checkout')!.click();
      await waitFor(() => expect(parts('link').length).toBeGreaterThan(0));
    } finally {
      window.removeEventListener(WIDGET_EVENTS.order, onOrder);
    }
    expect(calls.map(route)).toEqual(['menu-basket', 'menu-checkout']);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect(dialog()).toHaveAccessibleName('Order at Albert Heijn');
    expect(dialog()).toHaveTextContent('Week menu · 3 recipes');
    expect(parts('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://shop.example/albert-heijn/spaghetti',
      'https://shop.example/albert-heijn/tomato',
      'https://shop.example/albert-heijn/onion',
      'https://shop.example/albert-heijn/feta',
      'https://shop.example/albert-heijn/basil',
    ]);
    // 129 + 2 × 249 + 99 + 279 + 149 = 1154: the pasta has the spaghetti, the basil and a third
    // of the tomatoes (444); the soup a third of the tomatoes and half the onions (215.5); the
    // salad the same and the feta (494.5). The cent left goes to the earlier half.
    expect(orders).toEqual([
      {
        recipeId: 11,
        slug: 'pasta',
        store: 'albert-heijn',
        servings: 4,
        totalCents: 444,
        websiteId: 'zesty-main',
      },
      {
        recipeId: 12,
        slug: 'soup',
        store: 'albert-heijn',
        servings: 2,
        totalCents: 216,
        websiteId: 'zesty-main',
      },
      {
        recipeId: 13,
        slug: 'salad',
        store: 'albert-heijn',
        servings: 2,
        totalCents: 494,
        websiteId: 'zesty-main',
      },
    ]);

    part('back')!.click();
    expect(part('checkout')).toBeInTheDocument();
    expect(parts('menu-recipe')).toHaveLength(3);
  });

  it('retries a failed checkout as the menu’s checkout', async () => {
    menuPage();
    start();
    button().click();
    await basketShown('albert-heijn');
    failWith = 503;
    part('checkout')!.click();
    await waitFor(() => expect(part('error')).toBeInTheDocument());
    failWith = null;
    part('retry')!.click();
    await waitFor(() => expect(parts('link').length).toBeGreaterThan(0));
    expect(calls.map(route)).toEqual(['menu-basket', 'menu-checkout', 'menu-checkout']);
  });
});

// --- the order card with a menu link ------------------------------------------------------

describe('an order card with a menu link', () => {
  const cards = () => [...document.querySelectorAll<HTMLElement>('[data-zesty-order-card]')];

  beforeEach(() => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = `<article><p>My week.</p>
      <div data-zesty-order-card data-website-id="zesty-white-label"
        data-recipe-url="https://zesty.example/nl/menu?r=pasta:4&amp;r=soup:2"></div>
      <div data-zesty-order-card data-website-id="zesty-white-label"
        data-recipe-url="https://zesty.example/en/menu?r=pasta:4&amp;r=salad:3"></div>
      <div data-zesty-order-card data-website-id="zesty-white-label"
        data-recipe-url="https://zesty.example/en/menu"></div></article>`;
  });

  it('offers the whole menu in the link’s language; a link without a day offers nothing', () => {
    start();
    const [nl, en, empty] = cards();
    expect(button(rootOf(nl))).toHaveTextContent('Bestel dit menu');
    expect(button(rootOf(en))).toHaveTextContent('Order this menu');
    expect(part('card', rootOf(en))).toHaveTextContent('See the price at Albert Heijn');
    expect(empty!.shadowRoot).toBeNull();
  });

  it('orders the menu at the store kept on this page, and sends no order event', async () => {
    const onOrder = jest.fn();
    window.addEventListener(WIDGET_EVENTS.order, onOrder);
    try {
      start();
      const root = rootOf(cards()[0]);
      button(root).click();
      parts('store-option', root)[3]!.click();
      expect(localStorage.getItem('zesty-store')).toBe('coop');
      expect(document.cookie).not.toContain('preferredStore');
      await basketShown('coop', root);
      expect(lastBody()).toEqual({
        websiteId: 'zesty-white-label',
        recipes: [
          { recipe: 'pasta', servings: 4, exclude: [] },
          { recipe: 'soup', servings: 2, exclude: [] },
        ],
        store: 'coop',
        locale: 'nl',
      });
      expect(dialog(root)).toHaveTextContent('Weekmenu · 2 recepten');
      part('checkout', root)!.click();
      await waitFor(() => expect(parts('link', root).length).toBeGreaterThan(0));
    } finally {
      window.removeEventListener(WIDGET_EVENTS.order, onOrder);
    }
    expect(calls.map(route)).toEqual(['menu-basket', 'menu-checkout']);
    expect(onOrder).not.toHaveBeenCalled();
  });
});
