import { sql } from 'drizzle-orm';
import type { CatalogueItem, PackUnit } from '../../core/grocery/catalogue-types';
import { aliasMatch } from '../../core/grocery/food-name';
import { queryRows, type Db } from '../db/client';
import { searchWords } from '../search/understand';

/**
 * Matching a recipe's foods (the product words of its lines, `foodName`) to the catalogue's
 * store-independent items, all foods of a basket in one query:
 *  1. candidates: full-text search over the items' Dutch and English names and aliases, in both
 *     the `dutch` and `english` configurations (any word of the food), plus pg_trgm word
 *     similarity for typos and compounds the stemmers do not split;
 *  2. the pick: an item one of whose aliases is a run of whole words of the food (`aliasMatch`:
 *     the longest wins, so 'gerookt paprikapoeder' is smoked paprika, not paprika); else, of
 *     the items that have every word of the food, the one whose own name is closest to it; else
 *     the most similar item if it is similar enough; else nothing — a line is better listed as
 *     unmatched than matched wrongly.
 */

/** Candidates per food: enough for the tie-break to see the right one among partial hits. */
const CANDIDATES = 12;
/**
 * Word similarity (pg_trgm, 0–1) an item's names need to be taken on similarity alone: a typo
 * ('knoflok') or a plural the stemmer missed passes; a different product that shares a first
 * half ('kokosmelk' / 'kokosrasp', 0.5) does not.
 */
export const MIN_SIMILARITY = 0.6;

type CandidateRow = {
  i: number;
  key: string;
  nl: string;
  en: string;
  aliases: string[];
  category: string;
  pantry: boolean;
  pack_amount: number;
  pack_unit: PackUnit;
  price_cents: number;
  per_piece: CatalogueItem['perPiece'] | null;
  density_g_per_ml: number | null;
  brand: string | null;
  position: number;
  rank: number;
  covered: boolean;
  name_sim: number;
  sim: number;
};

function toItem(row: CandidateRow): CatalogueItem {
  const item: CatalogueItem = {
    key: row.key,
    nl: row.nl,
    en: row.en,
    aliases: row.aliases,
    pack: { amount: Number(row.pack_amount), unit: row.pack_unit },
    priceCents: row.price_cents,
    category: row.category,
  };
  if (row.pantry) item.pantry = true;
  if (row.per_piece) item.perPiece = row.per_piece;
  if (row.density_g_per_ml !== null) item.densityGPerMl = Number(row.density_g_per_ml);
  if (row.brand !== null) item.brand = row.brand;
  return item;
}

/** A tsquery text of any of the words, each quoted (searchWords leaves letters and digits only). */
const anyWord = (words: string[]) => words.map((w) => `'${w}'`).join(' | ');

/**
 * The catalogue item of each food, or null when none is good enough. Foods are product words
 * (lowercase, from `foodName`); each distinct food is looked up once.
 */
export async function matchFoods(
  db: Db,
  foods: readonly string[],
): Promise<Map<string, CatalogueItem | null>> {
  const result = new Map<string, CatalogueItem | null>();
  const searchable = [...new Set(foods)].filter((food) => {
    const ok = searchWords(food).length > 0;
    if (!ok) result.set(food, null);
    return ok;
  });
  if (!searchable.length) return result;

  const texts = sql.join(
    searchable.map((f) => sql`${f}`),
    sql`, `,
  );
  const queries = sql.join(
    searchable.map((f) => sql`${anyWord(searchWords(f))}`),
    sql`, `,
  );
  const rows = await queryRows<CandidateRow>(
    db,
    sql`WITH f AS (
          SELECT t.i::int AS i, t.food,
                 to_tsquery('dutch'::regconfig, t.q) || to_tsquery('english'::regconfig, t.q) AS anyq,
                 plainto_tsquery('dutch'::regconfig, t.food) || plainto_tsquery('english'::regconfig, t.food) AS allq
          FROM unnest(ARRAY[${texts}]::text[], ARRAY[${queries}]::text[]) WITH ORDINALITY AS t(food, q, i)
        )
        SELECT f.i, c.*
        FROM f CROSS JOIN LATERAL (
          SELECT g.key, g.nl, g.en, g.aliases, g.category, g.pantry, g.pack_amount, g.pack_unit,
                 g.price_cents, g.per_piece, g.density_g_per_ml, g.brand, g.position,
                 ts_rank(g.search, f.anyq) AS rank,
                 g.search @@ f.allq AS covered,
                 greatest(similarity(f.food, lower(g.nl)), similarity(f.food, lower(g.en))) AS name_sim,
                 word_similarity(f.food, g.names) AS sim
          FROM grocery_items g
          WHERE g.search @@ f.anyq OR f.food <% g.names
          ORDER BY covered DESC, name_sim DESC, rank DESC, g.position
          LIMIT ${CANDIDATES}
        ) c`,
  );

  const byFood = new Map<number, CandidateRow[]>();
  for (const row of rows) byFood.set(row.i, [...(byFood.get(row.i) ?? []), row]);
  searchable.forEach((food, n) => {
    const candidates = byFood.get(n + 1) ?? [];
    result.set(food, pick(food, candidates));
  });
  return result;
}

function pick(food: string, candidates: CandidateRow[]): CatalogueItem | null {
  if (!candidates.length) return null;
  const items = candidates.map(toItem);
  // In catalogue order, as aliasMatch expects: of two items claiming one alias, the earlier wins.
  const inCatalogueOrder = candidates
    .map((c, n) => ({ position: c.position, item: items[n]! }))
    .sort((a, b) => a.position - b.position)
    .map((c) => c.item);
  const byAlias = aliasMatch(food, inCatalogueOrder);
  if (byAlias) return byAlias;
  // Rows come ordered: those with every word first, the one whose own name is most like the
  // food first among them ('knoflok' is Knoflook, not Knoflook 3 stuks).
  const covered = candidates.findIndex((c) => c.covered);
  if (covered >= 0) return items[covered] ?? null;
  // The most similar; on a tie the earlier in the catalogue (the plain item before its variants).
  let best: number | undefined;
  candidates.forEach((c, n) => {
    if (c.sim < MIN_SIMILARITY) return;
    const b = best === undefined ? undefined : candidates[best]!;
    if (!b || c.sim > b.sim || (c.sim === b.sim && c.position < b.position)) best = n;
  });
  return best === undefined ? null : (items[best] ?? null);
}
