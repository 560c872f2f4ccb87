import { Hono } from 'hono';
import type { AppEnv } from '../env-types';
import { documentContent } from '../services/content';
import { publicItem } from './pagination';
import { route } from './validate';

/** The editors' pages as visitors see them (issue 25): the published Markdown of a page. */
export const contentRoutes = new Hono<AppEnv>().get(...route('content.show'), async (c) => {
  const { page } = c.req.valid('param');
  const { locale } = c.req.valid('query');
  return publicItem(c, await documentContent(await c.var.db(), page, locale, 'published'));
});
