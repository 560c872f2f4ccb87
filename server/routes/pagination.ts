import type { Context } from 'hono';
import type { Pagination } from '../../core/contract';

/** The list envelope of spec §7: `{ data: [...], meta: { pagination } }`. */
export function paginated<T>(
  c: Context,
  data: T[],
  p: { page: number; perPage: number; total: number },
  cacheControl = 'public, max-age=60, stale-while-revalidate=600',
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
