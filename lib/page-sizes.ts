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
} as const;
