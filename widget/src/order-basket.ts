/**
 * The order dialog's basket views, a recipe's and a week menu's merged one: each line with its
 * product, packs and price (or what the store lacks), the pantry lines, the total, the four
 * stores compared (a tap switches) and checkout.
 */
import { STORES, STORE_IDS, type StoreId } from '../../core/grocery/stores';
import type { Basket, BasketLine, MenuBasket, MenuBasketLine, StoreTotal } from './api';
import { h, wordmark, type Child } from './dom';
import { formatAmount, formatEuros, plural, t, type Locale } from './i18n';
import type { View } from './order-frame';

export type BasketActions = { switchStore(store: StoreId): void; checkout(): void };

/** The subtitle of every view about a basket: the recipe and its servings. */
export function recipeLine(locale: Locale, basket: Basket | null): string {
  if (!basket) return '';
  const servings = plural(locale, basket.recipe.servings, 'servingsOne', 'servings');
  return basket.recipe.name ? `${basket.recipe.name} · ${servings}` : servings;
}

/** A line's product and price; a line sharing an earlier line's product has no packs of its own. */
function lineDetail(locale: Locale, line: BasketLine | MenuBasketLine, storeName: string): Child[] {
  const product = line.status === 'matched' ? line.product : null;
  if (!product) {
    return [
      h(
        'span',
        { class: 'no', 'data-part': 'line-unmatched' },
        t(locale, 'unmatched', { store: storeName }),
      ),
    ];
  }
  const shared = line.packs === 0;
  return [
    h(
      'span',
      null,
      `${product.name} · ${product.sizeLabel}`,
      h('br'),
      h(
        'span',
        { class: 'muted' },
        shared
          ? t(locale, 'shared')
          : t(locale, 'packs', { n: line.packs, price: formatEuros(product.priceCents, locale) }),
      ),
    ),
    shared ? null : h('span', { class: 'sub' }, formatEuros(line.subtotalCents, locale)),
  ];
}

/** The four stores' totals for the same basket, `store` pressed, the cheapest marked; a tap switches. */
function comparisonSection(
  locale: Locale,
  rows: readonly StoreTotal[],
  store: StoreId,
  cheapest: StoreId,
  switchStore: (store: StoreId) => void,
): HTMLElement {
  const options = [...rows]
    .sort((a, b) => STORE_IDS.indexOf(a.store) - STORE_IDS.indexOf(b.store))
    .map((row) =>
      h(
        'li',
        null,
        h(
          'button',
          {
            type: 'button',
            class: 'opt',
            'data-part': 'compare-option',
            'data-store': row.store,
            'data-key': `compare-${row.store}`,
            'aria-pressed': String(row.store === store),
            onclick: () => switchStore(row.store),
          },
          wordmark(row.store),
          h(
            'span',
            { class: 'name' },
            STORES[row.store].name,
            row.store === cheapest
              ? h(
                  'span',
                  null,
                  ' ',
                  h('span', { class: 'badge', 'data-part': 'cheapest' }, t(locale, 'cheapest')),
                )
              : null,
          ),
          h(
            'span',
            { class: 'sum' },
            formatEuros(row.totalCents, locale),
            row.unmatched > 0
              ? h('span', { class: 'muted' }, h('br'), t(locale, 'missing', { n: row.unmatched }))
              : null,
          ),
        ),
      ),
    );
  return h(
    'section',
    { 'data-part': 'comparison', 'aria-labelledby': 'zw-compare' },
    h('h3', { id: 'zw-compare' }, t(locale, 'compare')),
    h('ul', { class: 'opts' }, ...options),
  );
}

/** The lines not bought because most kitchens have them, each once. */
function pantrySection(locale: Locale, texts: readonly string[]): Child {
  if (texts.length === 0) return null;
  return h(
    'section',
    { 'aria-labelledby': 'zw-pantry' },
    h('h3', { id: 'zw-pantry' }, t(locale, 'pantry')),
    h('p', { class: 'muted' }, t(locale, 'pantryHint')),
    h(
      'ul',
      { class: 'pantry' },
      ...[...new Set(texts)].map((text) => h('li', { 'data-part': 'pantry-line' }, text)),
    ),
  );
}

/** The total, the indicative note, the comparison and the checkout button, below either basket. */
function basketFoot(
  locale: Locale,
  totalCents: number,
  comparison: HTMLElement,
  actions: BasketActions,
): Child[] {
  return [
    h(
      'p',
      { class: 'total' },
      h('span', null, t(locale, 'total')),
      h(
        'strong',
        { 'data-part': 'total', 'data-cents': totalCents },
        formatEuros(totalCents, locale),
      ),
    ),
    h('p', { class: 'muted' }, t(locale, 'indicative')),
    comparison,
    h(
      'button',
      {
        type: 'button',
        class: 'primary',
        'data-part': 'checkout',
        'data-key': 'checkout',
        onclick: () => actions.checkout(),
      },
      t(locale, 'checkout'),
    ),
  ];
}

