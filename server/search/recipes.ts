import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../db/schema';

/**
 * Full-text search over a locale's recipe translations: the `dutch` or `english` configuration
 * with prefix matching on every word, plus pg_trgm word similarity on the name for typos
 * ("spagetti"). Each branch stops after CANDIDATE_LIMIT rows, so a very common word costs a
 * bounded amount of work; ranking happens on those candidates only.
 */
export const CANDIDATE_LIMIT = 400;
const MAX_WORDS = 8;

export const textSearchConfig = (locale: Locale) => (locale === 'nl' ? 'dutch' : 'english');

/** Letters and digits only, lower-cased: safe to put into a tsquery as quoted lexemes. */
export function searchWords(term: string): string[] {
  return (term.toLowerCase().normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

export function prefixTsQuery(words: string[]): string {
  return words.map((w) => `'${w}':*`).join(' & ');
}

/** A derived table of (recipe_id, score) for the term, or undefined when the term has nothing to search. */
export function recipeCandidates(term: string, locale: Locale): SQL | undefined {
  const words = searchWords(term);
  if (!words.length) return undefined;
  const phrase = words.join(' ');
  const cfg = textSearchConfig(locale);
  const fts = sql`(SELECT recipe_id, 0.5 + ts_rank(search, q) * 2 AS score
      FROM recipe_translations, to_tsquery(${cfg}::regconfig, ${prefixTsQuery(words)}) q
      WHERE locale = ${locale} AND search @@ q LIMIT ${CANDIDATE_LIMIT})`;
  // Very short terms make poor trigrams (and match too much): typo tolerance from 3 characters.
  if (phrase.length < 3) return sql`(SELECT recipe_id, max(score) AS score FROM ${fts} f GROUP BY recipe_id)`;
  const trgm = sql`(SELECT recipe_id, word_similarity(${phrase}, lower(name)) AS score
      FROM recipe_translations
      WHERE locale = ${locale} AND ${phrase} <% lower(name) LIMIT ${CANDIDATE_LIMIT})`;
  return sql`(SELECT recipe_id, max(score) AS score FROM (${fts} UNION ALL ${trgm}) u GROUP BY recipe_id)`;
}

/** For the recipe list: restricts and ranks recipes `r` by the search term. */
export function recipeSearchCondition(term: string, locale: Locale): { join: SQL; rank: SQL } {
  const candidates = recipeCandidates(term, locale);
  if (!candidates) return { join: sql`JOIN (SELECT NULL::int AS recipe_id, 0 AS score WHERE false) m ON true`, rank: sql`0` };
  return { join: sql`JOIN ${candidates} m ON m.recipe_id = r.id`, rank: sql`m.score` };
}
