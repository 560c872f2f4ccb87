import { Hono } from 'hono';
import type { AppEnv } from '../env-types';
import { countView } from '../services/stats';
import { bodyRoute } from './validate';

/**
 * One view of a recipe page (issue 24 item 8), from the page's counting pixel through the web
 * server (not on the proxy): counted anonymously for a visible recipe, ignored for anything else.
 */
export const statsRoutes = new Hono<AppEnv>().post(...bodyRoute('stats.view'), async (c) => {
  const counted = await countView(await c.var.db(), c.req.valid('json').recipe);
  c.header('Cache-Control', 'no-store');
  return c.json({ counted });
});
