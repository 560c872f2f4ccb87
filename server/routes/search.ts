import { Hono } from 'hono';
import { z } from 'zod';
import { localeSchema } from '../../lib/api/contract';
import { parseOrThrow, readQuery, searchTermSchema } from '../http';
import { search } from '../search/search';
import { loadFilterDefinitions } from '../services/search-filters';
import type { AppEnv } from '../env-types';

const filtersQuery = z
  .object({ model: z.enum(['recipe']).default('recipe'), locale: localeSchema.default('nl') })
  .strict();
const searchQuery = z
  .object({ search: searchTermSchema.default(''), locale: localeSchema.default('nl') })
  .strict();

export const searchFilters = new Hono<AppEnv>().get('/', async (c) => {
  const q = parseOrThrow(filtersQuery, readQuery(c, {}));
  const data = await loadFilterDefinitions(await c.var.db(), q.model, q.locale);
  c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
  return c.json({ data });
});

export const searchRoute = new Hono<AppEnv>().get('/', async (c) => {
  const q = parseOrThrow(searchQuery, readQuery(c, {}));
  const userId = c.var.userId;
  const data = await search(await c.var.db(), { term: q.search, locale: q.locale, userId });
  // Results can include the user's own history: never shared caches.
  c.header('Cache-Control', userId === undefined ? 'public, max-age=30' : 'private, no-store');
  return c.json({ data });
});
