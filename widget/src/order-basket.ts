/**
 * The order dialog's basket view: each line with its product, packs and price (or what the store
 * lacks), the pantry lines, the total, the four stores compared (a tap switches) and checkout.
 */
import { STORES, STORE_IDS, type StoreId } from '../../core/grocery/stores';
import type { Basket, BasketLine } from './api';
import { h, wordmark, type Child } from './dom';
import { formatEuros, plural, t, type Locale } from './i18n';
import type { View } from './order-frame';

export type BasketActions = { switchStore(store: StoreId): void; checkout(): void };

/** The subtitle of every view about a basket: the recipe and its servings. */
export function recipeLine(locale: Locale, basket: Basket | null): string {
  if (!basket) return '';
  const servings = plural(locale, basket.recipe.servings, 'servingsOne', 'servings');
  return basket.recipe.name ? `${basket.recipe.name} · ${servings}` : servings;
}

/** A line's product and price; a line sharing an earlier line's product has no packs of its own. */
function lineDetail(locale: Locale, line: BasketLine, storeName: string): Child[] {
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

  const comparison = [...basket.comparison]
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
            'aria-pressed': String(row.store === basket.store),
            onclick: () => actions.switchStore(row.store),
          },
          wordmark(row.store),
          h(
            'span',
            { class: 'name' },
            STORES[row.store].name,
            row.store === basket.cheapest
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

  return {
    name: 'basket',
    title: t(locale, 'basketTitle'),
    subtitle: recipeLine(locale, basket),
    body: [
      h('p', { class: 'store' }, wordmark(basket.store), storeName),
      excluded.size > 0
        ? h('p', { class: 'muted' }, plural(locale, excluded.size, 'excludedOne', 'excluded'))
        : null,
      h('ul', { class: 'lines' }, ...lineItems),
      pantry.length > 0
        ? h(
            'section',
            { 'aria-labelledby': 'zw-pantry' },
            h('h3', { id: 'zw-pantry' }, t(locale, 'pantry')),
            h('p', { class: 'muted' }, t(locale, 'pantryHint')),
            h(
              'ul',
              { class: 'pantry' },
              ...pantry.map((l) => h('li', { 'data-part': 'pantry-line' }, l.text)),
            ),
          )
        : null,
      h(
        'p',
        { class: 'total' },
        h('span', null, t(locale, 'total')),
        h(
          'strong',
          { 'data-part': 'total', 'data-cents': basket.totalCents },
          formatEuros(basket.totalCents, locale),
        ),
      ),
      h('p', { class: 'muted' }, t(locale, 'indicative')),
      h(
        'section',
        { 'data-part': 'comparison', 'aria-labelledby': 'zw-compare' },
        h('h3', { id: 'zw-compare' }, t(locale, 'compare')),
        h('ul', { class: 'opts' }, ...comparison),
      ),
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
    ],
  };
}
