import { Hono } from 'hono';
import { z } from 'zod';
import { COLLECTION_INCLUDES, localeSchema, slugSchema } from '../../lib/api/contract';
import { parseOrThrow, readQuery } from '../http';
import { getCollection, listCollections } from '../services/collections';
import type { AppEnv } from '../env-types';
import { paginated } from './pagination';

const scope = {
  include: z.array(z.enum(COLLECTION_INCLUDES)).default([]),
  locale: localeSchema.default('nl'),
  websiteSlug: slugSchema.optional(),
  websiteId: z.number().int().positive().max(2_147_483_647).optional(),
};
const listQuery = z
  .object({
    ...scope,
    page: z.number().int().min(1).max(10_000).default(1),
    perPage: z.number().int().min(1).max(50).default(10),
  })
  .strict();
const itemQuery = z.object(scope).strict();
const numbers = ['page', 'perPage', 'websiteId'];

export const collections = new Hono<AppEnv>()
  .get('/', async (c) => {
    const q = parseOrThrow(listQuery, readQuery(c, { lists: ['include'], numbers }));
    const { items, total } = await listCollections(await c.var.db(), q);
    return paginated(c, items, { page: q.page, perPage: q.perPage, total });
  })
  .get('/:slug', async (c) => {
    const slug = parseOrThrow(slugSchema, c.req.param('slug'));
    const q = parseOrThrow(itemQuery, readQuery(c, { lists: ['include'], numbers }));
    const collection = await getCollection(await c.var.db(), slug, q);
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
    return c.json({ data: collection });
  });