const storeLine = (store: StoreId) =>
  h('p', { class: 'store' }, wordmark(store), STORES[store].name);

export function basketView(locale: Locale, basket: Basket, actions: BasketActions): View {
  const storeName = STORES[basket.store].name;
  const excluded = new Set(basket.excluded);
  const shown = basket.lines.filter((l) => !excluded.has(l.index));
  const lines = shown.filter((l) => l.status !== 'pantry');
  const pantry = shown.filter((l) => l.status === 'pantry');

  const lineItems = lines.map((line) =>
    h(
      'li',
      { 'data-part': 'line', 'data-status': line.status },
      h('span', { class: 'text' }, line.text),
      ...lineDetail(locale, line, storeName),
    ),
  );

  return {
    name: 'basket',
    title: t(locale, 'basketTitle'),
    subtitle: recipeLine(locale, basket),
    body: [
      storeLine(basket.store),
      excluded.size > 0
        ? h('p', { class: 'muted' }, plural(locale, excluded.size, 'excludedOne', 'excluded'))
        : null,
      h('ul', { class: 'lines' }, ...lineItems),
      pantrySection(
        locale,
        pantry.map((l) => l.text),
      ),
      ...basketFoot(
        locale,
        basket.totalCents,
        comparisonSection(
          locale,
          basket.comparison,
          basket.store,
          basket.cheapest,
          actions.switchStore,
        ),
        actions,
      ),
    ],
  };
}

// --- the week menu ------------------------------------------------------------------------

/** The menu's basket at its store: the sum of its lines (the store's row of the comparison). */
export const menuTotal = (basket: MenuBasket): number =>
  basket.lines.reduce((sum, line) => sum + line.subtotalCents, 0);

/** The subtitle of every view about a menu's basket: the menu and its number of recipes. */
export const menuLine = (locale: Locale, basket: MenuBasket): string =>
  `${t(locale, 'menu')} · ${plural(locale, basket.recipes.length, 'recipesOne', 'recipes')}`;

/** The menu entries a merged line comes from (the same recipe on two days counts twice). */
export const sourceEntries = (line: { sources: readonly { entry: number }[] }): number[] => [
  ...new Set(line.sources.map((s) => s.entry)),
];

/** A merged line's need: its total and what did not add up to it (`750 g + 1 bos`), or ''. */
function lineAmount(locale: Locale, line: MenuBasketLine): string {
  return [...(line.total ? [line.total] : []), ...line.unadded]
    .map((a) => formatAmount(locale, a.amount, a.unit))
    .join(' + ');
}

/**
 * The week menu's basket: its recipes with their servings, then one line per food of the whole
 * menu (its merged amount, how many of the menu's recipes need it, its product, packs and
 * price), the pantry once, and the same total, comparison and checkout as a recipe's basket.
 */
export function menuBasketView(locale: Locale, basket: MenuBasket, actions: BasketActions): View {
  const storeName = STORES[basket.store].name;
  const lines = basket.lines.filter((l) => l.status !== 'pantry');
  const pantry = basket.lines.filter((l) => l.status === 'pantry');

  const lineItems = lines.map((line) => {
    const amount = lineAmount(locale, line);
    const from = sourceEntries(line).length;
    return h(
      'li',
      { 'data-part': 'line', 'data-status': line.status },
      h(
        'span',
        { class: 'text' },
        line.food,
        amount ? h('span', { 'data-part': 'line-amount' }, ` · ${amount}`) : null,
      ),
      h(
        'span',
        { class: 'muted from', 'data-part': 'line-sources', 'data-count': from },
        plural(locale, from, 'inRecipesOne', 'inRecipes'),
      ),
      ...lineDetail(locale, line, storeName),
    );
  });

  return {
    name: 'basket',
    title: t(locale, 'basketTitle'),
    subtitle: menuLine(locale, basket),
    body: [
      storeLine(basket.store),
      h(
        'section',
        { 'data-part': 'menu-recipes', 'aria-labelledby': 'zw-menu' },
        h('h3', { id: 'zw-menu' }, t(locale, 'menuRecipes')),
        h(
          'ul',
          { class: 'pantry' },
          ...basket.recipes.map((r) =>
            h(
              'li',
              { 'data-part': 'menu-recipe', 'data-slug': r.recipe },
              `${r.name || r.recipe} · ${plural(locale, r.servings, 'servingsOne', 'servings')}`,
            ),
          ),
        ),
      ),
      h('ul', { class: 'lines' }, ...lineItems),
      pantrySection(
        locale,
        pantry.map((l) => l.food),
      ),
      ...basketFoot(
        locale,
        menuTotal(basket),
        comparisonSection(
          locale,
          basket.totals,
          basket.store,
          basket.cheapest,
          actions.switchStore,
        ),
        actions,
      ),
    ],
  };
}
