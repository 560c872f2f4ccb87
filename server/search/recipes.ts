import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { Locale } from '../db/schema';

/**
 * Recipe search, in two steps:
 *  1. typo tolerance: each word of the term is looked up in `search_lexicon` (the lexemes of the
 *     locale's recipes, a few thousand rows) with pg_trgm similarity — "spagetti" → "spaghetti";
 *  2. full-text search over the locale's translations (`dutch` or `english` configuration, one
 *     GIN index per locale) for every word as a prefix OR one of its close lexemes.
 * The matching stops after CANDIDATE_LIMIT rows and only those are ranked, so a very common word
 * costs a bounded amount of work however many recipes contain it.
 */
export const CANDIDATE_LIMIT = 200;
/**
 * GIN's own bound: an index scan for a very common word returns about this many rows (a sample)
 * instead of every match. Set per transaction, so filters on other GIN indexes stay exact.
 */
export const GIN_FUZZY_LIMIT = 3000;
const MAX_WORDS = 8;
const FIXES_PER_WORD = 3;
/** Typo candidates must be at least this similar (pg_trgm similarity, 0–1). */
const MIN_SIMILARITY = 0.4;

export const textSearchConfig = (locale: Locale) => (locale === 'nl' ? 'dutch' : 'english');

/** Letters and digits only, lower-cased: safe to quote into a tsquery. */
export function searchWords(term: string): string[] {
  return (
    term
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_WORDS);
}

const quoteLexeme = (word: string) => `'${word}'`;

/** Close lexemes for each word (only for words long enough to carry a typo). */
async function typoFixes(db: Db, words: string[], locale: Locale): Promise<Map<string, string[]>> {
  const candidates = words.filter((w) => w.length >= 4);
  const fixes = new Map<string, string[]>();
  if (!candidates.length) return fixes;
  const rows = await queryRows<{ word: string; lexeme: string }>(
    db,
    sql`SELECT w.word, l.lexeme
        FROM unnest(ARRAY[${sql.join(
          candidates.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]) AS w(word)
        CROSS JOIN LATERAL (
          SELECT lexeme FROM search_lexicon
          WHERE locale = ${locale} AND lexeme % w.word AND similarity(lexeme, w.word) >= ${MIN_SIMILARITY}
            -- A word whose stem starts a known lexeme is no typo: the prefix search finds it.
            AND NOT EXISTS (
              SELECT 1 FROM search_lexicon k
              WHERE k.locale = ${locale}
                AND k.lexeme LIKE coalesce((tsvector_to_array(to_tsvector(${textSearchConfig(locale)}::regconfig, w.word)))[1], w.word) || '%'
            )
          ORDER BY similarity(lexeme, w.word) DESC, lexeme
          LIMIT ${FIXES_PER_WORD}
        ) l`,
  );
  for (const { word, lexeme } of rows) {
    if (!/^[\p{L}\p{N}]+$/u.test(lexeme)) continue;
    fixes.set(word, [...(fixes.get(word) ?? []), lexeme]);
  }
  return fixes;
}

/** Compound words contain the searched word: only for words at least this long. */
const MIN_COMPOUND_PART = 5;
const COMPOUNDS_PER_WORD = 5;

/**
 * Known lexemes that contain a word inside them: Dutch writes compounds as one word, so
 * "stamppot" must find "boerenkoolstamppot" (and English "cake" finds nothing it should not:
 * the part must be 5 letters or more). The trigram index answers the LIKE '%…%'.
 */
async function compoundParts(
  db: Db,
  words: string[],
  locale: Locale,
): Promise<Map<string, string[]>> {
  const candidates = words.filter((w) => w.length >= MIN_COMPOUND_PART);
  const found = new Map<string, string[]>();
  if (!candidates.length) return found;
  const rows = await queryRows<{ word: string; lexeme: string }>(
    db,
    sql`SELECT w.word, l.lexeme
        FROM unnest(ARRAY[${sql.join(
          candidates.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]) AS w(word)
        CROSS JOIN LATERAL (
          SELECT lexeme FROM search_lexicon
          WHERE locale = ${locale} AND lexeme LIKE '%' || w.word || '%' AND lexeme NOT LIKE w.word || '%'
          ORDER BY length(lexeme), lexeme
          LIMIT ${COMPOUNDS_PER_WORD}
        ) l`,
  );
  for (const { word, lexeme } of rows) {
    if (!/^[\p{L}\p{N}]+$/u.test(lexeme)) continue;
    found.set(word, [...(found.get(word) ?? []), lexeme]);
  }
  return found;
}

/**
 * The tsquery: for every word, (its stem as a prefix | close lexemes | compounds containing it),
 * all words required.
 */
async function buildQuery(db: Db, words: string[], locale: Locale): Promise<SQL> {
  const cfg = textSearchConfig(locale);
  // One after the other: inside a transaction both share a single connection anyway.
  const fixes = await typoFixes(db, words, locale);
  const compounds = await compoundParts(db, words, locale);
  const perWord = words.map((word) => {
    const options = [sql`to_tsquery(${cfg}::regconfig, ${`${quoteLexeme(word)}:*`})`];
    const close = [...(fixes.get(word) ?? []), ...(compounds.get(word) ?? [])];
    // Lexicon entries are already normalised: the 'simple' configuration leaves them as they are.
    if (close.length)
      options.push(sql`to_tsquery('simple', ${close.map(quoteLexeme).join(' | ')})`);
    return sql`(${sql.join(options, sql` || `)})`;
  });
  return sql.join(perWord, sql` && `);
}

/** A derived table of (recipe_id, score) for the term, or undefined when the term has nothing to search. */
export async function recipeCandidates(
  db: Db,
  term: string,
  locale: Locale,
): Promise<SQL | undefined> {
  const words = searchWords(term);
  if (!words.length) return undefined;
  const query = await buildQuery(db, words, locale);
  // The query is a constant expression: the planner folds it and uses the locale's GIN index.
  return sql`(SELECT recipe_id, ts_rank(search, ${query}) AS score
      FROM recipe_translations
      WHERE locale = ${locale} AND search @@ (${query})
      LIMIT ${CANDIDATE_LIMIT})`;
}

/** Runs search queries in a transaction with GIN_FUZZY_LIMIT in force. */
export function withBoundedSearch<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL gin_fuzzy_search_limit = ${GIN_FUZZY_LIMIT}`));
    // With LIMIT the planner likes to walk the table until enough rows match; for a word that is
    // common but not everywhere that reads thousands of rows. Search reads indexes only.
    await tx.execute(sql.raw('SET LOCAL enable_seqscan = off'));
    return fn(tx as unknown as Db);
  });
}
