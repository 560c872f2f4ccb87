import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { Locale } from '../db/schema';
import { visibleRecipe } from './recipes';

/**
 * How many of the best candidates by shared type, categories and tags get their ingredients
 * compared. Ingredients only break ties, so past a pool this size only equally scored, less
 * popular candidates could move up; it bounds the word comparison however large the catalogue.
 */
export const RELATED_POOL_SIZE = 200;

/**
 * Ids of the recipes related to `recipeId`, best first: visible recipes only (of `websiteSlug`
 * when given), never the recipe itself.
 *
 * 1. Score = shared type (1) + shared tags (1 each) + shared categories (1 each). A category is
 *    an option of the recipe filters' Category group that the recipe matches the way the list
 *    filter does (its type, difficulty or a tag: Italian, Vegetarian, One Pot…), so a category
 *    tag counts twice. Derived categories (under 30 min, under €2, new, trending) say nothing
 *    about the dish and never equal a type or tag, so they never count.
 * 2. Ties: shared ingredient words — the lexemes of the ingredient lines (weight C of the
 *    translation's search vector, already stemmed and stop-word free) without numbers and
 *    one- or two-letter units, compared in the language the recipe is read in. Each shared word
 *    weighs ln(pool size / candidates in the pool that have it), so salt, oil or "tbsp" count
 *    for little and "guanciale" for a lot.
 * 3. Then popularity, then id (a stable order). Unrelated recipes (score 0) come last, so a
 *    small scope still fills its places.
 */
export async function relatedRecipeIds(
  db: Db,
  recipeId: number,
  options: { locale: Locale; websiteSlug?: string; limit: number },
): Promise<number[]> {
  const { locale, websiteSlug, limit } = options;
  const [current] = await queryRows<{
    type: string;
    tags: string[];
    categories: string[];
    words_locale: Locale;
  }>(
    db,
    sql`SELECT r.type, r.tags,
          ARRAY(
            SELECT DISTINCT o.option->>'key'
            FROM search_filters f
            CROSS JOIN LATERAL jsonb_array_elements(f.options) AS o(option)
            WHERE f.model = 'recipe' AND f.key = 'category'
              AND (o.option->>'key' IN (r.type, r.difficulty) OR o.option->>'key' = ANY(r.tags))
          ) AS categories,
          coalesce(
            (SELECT x.locale FROM recipe_translations x
             WHERE x.recipe_id = r.id AND x.locale IN (${locale}, r.original_locale)
             ORDER BY (x.locale = ${locale}) DESC LIMIT 1),
            r.original_locale
          ) AS words_locale
        FROM recipes r WHERE r.id = ${recipeId}`,
  );
  if (!current) return [];
  // One boolean term per shared thing, written out so the score of a candidate is a plain
  // expression (no subquery per row): it is computed for every recipe in scope.
  const terms: SQL[] = [
    sql`(r.type = ${current.type})`,
    ...[...new Set(current.tags)].map((tag) => sql`(${tag} = ANY(r.tags))`),
    ...current.categories.map(
      (key) => sql`(r.type = ${key} OR r.difficulty = ${key} OR ${key} = ANY(r.tags))`,
    ),
  ];
  const score = sql.join(
    terms.map((term) => sql`${term}::int`),
    sql` + `,
  );
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH pool AS (
          SELECT r.id, r.popularity, ${score} AS score
          FROM recipes r
          JOIN creators c ON c.id = r.creator_id
          WHERE ${visibleRecipe} AND r.id <> ${recipeId}
            ${websiteSlug ? sql`AND c.slug = ${websiteSlug}` : sql``}
          ORDER BY score DESC, r.popularity DESC, r.id
          LIMIT ${RELATED_POOL_SIZE}
        ),
        compared AS (SELECT id FROM pool UNION ALL SELECT ${recipeId}),
        words AS (
          SELECT x.recipe_id AS id, w.lexeme
          FROM compared
          JOIN recipe_translations x
            ON x.recipe_id = compared.id AND x.locale = ${current.words_locale}
          CROSS JOIN LATERAL unnest(tsvector_to_array(ts_filter(x.search, '{c}'))) AS w(lexeme)
          WHERE length(w.lexeme) >= 3 AND w.lexeme !~ '[0-9]'
        ),
        shared AS (
          SELECT w.id, count(*) OVER (PARTITION BY w.lexeme) AS holders
          FROM words w
          JOIN words mine ON mine.id = ${recipeId} AND mine.lexeme = w.lexeme
          WHERE w.id <> ${recipeId}
        ),
        overlap AS (
          -- Rounded, so that summing in another order cannot reorder equal overlaps.
          SELECT id, round(sum(ln((SELECT count(*) FROM pool)::float8 / holders))::numeric, 6) AS weight
          FROM shared GROUP BY id
        )
        SELECT p.id FROM pool p LEFT JOIN overlap o ON o.id = p.id
        ORDER BY p.score DESC, coalesce(o.weight, 0) DESC, p.popularity DESC, p.id
        LIMIT ${limit}`,
  );
  return rows.map((r) => r.id);
}
