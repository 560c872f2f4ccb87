import { Hono } from 'hono';
import { getCollection, listCollections } from '../services/collections';
import type { AppEnv } from '../env-types';
import { paginated } from './pagination';
import { route } from './validate';

export const collections = new Hono<AppEnv>()
  .get(...route('collections.index'), async (c) => {
    const q = c.req.valid('query');
    const { items, total } = await listCollections(await c.var.db(), q);
    return paginated(c, items, { page: q.page, perPage: q.perPage, total });
  })
  .get(...route('collections.show'), async (c) => {
    const { slug } = c.req.valid('param');
    const collection = await getCollection(await c.var.db(), slug, c.req.valid('query'));
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
    return c.json({ data: collection });
  });
