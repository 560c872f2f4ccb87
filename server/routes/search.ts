import { Hono } from 'hono';
import { search } from '../search/search';
import { loadFilterDefinitions } from '../services/search-filters';
import type { AppEnv } from '../env-types';
import { recentSearches, recordSearch } from '../services/search-history';
import { signedIn } from './signed-in';
import { bodyRoute, route } from './validate';

export const searchFilters = new Hono<AppEnv>().get(...route('searchFilters'), async (c) => {
  const q = c.req.valid('query');
  const data = await loadFilterDefinitions(await c.var.db(), q.model, q.locale);
  c.header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
  return c.json({ data });
});

export const searchRoute = new Hono<AppEnv>().get(...route('search'), async (c) => {
  const q = c.req.valid('query');
  const userId = c.var.userId;
  const data = await search(await c.var.db(), { term: q.search, locale: q.locale, userId });
  // Results can include the user's own history: never shared caches then. A visitor's are kept
  // by shared caches only, as the lists are (server/routes/pagination.ts).
  c.header('Cache-Control', userId === undefined ? 'public, s-maxage=30' : 'private, no-store');
  return c.json({ data });
});

/** A signed-in user's own searches (issue 14); visitors have none to read or keep. */
export const searchHistoryRoute = new Hono<AppEnv>()
  .get(...route('search.history'), async (c) => {
    const userId = signedIn(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: await recentSearches(await c.var.db(), userId) });
  })
  .post(...bodyRoute('search.history'), async (c) => {
    const userId = signedIn(c);
    const { term, locale } = c.req.valid('json');
    const db = await c.var.db();
    await recordSearch(db, userId, term, locale);
    c.header('Cache-Control', 'no-store');
    return c.json({ data: await recentSearches(db, userId) });
  });
