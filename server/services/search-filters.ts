import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { FilterOption, Locale, LocalizedText } from '../db/schema';
import type { FilterDefinition } from '../../lib/api/contract';
import { pick } from './localize';

export async function loadFilterDefinitions(
  db: Db,
  model: string,
  locale: Locale,
): Promise<FilterDefinition[]> {
  const rows = await queryRows<{
    key: string;
    kind: FilterDefinition['type'];
    name: LocalizedText;
    options: FilterOption[];
  }>(
    db,
    sql`SELECT key, kind, name, options FROM search_filters WHERE model = ${model} ORDER BY position, id`,
  );
  return rows.map((r) => ({
    key: r.key,
    name: pick(r.name, locale, 'en') ?? r.key,
    type: r.kind,
    options: r.options.map((o) => ({ key: o.key, name: pick(o.name, locale, 'en') ?? o.key })),
  }));
}
