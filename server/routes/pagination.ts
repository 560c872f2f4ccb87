import type { Context } from 'hono';
import type { Pagination } from '../../core/contract';
import type { Db } from '../db/client';
import type { AppEnv } from '../env-types';

/**
 * Public answers (lists and single resources): a shared cache keeps them a minute and serves them
 * stale while it renews them (the web server hands that window to shared caches only:
 * server/web/cache-control.ts). A browser keeps none of it: a visitor sees a publish as soon as
 * the server does, in lists and search as on pages.
 */
const PUBLIC_CACHE = 'public, s-maxage=60, stale-while-revalidate=600';

/** The list envelope of spec §7: `{ data: [...], meta: { pagination } }`. */
export function paginated<T>(
  c: Context,
  data: T[],
  p: { page: number; perPage: number; total: number },
  cacheControl = PUBLIC_CACHE,
) {
  const pagination: Pagination = {
    current_page: p.page,
    total_pages: Math.ceil(p.total / p.perPage),
    total: p.total,
    per_page: p.perPage,
  };
  c.header('Cache-Control', cacheControl);
  return c.json({ data, meta: { pagination } });
}

/** A page of a public list: `list` over the validated query, in the list envelope. */
export async function listPage<Q extends { page: number; perPage: number }, T>(
  c: Context<AppEnv>,
  q: Q,
  list: (db: Db, q: Q) => Promise<{ items: T[]; total: number }>,
) {
  const { items, total } = await list(await c.var.db(), q);
  return paginated(c, items, { page: q.page, perPage: q.perPage, total });
}

/** One public resource: `{ data }`, cached as the lists are. */
export function publicItem<T>(c: Context, data: T) {
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.json({ data });
}
