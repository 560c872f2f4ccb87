/**
 * What a retailer adapter is handed (issue 15; issue 28 added the week menu's): a basket priced at
 * one store, reduced to what any store needs — the products to buy with their packs, the total,
 * and the shareable plain-text list in the cook's language. A single recipe's basket and the
 * week menu's merged basket each make one, so adapters know neither.
 */
import type { Basket, GroceryProduct, Locale, MenuBasket } from '../../../core/contract';
import type { PackUnit } from '../../../core/grocery/catalogue-types';
import { STORES, type StoreId } from '../../../core/grocery/stores';
import { lookupUnit, inflectUnit } from '../../../core/ingredients/units';
import { sizeLabel } from '../catalogue';

export type StoreOrder = {
  store: StoreId;
  /** The products to buy, in the list's order, each once with all its packs. */
  items: { product: Omit<GroceryProduct, 'store'>; packs: number }[];
  /** Indicative, in euro cents: what the items cost at the store. */
  totalCents: number;
  /** The shareable shopping list. */
  list: string;
};

const money = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);

const WORDS = {
  nl: {
    title: (recipe: string, servings: number) =>
      `Boodschappenlijst: ${recipe} (${servings} ${servings === 1 ? 'persoon' : 'personen'})`,
    menuTitle: (recipes: number) =>
      `Boodschappenlijst: weekmenu (${recipes} ${recipes === 1 ? 'recept' : 'recepten'})`,
    servings: (n: number) => `${n} ${n === 1 ? 'persoon' : 'personen'}`,
    recipes: 'Recepten:',
    at: (store: string) => `Bij ${store}`,
    unmatched: 'Niet gevonden, zelf zoeken:',
    pantry: 'Staat meestal al in de kast:',
    total: 'Totaal (indicatieve prijzen)',
  },
  en: {
    title: (recipe: string, servings: number) =>
      `Shopping list: ${recipe} (${servings} ${servings === 1 ? 'serving' : 'servings'})`,
    menuTitle: (recipes: number) =>
      `Shopping list: week menu (${recipes} ${recipes === 1 ? 'recipe' : 'recipes'})`,
    servings: (n: number) => `${n} ${n === 1 ? 'serving' : 'servings'}`,
    recipes: 'Recipes:',
    at: (store: string) => `At ${store}`,
    unmatched: 'Not found, look for these yourself:',
    pantry: 'Usually already in the cupboard:',
    total: 'Total (indicative prices)',
  },
} as const;

/** A bought line: '2 × Spaghetti (500 g): € 1,98'. */
const bought = (
  line: { packs: number; product: Omit<GroceryProduct, 'store'>; subtotalCents: number },
  locale: Locale,
) =>
  `${line.packs} × ${line.product.name} (${line.product.sizeLabel}): ${money(line.subtotalCents, locale)}`;

/**
 * The single recipe's basket as an order: the products with their packs and prices, the lines
 * to look for by hand, the pantry lines, and the indicative total (the list as issue 15 wrote
 * it). Lines sharing a product carry its packs on the first of them (basket.ts), so each product
 * is an item, and a line of the list, once.
 */
export function basketOrder(basket: Basket, locale: Locale): StoreOrder {
  const w = WORDS[locale];
  const items = basket.lines.flatMap((line) =>
    line.status === 'matched' && line.product && line.packs > 0
      ? [{ product: line.product, packs: line.packs }]
      : [],
  );
  const out = [
    w.title(basket.recipe.name, basket.recipe.servings),
    w.at(STORES[basket.store].name),
    '',
  ];
  for (const line of basket.lines)
    if (line.status === 'matched' && line.product && line.packs > 0)
      out.push(`- ${bought({ ...line, product: line.product }, locale)}`);
  const section = (title: string, status: 'unmatched' | 'pantry') => {
    const lines = basket.lines.filter((l) => l.status === status);
    if (lines.length) out.push('', title, ...lines.map((l) => `- ${l.text}`));
  };
  section(w.unmatched, 'unmatched');
  section(w.pantry, 'pantry');
  out.push('', `${w.total}: ${money(basket.totalCents, locale)}`);
  return { store: basket.store, items, totalCents: basket.totalCents, list: out.join('\n') };
}

const PACK_UNITS: readonly string[] = ['g', 'ml', 'piece'] satisfies PackUnit[];

/** An amount a merged line could not add to its total, as the recipes write it: '1 bos'. */
function partText(part: { amount: number; unit: string }, locale: Locale): string {
  if (PACK_UNITS.includes(part.unit))
    return sizeLabel({ amount: part.amount, unit: part.unit as PackUnit }, locale);
  // The unit is the key of the line's own language, which may not be the list's.
  const written = lookupUnit(part.unit, locale) ? locale : locale === 'nl' ? 'en' : 'nl';
  const amount = new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    maximumFractionDigits: 2,
  }).format(part.amount);
  return `${amount} ${inflectUnit(part.unit, part.amount, written)}`;
}

/** What a merged line needs in all: '450 g', '50 g + 1 bos'; empty when nothing adds up. */
function needText(line: MenuBasket['lines'][number], locale: Locale): string {
  const parts = [
    ...(line.total ? [sizeLabel(line.total, locale)] : []),
    ...line.unadded.map((part) => partText(part, locale)),
  ];
  return parts.join(' + ');
}

/**
 * The week menu's merged basket as an order. The list names the menu's recipes with their
 * servings, then one line per food with what the menu needs of it in all and the packs bought
 * for that ('Uien, 450 g: 1 × Uien (1 kg): € 1,99'), the foods to look for by hand with their
 * needs, each pantry food once, and the indicative total.
 */
export function menuOrder(menu: MenuBasket): StoreOrder {
  const { locale, store } = menu;
  const w = WORDS[locale];
  const food = (line: MenuBasket['lines'][number]) => {
    const need = needText(line, locale);
    return need ? `${line.food}, ${need}` : line.food;
  };
  const items: StoreOrder['items'] = [];
  const out = [
    w.menuTitle(menu.recipes.length),
    w.at(STORES[store].name),
    '',
    w.recipes,
    ...menu.recipes.map((r) => `- ${r.name} (${w.servings(r.servings)})`),
    '',
  ];
  for (const line of menu.lines) {
    if (line.status !== 'matched' || !line.product || line.packs === 0) continue;
    items.push({ product: line.product, packs: line.packs });
    out.push(`- ${food(line)}: ${bought({ ...line, product: line.product }, locale)}`);
  }
  const unmatched = menu.lines.filter((l) => l.status === 'unmatched');
  if (unmatched.length) out.push('', w.unmatched, ...unmatched.map((l) => `- ${food(l)}`));
  const pantry = menu.lines.filter((l) => l.status === 'pantry');
  if (pantry.length) out.push('', w.pantry, ...pantry.map((l) => `- ${l.food}`));
  const totalCents = menu.totals.find((t) => t.store === store)!.totalCents;
  out.push('', `${w.total}: ${money(totalCents, locale)}`);
  return { store, items, totalCents, list: out.join('\n') };
}
