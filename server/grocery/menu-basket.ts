/**
 * The week menu's "Order all" (issue 28): one basket for several recipes, each at its own
 * servings without its own owned lines. The lines of all recipes are merged into one line per
 * food before packs are chosen (core/grocery/merge.ts: '2 uien' + '1 ui' + '300 g ui' is one
 * line of 750 g), so three recipes with a clove of garlic each buy one bulb, not three. Matched
 * by the API's matcher, priced at every store as the single recipe's basket is (basket.ts).
 */
import type { MenuBasket, MenuBasketInput, MenuBasketLine, StoreTotal } from '../../core/contract';
import type { CatalogueItem, Pack, PackUnit } from '../../core/grocery/catalogue-types';
import {
  menuLineFood,
  mergeIngredients,
  ownedKey,
  type FoodMatcher,
  type MenuLine,
  type MergedLine,
} from '../../core/grocery/merge';
import { inPackUnit, packCount, type Measures } from '../../core/grocery/packs';
import { STORE_IDS, type StoreId } from '../../core/grocery/stores';
import type { Db } from '../db/client';
import { validationError } from '../http';
import { findRecipeId, hydrateRecipes } from '../services/recipes';
import { basketTexts, cheapestOf, servingsFactor, storeTotals } from './basket';
import { basketProduct, productsOfItems, type StoreProductRow } from './catalogue';
import { matchFoods } from './match';

type Priced = {
  lines: MenuBasketLine[];
  totalCents: number;
  matched: number;
  unmatched: number;
};

/** A merged total as the measures inPackUnit converts from. */
const AS_MEASURES: Record<PackUnit, (amount: number) => Measures> = {
  g: (g) => ({ g }),
  ml: (ml) => ({ ml }),
  piece: (pieces) => ({ pieces }),
};

/**
 * Packs of a store's product for a merged line: its total in the store's pack (the same unit as
 * the catalogue's, converted should a store's pack differ), rounded up to whole packs. A line
 * with no total that converts — an amount without one ('olijfolie, om in te vetten') or only
 * unadded parts ('3 cm gember') — takes one pack, as packsFor does for such a line.
 */
function packsOf(line: MergedLine, item: CatalogueItem, pack: Pack): number {
  const { total } = line;
  if (!total) return 1;
  const amount =
    total.unit === pack.unit
      ? total.amount
      : inPackUnit(AS_MEASURES[total.unit](total.amount), item, pack);
  return amount === null ? 1 : packCount(amount, pack);
}

/**
 * The merged lines at one store. Pantry lines (salt, a pinch, to taste) are not bought; a line no
 * item matches, or whose item the store does not sell, is unmatched there.
 */
function priceAt(
  store: StoreId,
  merged: readonly MergedLine[],
  products: Map<string, Map<StoreId, StoreProductRow>>,
  wire: (
    line: MergedLine,
  ) => Omit<MenuBasketLine, 'status' | 'product' | 'packs' | 'subtotalCents'>,
  locale: MenuBasketInput['locale'],
): Priced {
  const lines = merged.map((line): MenuBasketLine => {
    const base = wire(line);
    if (line.pantry)
      return { ...base, status: 'pantry', product: null, packs: 0, subtotalCents: 0 };
    const product = line.item ? products.get(line.item.key)?.get(store) : undefined;
    if (!line.item || !product)
      return { ...base, status: 'unmatched', product: null, packs: 0, subtotalCents: 0 };
    const packs = packsOf(line, line.item, product.pack);
    return {
      ...base,
      status: 'matched',
      product: basketProduct(product, locale),
      packs,
      subtotalCents: packs * product.priceCents,
    };
  });
  return {
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.subtotalCents, 0),
    matched: lines.filter((l) => l.status === 'matched').length,
    unmatched: lines.filter((l) => l.status === 'unmatched').length,
  };
}

/**
 * The menu's basket: the recipes' lines at their servings without the owned ones, merged per
 * food, priced at `input.store`, and the same basket's total at every store. Undefined when any
 * recipe is not a visible recipe; a 400 for an owned line the recipe does not have.
 */
export async function priceMenuBasket(
  db: Db,
  input: MenuBasketInput,
): Promise<MenuBasket | undefined> {
  // Each recipe once, however often the menu has it.
  const slugs = [...new Set(input.recipes.map((r) => r.recipe))];
  const ids = await Promise.all(slugs.map((slug) => findRecipeId(db, slug)));
  if (ids.some((id) => id === undefined)) return undefined;
  const idOf = new Map(slugs.map((slug, n) => [slug, ids[n]!]));
  const loaded = await hydrateRecipes(db, [...idOf.values()], input.locale, ['ingredients']);
  const byId = new Map(loaded.map((recipe) => [recipe.id, recipe]));
  const recipes = input.recipes.map((entry) => byId.get(idOf.get(entry.recipe)!));
  if (recipes.some((recipe) => recipe === undefined)) return undefined;

  // Each entry of the menu is its own recipe to the merge (its position the id), so the same
  // dish twice keeps its own servings and owned lines.
  const lines: MenuLine[] = [];
  const owned = new Set<string>();
  input.recipes.forEach((entry, n) => {
    const recipe = recipes[n]!;
    const texts = basketTexts(recipe);
    entry.exclude.forEach((index, k) => {
      if (index >= texts.length)
        throw validationError([
          {
            path: ['recipes', n, 'exclude', k],
            message: texts.length
              ? `must be a line of the recipe (0 to ${texts.length - 1})`
              : 'must be a line of the recipe, which lists no ingredients',
          },
        ]);
      owned.add(ownedKey(n, index));
    });
    const factor = servingsFactor(entry.servings, recipe.servings);
    // The lines are read in the language they are written in (the translation's, maybe a fallback).
    texts.forEach((text, index) =>
      lines.push({ recipeId: n, index, text, locale: recipe.locale, factor }),
    );
  });

  // Every distinct food of the menu matched in one query.
  const foods = lines.flatMap((line) =>
    owned.has(ownedKey(line.recipeId, line.index)) ? [] : [menuLineFood(line)],
  );
  const items = await matchFoods(
    db,
    foods.filter((f) => f !== ''),
  );
  const matcher: FoodMatcher = (food) => items.get(food) ?? null;
  const merged = mergeIngredients(lines, matcher, owned, { locale: input.locale });
  const products = await productsOfItems(
    db,
    merged.flatMap((l) => (l.item && !l.pantry ? [l.item.key] : [])),
  );

  const wire = (line: MergedLine) => ({
    food: line.food,
    total: line.total,
    unadded: line.unadded,
    sources: line.sources.map((s) => ({
      entry: s.recipeId,
      recipe: input.recipes[s.recipeId]!.recipe,
      index: s.index,
    })),
  });
  const byStore = new Map(
    STORE_IDS.map((store) => [store, priceAt(store, merged, products, wire, input.locale)]),
  );
  const totals: StoreTotal[] = storeTotals(byStore);
  return {
    store: input.store,
    locale: input.locale,
    lines: byStore.get(input.store)!.lines,
    totals,
    cheapest: cheapestOf(totals),
    recipes: input.recipes.map((entry, n) => ({
      id: recipes[n]!.id,
      recipe: entry.recipe,
      name: recipes[n]!.name,
      servings: entry.servings,
    })),
  };
}
