import { Hono } from 'hono';
import { FILTER_PARAMS } from '../../core/contract';
import type { Db } from '../db/client';
import { notFound } from '../http';
import { findRecipeId, hydrateRecipes, listRecipeIds } from '../services/recipes';
import { relatedRecipeIds } from '../services/related-recipes';
import type { AppEnv } from '../env-types';
import { paginated, publicItem } from './pagination';
import { route } from './validate';

/** The id of the recipe at `slug` (the creator's at `websiteSlug`, when given), or a 404. */
async function recipeIdOr404(db: Db, slug: string, websiteSlug: string | undefined) {
  const id = await findRecipeId(db, slug, websiteSlug);
  if (id === undefined) throw notFound('Recipe');
  return id;
}

export const recipes = new Hono<AppEnv>()
  .get(...route('recipes.index'), async (c) => {
    const q = c.req.valid('query');
    const db = await c.var.db();
    const { ids, total } = await listRecipeIds(
      db,
      {
        websiteSlug: q.websiteSlug,
        s: q.s || undefined,
        locale: q.locale,
        groups: FILTER_PARAMS.map((k) => q[k]),
        budget: q.budget,
        ids: q.ids,
        excludeSlug: q.exclude,
      },
      q.page,
      q.perPage,
    );
    const items = await hydrateRecipes(db, ids, q.locale, q.include);
    return paginated(c, items, { page: q.page, perPage: q.perPage, total });
  })
  .get(...route('recipes.show'), async (c) => {
    const q = c.req.valid('query');
    const db = await c.var.db();
    const id = await recipeIdOr404(db, c.req.valid('param').slug, q.websiteSlug);
    const [recipe] = await hydrateRecipes(db, [id], q.locale, q.include);
    if (!recipe) throw notFound('Recipe');
    return publicItem(c, recipe);
  })
  // Related recipes (ranked in services/related-recipes.ts); one page, at most 5.
  .get(...route('recipes.related'), async (c) => {
    const q = c.req.valid('query');
    const db = await c.var.db();
    const id = await recipeIdOr404(db, c.req.valid('param').slug, q.websiteSlug);
    const ids = await relatedRecipeIds(db, id, {
      locale: q.locale,
      websiteSlug: q.websiteSlug,
      limit: q.perPage,
    });
    const items = await hydrateRecipes(db, ids, q.locale, q.include);
    return paginated(c, items, { page: 1, perPage: q.perPage, total: items.length });
  });
