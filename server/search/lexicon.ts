import { sql } from 'drizzle-orm';
import { distance } from 'fastest-levenshtein';
import { queryRows, type Db } from '../db/client';
import type { Locale } from '../db/schema';

/**
 * A locale's search vocabulary in memory: the lexemes of `search_lexicon` (stems, sorted) and
 * the words of `search_words` (as written). Both are a few thousand rows kept by a trigger; the
 * questions search asks of them for every term — is this word known, what is it a typo of, which
 * compounds contain it, is this the end of a word — are answered here in microseconds, where each
 * was an index probe of about a millisecond on PGlite.
 *
 * A copy lives for LEXICON_TTL_MS per database: a word new to the catalogue is found by the
 * full-text search at once, and corrected or split within a minute.
 */
export const LEXICON_TTL_MS = 60_000;

export type Lexicon = {
  /** Stems, sorted: a prefix is a binary search. */
  lexemes: string[];
  words: Set<string>;
  /** Every ending of three or more letters of a word, but the whole word: "wraps" of "shoarmawraps". */
  endings: Set<string>;
  /** Words by length, for typos. */
  byLength: Map<number, string[]>;
};

export type Lexicons = Record<Locale, Lexicon>;

const cache = new WeakMap<object, { at: number; lexicons: Promise<Lexicons> }>();

/** Both locales' vocabularies of `db`, from memory when loaded in the last LEXICON_TTL_MS. */
export function lexicons(db: Db): Promise<Lexicons> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < LEXICON_TTL_MS) return cached.lexicons;
  const loading = load(db);
  cache.set(db, { at: Date.now(), lexicons: loading });
  // A failed load is not kept: the next search tries again.
  loading.catch(() => cache.delete(db));
  return loading;
}

async function load(db: Db): Promise<Lexicons> {
  const [lexemes, words] = await Promise.all([
    queryRows<{ locale: Locale; lexeme: string }>(
      db,
      sql`SELECT locale, lexeme FROM search_lexicon`,
    ),
    queryRows<{ locale: Locale; word: string }>(db, sql`SELECT locale, word FROM search_words`),
  ]);
  const of = (locale: Locale): Lexicon => {
    const own = words.filter((w) => w.locale === locale).map((w) => w.word);
    const endings = new Set<string>();
    const byLength = new Map<number, string[]>();
    for (const word of own) {
      for (let i = 1; i <= word.length - 3; i++) endings.add(word.slice(i));
      byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
    }
    return {
      lexemes: lexemes
        .filter((l) => l.locale === locale)
        .map((l) => l.lexeme)
        .sort(),
      words: new Set(own),
      endings,
      byLength,
    };
  };
  return { en: of('en'), nl: of('nl') };
}

/** Whether a lexeme starts with `prefix`. */
export function hasPrefix(lexicon: Lexicon, prefix: string): boolean {
  const { lexemes } = lexicon;
  let lo = 0;
  let hi = lexemes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lexemes[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo < lexemes.length && lexemes[lo]!.startsWith(prefix);
}

/**
 * Words the lexicon holds within a few edits of `word` (one up to seven letters, two from
 * eight), closest first, at most `limit`: "choclate" → chocolate, "bolognaise" → bolognese.
 */
export function closeWords(lexicon: Lexicon, word: string, limit: number): string[] {
  const edits = word.length >= 8 ? 2 : 1;
  const found: [string, number][] = [];
  for (let length = word.length - edits; length <= word.length + edits; length++)
    for (const candidate of lexicon.byLength.get(length) ?? []) {
      const d = distance(candidate, word);
      if (d > 0 && d <= edits) found.push([candidate, d]);
    }
  return found
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([w]) => w);
}

/**
 * Lexemes that contain `word` or its stem but do not start with the stem, shortest first, at
 * most `limit`: compounds ("soep" → pompoensoep; "brood", stem "brod" → bananenbrod and
 * kaneelbroodjes, which the stemmer leaves whole).
 */
export function compoundsOf(lexicon: Lexicon, word: string, stem: string, limit: number): string[] {
  return lexicon.lexemes
    .filter((l) => (l.includes(stem) || l.includes(word)) && !l.startsWith(stem))
    .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
    .slice(0, limit);
}
