import { Hono } from 'hono';
import { getCollection, listCollections } from '../services/collections';
import type { AppEnv } from '../env-types';
import { listPage, publicItem } from './pagination';
import { route } from './validate';

export const collections = new Hono<AppEnv>()
  .get(...route('collections.index'), (c) => listPage(c, c.req.valid('query'), listCollections))
  .get(...route('collections.show'), async (c) => {
    const { slug } = c.req.valid('param');
    const collection = await getCollection(await c.var.db(), slug, c.req.valid('query'));
    return publicItem(c, collection);
  });
