import { Hono } from 'hono';
import { z } from 'zod';
import {
  WEBSITE_INCLUDES,
  WEBSITE_PAGE_SIZE,
  localeSchema,
  slugSchema,
} from '../../lib/api/contract';
import { parseOrThrow, readQuery } from '../http';
import { getWebsite, listWebsites } from '../services/websites';
import type { AppEnv } from '../env-types';
import { paginated } from './pagination';

const include = z.array(z.enum(WEBSITE_INCLUDES)).default([]);
const listQuery = z
  .object({
    include,
    locale: localeSchema.default('nl'),
    page: z.number().int().min(1).max(10_000).default(1),
    perPage: z.number().int().min(1).max(50).default(WEBSITE_PAGE_SIZE),
  })
  .strict();
const itemQuery = z.object({ include, locale: localeSchema.default('nl') }).strict();

export const websites = new Hono<AppEnv>()
  .get('/', async (c) => {
    const q = parseOrThrow(
      listQuery,
      readQuery(c, { lists: ['include'], numbers: ['page', 'perPage'] }),
    );
    const { items, total } = await listWebsites(await c.var.db(), q);
    return paginated(c, items, { page: q.page, perPage: q.perPage, total });
  })
  .get('/:slug', async (c) => {
    const slug = parseOrThrow(slugSchema, c.req.param('slug'));
    const q = parseOrThrow(itemQuery, readQuery(c, { lists: ['include'] }));
    const website = await getWebsite(await c.var.db(), slug, q.locale, q.include);
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
    return c.json({ data: website });
  });
