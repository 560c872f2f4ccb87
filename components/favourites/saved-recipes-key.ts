import type { SavedKind } from './kinds';

/**
 * The SWR key of the favourites' and orders' screens (./use-saved-recipes.ts), and the matcher by
 * which whatever changes one of those lists on the server updates every cached copy of it
 * (issue 26: a favourite taken off on its recipe page stayed on the list until a reload).
 */
const SAVED_RECIPES = 'saved-recipes';

export function savedRecipesKey(kind: SavedKind, locale: string, ids: readonly number[]) {
  return [SAVED_RECIPES, kind, locale, ids.join(',')] as const;
}

export const isSavedRecipesKey =
  (kind: SavedKind) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === SAVED_RECIPES && key[1] === kind;
