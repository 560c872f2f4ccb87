import { Hono } from 'hono';
import { z } from 'zod';
import {
  RECIPE_INCLUDES,
  RECIPE_LIST_LIMITS,
  localeSchema,
  relatedRecipesQuery,
  type RecipeInclude,
  slugSchema,
} from '../../lib/api/contract';
import { notFound, parseOrThrow, readQuery, searchTermSchema } from '../http';
import { findRecipeId, hydrateRecipes, listRecipeIds } from '../services/recipes';
import { relatedRecipeIds } from '../services/related-recipes';
import type { AppEnv } from '../env-types';
import { paginated } from './pagination';

const filterValue = z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a filter key');
/** Filter groups of the list screens: OR within a group, AND across groups. */
export const FILTER_PARAMS = ['type', 'category', 'difficulty', 'time', 'tags', 'quick'] as const;

const listQuery = z
  .object({
    include: z.array(z.enum(RECIPE_INCLUDES)).default([]),
    perPage: z
      .number()
      .int()
      .min(1)
      .max(RECIPE_LIST_LIMITS.maxPerPage)
      .default(RECIPE_LIST_LIMITS.defaultPerPage),
    page: z.number().int().min(1).max(RECIPE_LIST_LIMITS.maxPage).default(1),
    locale: localeSchema.default('nl'),
    websiteSlug: slugSchema.optional(),
    s: searchTermSchema.optional(),
    budget: z.array(z.enum(['low', 'medium', 'high'])).default([]),
    ids: z.array(z.number().int().positive().max(2_147_483_647)).max(100).default([]),
    exclude: slugSchema.optional(),
    ...Object.fromEntries(FILTER_PARAMS.map((k) => [k, z.array(filterValue).max(30).default([])])),
  })
  .strict();

const itemQuery = z
  .object({
    include: z.array(z.enum(RECIPE_INCLUDES)).default([]),
    locale: localeSchema.default('nl'),
    websiteSlug: slugSchema.optional(),
  })
  .strict();

export const recipes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const q = parseOrThrow(
      listQuery,
      readQuery(c, {
        lists: ['include', 'budget', ...FILTER_PARAMS],
        numbers: ['perPage', 'page'],
        numberLists: ['ids'],
      }),
    );
    const db = await c.var.db();
    const groups = FILTER_PARAMS.map((k) => (q as unknown as Record<string, string[]>)[k] ?? []);
    const { ids, total } = await listRecipeIds(
      db,
      {
        websiteSlug: q.websiteSlug,
        s: q.s || undefined,
        locale: q.locale,
        groups,
        budget: q.budget,
        ids: q.ids,
        excludeSlug: q.exclude,
      },
      q.page,
      q.perPage,
    );
    const items = await hydrateRecipes(db, ids, q.locale, q.include as RecipeInclude[]);
    return paginated(c, items, { page: q.page, perPage: q.perPage, total });
  })
  .get('/:slug', async (c) => {
    const slug = parseOrThrow(slugSchema, c.req.param('slug'));
    const q = parseOrThrow(itemQuery, readQuery(c, { lists: ['include'] }));
    const db = await c.var.db();
    const id = await findRecipeId(db, slug, q.websiteSlug);
    if (id === undefined) throw notFound('Recipe');
    const [recipe] = await hydrateRecipes(db, [id], q.locale, q.include);
    if (!recipe) throw notFound('Recipe');
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
    return c.json({ data: recipe });
  })
  // Related recipes (ranked in services/related-recipes.ts); one page, at most 5.
  .get('/:slug/related', async (c) => {
    const slug = parseOrThrow(slugSchema, c.req.param('slug'));
    const q = parseOrThrow(
      relatedRecipesQuery,
      readQuery(c, { lists: ['include'], numbers: ['perPage'] }),
    );
    const db = await c.var.db();
    const id = await findRecipeId(db, slug, q.websiteSlug);
    if (id === undefined) throw notFound('Recipe');
    const ids = await relatedRecipeIds(db, id, {
      locale: q.locale,
      websiteSlug: q.websiteSlug,
      limit: q.perPage,
    });
    const items = await hydrateRecipes(db, ids, q.locale, q.include);
    return paginated(c, items, { page: 1, perPage: q.perPage, total: items.length });
  });
