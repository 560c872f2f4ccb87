import { Hono } from 'hono';
import { getWebsite, listWebsites } from '../services/websites';
import type { AppEnv } from '../env-types';
import { paginated } from './pagination';
import { route } from './validate';

export const websites = new Hono<AppEnv>()
  .get(...route('websites.index'), async (c) => {
    const q = c.req.valid('query');
    const { items, total } = await listWebsites(await c.var.db(), q);
    return paginated(c, items, { page: q.page, perPage: q.perPage, total });
  })
  .get(...route('websites.show'), async (c) => {
    const { slug } = c.req.valid('param');
    const q = c.req.valid('query');
    const website = await getWebsite(await c.var.db(), slug, q.locale, q.include);
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
    return c.json({ data: website });
  });
