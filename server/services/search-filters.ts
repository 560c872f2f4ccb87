import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { searchFilters, type Locale } from '../db/schema';
import type { FilterDefinition } from '../../core/contract';
import { pick } from './localize';

export async function loadFilterDefinitions(
  db: Db,
  model: string,
  locale: Locale,
): Promise<FilterDefinition[]> {
  const rows = await db
    .select({
      key: searchFilters.key,
      kind: searchFilters.kind,
      name: searchFilters.name,
      options: searchFilters.options,
    })
    .from(searchFilters)
    .where(eq(searchFilters.model, model))
    .orderBy(asc(searchFilters.position), asc(searchFilters.id));
  return rows.map((r) => ({
    key: r.key,
    name: pick(r.name, locale, 'en') ?? r.key,
    type: r.kind,
    options: r.options.map((o) => ({ key: o.key, name: pick(o.name, locale, 'en') ?? o.key })),
  }));
}
