import type { z } from 'zod';
import type { Basket, BasketLine, Recipe, StoreTotal, basketBody } from '../../core/contract';
import type { CatalogueItem } from '../../core/grocery/catalogue-types';
import { foodName } from '../../core/grocery/food-name';
import { packCount, packsFor } from '../../core/grocery/packs';
import { STORE_IDS, STORES, type StoreId } from '../../core/grocery/stores';
import { parseIngredient, scaleIngredient, type ParsedIngredient } from '../../core/ingredients';
import type { Db } from '../db/client';
import { findRecipeId, hydrateRecipes } from '../services/recipes';
import { basketProduct, productsOfItems, type StoreProductRow } from './catalogue';
import { matchFoods } from './match';

export type BasketInput = z.output<typeof basketBody>;

/** One ingredient line to buy, matched once for all four stores. */
type Line = {
  index: number;
  /** At the asked servings. */
  text: string;
  parsed: ParsedIngredient;
  item: CatalogueItem | null;
};

type Priced = { lines: BasketLine[]; totalCents: number; matched: number; unmatched: number };

/**
 * The lines at one store. A store without the item leaves the line unmatched there. Lines of the
 * same product share its packs (two lines of olive oil buy one bottle when one is enough): the
 * packs go on the first of them, the others show 0 packs and no subtotal.
 */
function priceAt(
  store: StoreId,
  lines: Line[],
  products: Map<string, Map<StoreId, StoreProductRow>>,
  factor: number,
  locale: BasketInput['locale'],
): Priced {
  const out: BasketLine[] = [];
  const shared = new Map<number, { first: number; need: number; packs: number }>();
  for (const line of lines) {
    const base = { index: line.index, text: line.text };
    const product = line.item ? products.get(line.item.key)?.get(store) : undefined;
    if (line.item?.pantry) {
      out.push({ ...base, status: 'pantry', product: null, packs: 0, subtotalCents: 0 });
      continue;
    }
    if (!line.item || !product) {
      out.push({ ...base, status: 'unmatched', product: null, packs: 0, subtotalCents: 0 });
      continue;
    }
    const { packs, need } = packsFor(line.parsed, factor, line.item, product.pack);
    const onLine = basketProduct(product, locale);
    const group = shared.get(product.id);
    if (!group) {
      shared.set(product.id, { first: out.length, need: need?.amount ?? 0, packs });
      out.push({
        ...base,
        status: 'matched',
        product: onLine,
        packs,
        subtotalCents: packs * product.priceCents,
      });
      continue;
    }
    // Enough packs for what the lines need together, never fewer than either line alone (a line
    // without a usable amount, 'olijfolie', takes one pack).
    group.need += need?.amount ?? 0;
    group.packs = Math.max(
      group.packs,
      packs,
      group.need > 0 ? packCount(group.need, product.pack) : 0,
    );
    const first = out[group.first]!;
    first.packs = group.packs;
    first.subtotalCents = group.packs * product.priceCents;
    out.push({ ...base, status: 'matched', product: onLine, packs: 0, subtotalCents: 0 });
  }
  return {
    lines: out,
    totalCents: out.reduce((sum, l) => sum + l.subtotalCents, 0),
    matched: out.filter((l) => l.status === 'matched').length,
    unmatched: out.filter((l) => l.status === 'unmatched').length,
  };
}

/**
 * The cheapest store: the lowest total among the stores that leave the fewest lines unmatched.
 * A store that lacks an ingredient is not cheaper for it — the visitor would still have to buy it
 * elsewhere — so completeness comes first, price second; ties go to the earlier store in
 * STORE_IDS.
 */
export function cheapestOf(totals: readonly StoreTotal[]): StoreId {
  const fewest = Math.min(...totals.map((t) => t.unmatched));
  const complete = totals.filter((t) => t.unmatched === fewest);
  return complete.reduce((best, t) => (t.totalCents < best.totalCents ? t : best)).store;
}

/** A basket's total and line counts at each store, in STORE_IDS order. */
export function storeTotals(
  byStore: ReadonlyMap<StoreId, Pick<Priced, 'totalCents' | 'matched' | 'unmatched'>>,
): StoreTotal[] {
  return STORE_IDS.map((store) => {
    const priced = byStore.get(store)!;
    return {
      store,
      name: STORES[store].name,
      totalCents: priced.totalCents,
      matched: priced.matched,
      unmatched: priced.unmatched,
    };
  });
}

/** The asked servings ÷ the recipe's own (a recipe without servings counts as one). */
export function servingsFactor(asked: number, recipeServings: number): number {
  return asked / Math.max(1, recipeServings);
}

/**
 * The ingredient lines a basket buys from: the recipe's, in the language they are written in;
 * none when its creator hides the ingredients (they are hidden from the basket too).
 */
export function basketTexts(recipe: Pick<Recipe, 'ingredientsEnabled' | 'ingredients'>): string[] {
  return recipe.ingredientsEnabled ? (recipe.ingredients?.data.map((l) => l.text) ?? []) : [];
}

/**
 * A recipe's basket at `input.servings` without the excluded lines, priced at `input.store`,
 * and the same basket's total at every store. Undefined when there is no such visible recipe.
 */
export async function priceBasket(db: Db, input: BasketInput): Promise<Basket | undefined> {
  const id = await findRecipeId(db, input.recipe);
  if (id === undefined) return undefined;
  const [recipe] = await hydrateRecipes(db, [id], input.locale, ['ingredients']);
  if (!recipe) return undefined;
  const texts = basketTexts(recipe);
  // The lines are read in the language they are written in (the translation's, maybe a fallback).
  const lineLocale = recipe.locale;
  const factor = servingsFactor(input.servings, recipe.servings);

  const excludedSet = new Set(input.exclude.filter((i) => i < texts.length));
  const kept = texts.flatMap((text, index) => {
    if (excludedSet.has(index)) return [];
    const parsed = parseIngredient(text, lineLocale);
    return [
      {
        index,
        text: scaleIngredient(text, factor, lineLocale),
        parsed,
        food: foodName(parsed.rest, lineLocale),
      },
    ];
  });
  const items = await matchFoods(
    db,
    kept.map((l) => l.food).filter((f) => f !== ''),
  );
  const lines: Line[] = kept.map((l) => ({
    index: l.index,
    text: l.text,
    parsed: l.parsed,
    item: (l.food && items.get(l.food)) || null,
  }));
  const products = await productsOfItems(
    db,
    lines.flatMap((l) => (l.item && !l.item.pantry ? [l.item.key] : [])),
  );

  const byStore = new Map(
    STORE_IDS.map((store) => [store, priceAt(store, lines, products, factor, input.locale)]),
  );
  const comparison = storeTotals(byStore);
  const chosen = byStore.get(input.store)!;
  return {
    recipe: {
      id: recipe.id,
      slug: recipe.slug,
      name: recipe.name,
      servings: input.servings,
      baseServings: recipe.servings,
    },
    store: input.store,
    indicative: true,
    currency: 'EUR',
    lines: chosen.lines,
    excluded: [...excludedSet].sort((a, b) => a - b),
    totalCents: chosen.totalCents,
    comparison,
    cheapest: cheapestOf(comparison),
  };
}
