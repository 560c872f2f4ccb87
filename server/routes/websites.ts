import { Hono } from 'hono';
import { getWebsite, listWebsites } from '../services/websites';
import type { AppEnv } from '../env-types';
import { listPage, publicItem } from './pagination';
import { route } from './validate';

export const websites = new Hono<AppEnv>()
  .get(...route('websites.index'), (c) => listPage(c, c.req.valid('query'), listWebsites))
  .get(...route('websites.show'), async (c) => {
    const { slug } = c.req.valid('param');
    const q = c.req.valid('query');
    const website = await getWebsite(await c.var.db(), slug, q.locale, q.include);
    return publicItem(c, website);
  });
