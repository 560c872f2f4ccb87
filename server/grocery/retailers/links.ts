import type { Basket, Handoff, Locale } from '../../../core/contract';
import { STORES, type StoreId } from '../../../core/grocery/stores';
import type { RetailerAdapter } from './types';

const money = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);

const WORDS = {
  nl: {
    title: (recipe: string, servings: number) =>
      `Boodschappenlijst: ${recipe} (${servings} ${servings === 1 ? 'persoon' : 'personen'})`,
    at: (store: string) => `Bij ${store}`,
    unmatched: 'Niet gevonden, zelf zoeken:',
    pantry: 'Staat meestal al in de kast:',
    total: 'Totaal (indicatieve prijzen)',
  },
  en: {
    title: (recipe: string, servings: number) =>
      `Shopping list: ${recipe} (${servings} ${servings === 1 ? 'serving' : 'servings'})`,
    at: (store: string) => `At ${store}`,
    unmatched: 'Not found, look for these yourself:',
    pantry: 'Usually already in the cupboard:',
    total: 'Total (indicative prices)',
  },
} as const;

/**
 * The shareable plain-text list of a basket: the products with their packs and prices, the
 * lines to look for by hand, the pantry lines, and the indicative total.
 */
export function shoppingList(basket: Basket, locale: Locale): string {
  const w = WORDS[locale];
  const out = [
    w.title(basket.recipe.name, basket.recipe.servings),
    w.at(STORES[basket.store].name),
    '',
  ];
  for (const line of basket.lines) {
    if (line.status !== 'matched' || !line.product) continue;
    out.push(
      `- ${line.packs} × ${line.product.name} (${line.product.sizeLabel}): ${money(line.subtotalCents, locale)}`,
    );
  }
  const section = (title: string, status: 'unmatched' | 'pantry') => {
    const lines = basket.lines.filter((l) => l.status === status);
    if (lines.length) out.push('', title, ...lines.map((l) => `- ${l.text}`));
  };
  section(w.unmatched, 'unmatched');
  section(w.pantry, 'pantry');
  out.push('', `${w.total}: ${money(basket.totalCents, locale)}`);
  return out.join('\n');
}

/**
 * The adapter of a store without retailer credentials: a link to each product at the store's
 * own site (its search for the product's name) and the shareable list.
 */
export function linksAdapter(store: StoreId): RetailerAdapter {
  return {
    store,
    async checkout(basket, locale): Promise<Handoff> {
      if (basket.store !== store)
        throw new Error(`A ${basket.store} basket handed to the ${store} adapter`);
      const links = basket.lines.flatMap((line) =>
        line.status === 'matched' && line.product && line.packs > 0
          ? [
              {
                name: line.product.name,
                packs: line.packs,
                url: STORES[store].searchUrl(line.product.name),
              },
            ]
          : [],
      );
      return {
        store,
        kind: 'links',
        links,
        list: shoppingList(basket, locale),
        totalCents: basket.totalCents,
      };
    },
  };
}
