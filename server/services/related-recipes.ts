import { and, asc, count, desc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { creators, recipeTranslations, recipes, searchFilters, type Locale } from '../db/schema';
import { hasTag, readableTranslation, visibleRecipe } from './recipes';

/**
 * How many of the best candidates by shared type, categories and tags get their ingredients
 * compared. Ingredients only break ties, so past a pool this size only equally scored, less
 * popular candidates could move up; it bounds the word comparison however large the catalogue.
 */
export const RELATED_POOL_SIZE = 200;

/** An option of a filter definition (`jsonb_array_elements(options) AS o(option)`): its key. */
const optionKey = sql<string>`o.option->>'key'`;
/** A lexeme of a translation's search vector (`unnest(…) AS w(lexeme)`). */
const lexeme = sql<string>`w.lexeme`;
/** The lexemes of the ingredient lines: weight C of the search vector. */
const ingredientLexemes = sql`unnest(tsvector_to_array(ts_filter(${recipeTranslations.search}, '{c}'))) AS w(lexeme)`;
/** Ingredient words worth comparing: no numbers, no one- or two-letter units. */
const isIngredientWord = and(gte(sql`length(${lexeme})`, 3), sql`${lexeme} !~ '[0-9]'`);

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
  const categories = db
    .selectDistinct({ key: optionKey })
    .from(searchFilters)
    .crossJoinLateral(sql`jsonb_array_elements(${searchFilters.options}) AS o(option)`)
    .where(
      and(
        eq(searchFilters.model, 'recipe'),
        eq(searchFilters.key, 'category'),
        or(
          inArray(optionKey, [recipes.type, recipes.difficulty]),
          sql`${optionKey} = ANY(${recipes.tags})`,
        ),
      ),
    );
  const readable = readableTranslation(locale);
  const readLocale = db
    .select({ locale: recipeTranslations.locale })
    .from(recipeTranslations)
    .where(readable.where)
    .orderBy(readable.order)
    .limit(1);
  const [current] = await db
    .select({
      type: recipes.type,
      tags: recipes.tags,
      categories: sql<string[]>`array${categories}`,
      wordsLocale: sql<Locale>`coalesce(${readLocale}, ${recipes.originalLocale})`,
    })
    .from(recipes)
    .where(eq(recipes.id, recipeId));
  if (!current) return [];
  // One boolean term per shared thing, written out so the score of a candidate is a plain
  // expression (no subquery per row): it is computed for every recipe in scope.
  const terms: SQL[] = [
    eq(recipes.type, current.type),
    ...[...new Set(current.tags)].map(hasTag),
    ...current.categories.map((key) =>
      or(eq(recipes.type, key), eq(recipes.difficulty, key), hasTag(key))!,
    ),
  ];
  const score = sql<number>`${sql.join(
    terms.map((term) => sql`(${term})::int`),
    sql` + `,
  )}`.as('score');
  const pool = db.$with('pool').as(
    db
      .select({ id: recipes.id, popularity: recipes.popularity, score })
      .from(recipes)
      .innerJoin(creators, eq(creators.id, recipes.creatorId))
      .where(
        and(
          visibleRecipe,
          ne(recipes.id, recipeId),
          websiteSlug ? eq(creators.slug, websiteSlug) : undefined,
        ),
      )
      .orderBy((f) => [desc(f.score), desc(recipes.popularity), asc(recipes.id)])
      .limit(RELATED_POOL_SIZE),
  );
  // The ingredient words of every candidate in the pool, and those of the recipe.
  const words = db.$with('words').as(
    db
      .select({ id: recipeTranslations.recipeId, lexeme: lexeme.as('lexeme') })
      .from(pool)
      .innerJoin(
        recipeTranslations,
        and(
          eq(recipeTranslations.recipeId, pool.id),
          eq(recipeTranslations.locale, current.wordsLocale),
        ),
      )
      .crossJoinLateral(ingredientLexemes)
      .where(isIngredientWord),
  );
  const mine = db
    .select({ lexeme })
    .from(recipeTranslations)
    .crossJoinLateral(ingredientLexemes)
    .where(
      and(
        eq(recipeTranslations.recipeId, recipeId),
        eq(recipeTranslations.locale, current.wordsLocale),
        isIngredientWord,
      ),
    );
  // Each word the recipe shares with a candidate, with the number of candidates that have it.
  // (A CTE's computed columns are written by their bare names: no two in one FROM share one.)
  const shared = db.$with('shared').as(
    db
      .select({
        id: words.id,
        holders: sql<number>`count(*) OVER (PARTITION BY ${words.lexeme})`.as('holders'),
      })
      .from(words)
      .where(inArray(words.lexeme, mine)),
  );
  const poolSize = db.select({ n: count() }).from(pool);
  const overlap = db.$with('overlap').as(
    db
      .select({
        id: shared.id,
        // Rounded, so that summing in another order cannot reorder equal overlaps.
        weight: sql<string>`round(sum(ln(${poolSize}::float8 / ${shared.holders}))::numeric, 6)`.as(
          'weight',
        ),
      })
      .from(shared)
      .groupBy(shared.id),
  );
  const rows = await db
    .with(pool, words, shared, overlap)
    .select({ id: pool.id })
    .from(pool)
    .leftJoin(overlap, eq(overlap.id, pool.id))
    .orderBy(
      desc(pool.score),
      desc(sql`coalesce(${overlap.weight}, 0)`),
      desc(pool.popularity),
      asc(pool.id),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
