import type { Recipe } from '@/core/contract';

/** A list recipe as the API sends it ('Recipe {id}', an easy dinner); `over` sets any field. */
export const recipeFixture = (id: number, over: Partial<Recipe> = {}): Recipe => ({
  id,
  slug: `recipe-${id}`,
  locale: 'en',
  name: `Recipe ${id}`,
  title: `Recipe ${id}`,
  description: '',
  heroImage: null,
  time: { total: 25, prep: 10, cook: 15 },
  type: 'dinner',
  difficulty: 'easy',
  budget: 'low',
  cuisine: null,
  servings: 4,
  nutrition: null,
  ingredientsEnabled: true,
  disclaimer: true,
  recipeStepsEnabled: true,
  externalUrl: null,
  publishedAt: null,
  updatedAt: '2025-07-30T10:00:00.000Z',
  ...over,
});
