import 'server-only';
import { cache } from 'react';
import { PAGE_SIZES } from '../page-sizes';
import { isGlobal, type RecipeContext } from '../../core/sites';
import { RECIPE_INCLUDES, type Locale, type Recipe } from '../../core/contract';
import { previewToken } from '../preview/session';
import { getPreviewRecipe } from './index';
import { getCollection, getRecipe, getRelatedRecipes } from './public';

/**
 * The recipe with everything the page shows; undefined when it does not exist in this route. In
 * a preview (draft mode with a preview session) the creator's working copy comes first.
 */
async function fetchRecipe(slug: string, locale: Locale, websiteSlug: string | undefined) {
  const options = { locale, include: RECIPE_INCLUDES, websiteSlug };
  const preview = await previewToken();
  const draft = preview ? await getPreviewRecipe(slug, options, preview) : undefined;
  return draft ?? getRecipe(slug, options);
}

/** The slugs of a collection's visible recipes (the collection route shows members only). */
async function fetchCollectionMembers(slug: string, locale: Locale) {
  const collection = await getCollection(slug, { locale, include: ['recipes', 'website'] });
  if (!collection) return null;
  return { slugs: (collection.recipes?.data ?? []).map((r) => r.slug) };
}

/**
 * Related recipes (spec §9: at most 5, never the current one), global or from one creator,
 * ranked by the API by what they share with this one (GET /api/v1/recipes/{slug}/related).
 */
export async function fetchRelated(
  slug: string,
  locale: Locale,
  creator: string | undefined,
): Promise<Recipe[]> {
  const related = await getRelatedRecipes(slug, {
    locale,
    websiteSlug: creator,
    perPage: PAGE_SIZES.relatedRecipes,
    include: ['image', 'website'],
  });
  return related ?? [];
}

/**
 * The recipe of a recipe page in its context. Not-found when the recipe is missing, belongs to
 * another creator than the context's (the creator site's, or its scope's), or is not in the
 * scope's collection.
 */
export function getRecipePage(
  slug: string,
  locale: Locale,
  { site, scope }: RecipeContext,
): Promise<Recipe | undefined> {
  // As in routes.recipe, a collection scope wins over a creator scope on the main site.
  const collection = site.kind === 'main' ? scope.collection : undefined;
  const websiteSlug = site.kind === 'creator' ? site.slug : collection ? undefined : scope.creator;
  return recipeInContext(slug, locale, websiteSlug, collection);
}

/**
 * React's per-request cache, keyed on plain values (it compares arguments by identity), so
 * generateMetadata and the page share one lookup.
 */
const recipeInContext = cache(
  async (
    slug: string,
    locale: Locale,
    websiteSlug: string | undefined,
    collection: string | undefined,
  ): Promise<Recipe | undefined> => {
    const [recipe, members] = await Promise.all([
      fetchRecipe(slug, locale, websiteSlug),
      collection ? fetchCollectionMembers(collection, locale) : null,
    ]);
    if (!recipe) return undefined;
    if (collection && !members?.slugs.includes(recipe.slug)) return undefined;
    return recipe;
  },
);

/** Whose recipes are related: everyone's from the global lists, else the recipe's creator's. */
export function relatedScope(recipe: Recipe, context: RecipeContext): string | undefined {
  return isGlobal(context) ? undefined : recipe.website?.data.slug;
}
