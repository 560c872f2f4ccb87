/** Spec §9 page sizes, in a plain module so server and client code read the same numbers. */
export const PAGE_SIZES = {
  /** The recipe list's page. */
  recipeList: 10,
  /** A creator's recipe list: the first page and each 'Load More'. */
  creatorRecipes: 20,
  /** A collection's recipes: shown at first and per 'Load More'. */
  collectionRecipes: 20,
  /** The home's trending carousel. */
  homeTrending: 5,
  /** Creators shown at first and per 'Load More' on the creators screen. */
  creatorsVisibleStep: 4,
  /** Related recipes under a recipe, never the current one. */
  relatedRecipes: 5,
  /** Preparation steps shown before 'See more' (the expander only when there are more). */
  collapsedSteps: 3,
} as const;

/** Spec §9: the recipe page's sticky header appears after this much scroll (px). */
export const STICKY_HEADER_OFFSET = 80;

/** Spec §9: time badge colour bands, in minutes (up to 30, up to 60, above 60). */
export function timeBand(minutes: number): 'short' | 'medium' | 'long' {
  if (minutes <= 30) return 'short';
  if (minutes <= 60) return 'medium';
  return 'long';
}
