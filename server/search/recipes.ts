import { and, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, readWithSettings, type Db } from '../db/client';
import { recipes, type Locale } from '../db/schema';
import { closeWords, compoundsOf, hasPrefix, type Lexicon, type Lexicons } from './lexicon';
import { applyConcept, isEmptyQuery, understandQuery, type UnderstoodQuery } from './understand';
import {
  COMPOUND_HEADS,
  DISH_NAMES,
  INGREDIENT_CLASSES,
  SYNONYMS,
  type IngredientClass,
} from './vocabulary';

/**
 * Recipe search (issue 16). A term is first understood (server/search/understand.ts): concepts
 * such as tags, meal types, cuisines and a time limit become conditions on `recipes`; ingredient
 * classes and words after "zonder"/"without" exclude recipes whose ingredient lines hold them;
 * the words left are matched as text:
 *  1. each word as a prefix of a stem, in the locale's configuration (`dutch` or `english`);
 *  2. compounds that contain it ("stamppot" → boerenkoolstamppot);
 *  3. for a word no recipe contains: the close words recipes do contain ("choclate" →
 *     chocolate), else its parts when it is a compound of known words ("kipcurry" → kip &
 *     curry) — from the locale's lexicon in memory (server/search/lexicon.ts).
 * All words are required. The matching stops after CANDIDATE_LIMIT recipes within the caller's
 * filters, and only those are ranked: every word in the name first, then every word in the name
 * or the ingredients, then the rest (the description); the words as a phrase before scattered
 * ones; then popularity. So a very common word costs a bounded amount of work however many
 * recipes contain it.
 */
export const CANDIDATE_LIMIT = 100;
/**
 * GIN's own bound: an index scan for a very common word returns about this many rows (a sample)
 * instead of every match. Set per transaction, so filters on other GIN indexes stay exact.
 */
export const GIN_FUZZY_LIMIT = 3000;
const FIXES_PER_WORD = 3;
/** Words shorter than this are not corrected: one edit turns most of them into another word. */
const MIN_TYPO_LENGTH = 4;
/**
 * Compound words contain the searched word: only for words at least this long ("soep" is in
 * "pompoensoep"; English "cake" must not find "pancake").
 */
const MIN_COMPOUND_PART: Record<Locale, number> = { nl: 4, en: 5 };
const COMPOUNDS_PER_WORD = 16;
/** Parts of a split compound are at least this long: vis + soep, kip + curry. */
const MIN_SPLIT_PART = 3;

export const textSearchConfig = (locale: Locale) => (locale === 'nl' ? 'dutch' : 'english');

/** The recipe has the tag: `value = ANY(tags)` (the GIN form `tags @> …` is a different plan). */
export const hasTag = (value: string): SQL => sql`${value} = ANY(${recipes.tags})`;

/** A tsquery operand: the word quoted, optionally a prefix, optionally of one weight. */
const operand = (word: string, opts: { prefix?: boolean; weight?: string } = {}) =>
  `'${word}'${opts.prefix || opts.weight ? ':' : ''}${opts.prefix ? '*' : ''}${opts.weight ?? ''}`;

const textArray = (words: string[]) =>
  sql`ARRAY[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;

const isWord = (s: string) => /^[\p{L}\p{N}]+$/u.test(s);

/** The word's stem in the locale's configuration (the word itself for a stop word). */
const stem = (word: SQL, locale: Locale) =>
  sql`coalesce((tsvector_to_array(to_tsvector(${textSearchConfig(locale)}::regconfig, ${word})))[1], ${word})`;

/** The ways to read `head` as a word before a Dutch linking sound: kippen → kip, varkens → varken. */
function headForms(head: string): string[] {
  const forms = [head];
  if (head.endsWith('s')) forms.push(head.slice(0, -1));
  if (head.endsWith('e') || head.endsWith('n')) forms.push(head.slice(0, -1));
  if (head.endsWith('en')) {
    const stem = head.slice(0, -2);
    forms.push(stem);
    // kippen → kipp → kip
    if (stem.length > 2 && stem.at(-1) === stem.at(-2)) forms.push(stem.slice(0, -1));
  }
  return forms.filter((f) => f.length >= MIN_SPLIT_PART);
}

/** The ways to split each word in two, heads in their linking forms, longest words first. */
function splitCandidates(words: string[]): Map<string, [string, string][]> {
  const options = new Map<string, [string, string][]>();
  for (const word of words) {
    const splits: [string, string][] = [];
    for (let i = MIN_SPLIT_PART; i <= word.length - MIN_SPLIT_PART; i++)
      for (const head of headForms(word.slice(0, i))) splits.push([head, word.slice(i)]);
    if (splits.length) options.set(word, splits);
  }
  return options;
}

/**
 * Splits a compound word into two parts recipes of the locale contain: kipcurry → kip + curry,
 * groentesoep → groente + soep, kippensoep → kip + soep, kipwraps → kip + wraps (as in
 * "shoarmawraps"). The head must be a word of its own, the tail a word or the end of one; the
 * split with the longest shorter part wins, whole words before word ends. The dictionary is the
 * catalogue's own vocabulary (`search_words`), so it knows every ingredient and dish a recipe
 * names, in the words cooks use.
 */
function bestSplit(candidates: [string, string][], lexicon: Lexicon): [string, string] | undefined {
  let best: [string, string] | undefined;
  let bestScore = 0;
  for (const [h, t] of candidates) {
    if (!lexicon.words.has(h) || !(lexicon.words.has(t) || lexicon.endings.has(t))) continue;
    const score = Math.min(h.length, t.length) + (lexicon.words.has(t) ? 100 : 0);
    if (score > bestScore) [best, bestScore] = [[h, t], score];
  }
  return best;
}

/**
 * Each word's stem in both configurations (the word itself for a stop word), in one query; which
 * also switches plain index scans off for the rest of the transaction unless `indexScans`.
 */
async function stemsOf(
  db: Db,
  words: string[],
  opts: { indexScans: boolean },
): Promise<Map<string, Record<Locale, string>>> {
  const rows = await queryRows<{ word: string; en: string; nl: string }>(
    db,
    sql`SELECT w.word, ${stem(sql`w.word`, 'en')} AS en, ${stem(sql`w.word`, 'nl')} AS nl
        FROM unnest(${textArray(words)}) AS w(word),
          set_config('enable_indexscan', ${opts.indexScans ? 'on' : 'off'}, true)`,
  );
  return new Map(rows.map((r) => [r.word, { en: r.en, nl: r.nl }]));
}

/** How each text word may be found: besides its own stem, compounds, its parts or close words. */
type WordForms = { compounds: string[]; split?: [string, string]; fixes: string[] };

/** Words this long may be compounds. */
const SPLIT_FROM_LENGTH = 6;

/**
 * How each word is found in `locale` (see recipeSearch), from the locale's lexicon in memory and
 * the words' stems: `unknown` lists the words no recipe contains, not even as a prefix of a stem
 * ("choclate", "kipcurry") — only those are corrected, and in English only those split.
 */
function wordForms(
  words: string[],
  locale: Locale,
  lexicon: Lexicon,
  stems: Map<string, Record<Locale, string>>,
): { forms: Map<string, WordForms>; unknown: string[] } {
  const stemOf = (w: string) => stems.get(w)?.[locale] ?? w;
  const unknown = words.filter((w) => !hasPrefix(lexicon, stemOf(w)));
  const fixes = new Map(
    unknown
      .filter((w) => w.length >= MIN_TYPO_LENGTH)
      .map((w) => [w, closeWords(lexicon, w, FIXES_PER_WORD)] as const),
  );
  // Dutch writes compounds as one word: there every long word may be split, elsewhere only
  // unknown ones; a near spelling of a known word is a typo ("spagetti"), not a compound of
  // "spag" and "…etti".
  const splits = new Map<string, [string, string]>();
  for (const [word, candidates] of splitCandidates(
    words.filter((w) => w.length >= SPLIT_FROM_LENGTH),
  )) {
    if ((locale !== 'nl' && !unknown.includes(word)) || fixes.get(word)?.length) continue;
    const split = bestSplit(candidates, lexicon);
    if (split) splits.set(word, split);
  }
  const tails = [...new Set([...splits.values()].map(([, tail]) => tail))];
  const forms = new Map<string, WordForms>();
  for (const w of new Set([...words, ...tails]))
    forms.set(w, {
      compounds:
        w.length >= MIN_COMPOUND_PART[locale] || tails.includes(w)
          ? compoundsOf(lexicon, w, stemOf(w), COMPOUNDS_PER_WORD).filter(isWord)
          : [],
      split: splits.get(w),
      fixes: splits.has(w) ? [] : (fixes.get(w) ?? []),
    });
  return { forms, unknown };
}

/**
 * The tsquery of one word: its stem as a prefix, close words, and compounds containing it (as
 * 'simple' lexemes: they are stems already); a split word also as its head (the stem itself:
 * "groente" is not "groentebouillon") and its tail's forms.
 */
function wordQuery(
  word: string,
  forms: Map<string, WordForms>,
  locale: Locale,
  weight?: Part,
): SQL {
  const cfg = textSearchConfig(locale);
  const f = forms.get(word) ?? { compounds: [], fixes: [] };
  const dishNames = DISH_NAMES.get(word);
  // A dish ("pasta", "soep") is what a recipe is called, not what its text mentions: "the joy of
  // pasta" in a description or "amandelpasta" among the ingredients make no pasta dish.
  const where: Part | undefined = dishNames ? 'A' : weight;
  const inConfig = [word, ...f.fixes, ...(SYNONYMS.get(word) ?? [])].map((w) =>
    operand(w, { prefix: true, weight: where }),
  );
  // Other names of the dish, a phrase ("pad thai") as one.
  for (const name of dishNames ?? [])
    inConfig.push(
      name
        .split(' ')
        .map((w) => operand(w, { weight: 'A' }))
        .join(' <-> '),
    );
  const options = [sql`to_tsquery(${cfg}::regconfig, ${inConfig.join(' | ')})`];
  if (f.compounds.length)
    options.push(
      sql`to_tsquery('simple', ${f.compounds.map((c) => operand(c, { weight: where })).join(' | ')})`,
    );
  if (f.split) {
    const [head, tail] = f.split;
    const tailQuery = wordQuery(tail, forms, locale, weight);
    // The tail is what the dish is (a groentesoep is a soup): in the name it is enough.
    options.push(
      weight === 'A'
        ? tailQuery
        : sql`(to_tsquery(${cfg}::regconfig, ${operand(head, { weight })}) && ${tailQuery})`,
    );
  }
  return sql`(${sql.join(options, sql` || `)})`;
}

/** Parts of a translation's search vector: 'A' the name, 'AC' the name or the ingredients. */
type Part = 'A' | 'AC';

/** The tsquery for the text words, all required; with `weight`, only in that part. */
function textQuery(
  words: string[],
  forms: Map<string, WordForms>,
  locale: Locale,
  weight?: Part,
): SQL {
  return sql.join(
    words.map((w) => wordQuery(w, forms, locale, weight)),
    sql` && `,
  );
}

/**
 * A tsquery text matching the class's words in ingredient lines (weight C) and not its
 * exceptions ("coconut milk" is no dairy).
 */
function classQueryText(ingredientClass: IngredientClass, locale: Locale): string {
  const { words, not } = INGREDIENT_CLASSES[ingredientClass];
  const any = words[locale]
    .map((w) => operand(w.replace(/\*$/, ''), { prefix: w.endsWith('*'), weight: 'C' }))
    .join(' | ');
  const exceptions = (not?.[locale] ?? []).map(
    (phrase) =>
      `!(${phrase
        .split(' ')
        .map((p) => operand(p, { weight: 'C' }))
        .join(' <-> ')})`,
  );
  return [`(${any})`, ...exceptions].join(' & ');
}

/**
 * Recipes whose ingredient lines, in any of their languages, hold the class — unless a tag says
 * otherwise (a vegetarian recipe holds no meat whatever its "sausages" are).
 */
function withoutClass(ingredientClass: IngredientClass): SQL {
  const { unlessTags } = INGREDIENT_CLASSES[ingredientClass];
  const contains = inTranslations(
    sql`CASE WHEN x.locale = 'nl' THEN ts_filter(x.search, '{c}') @@ (SELECT to_tsquery('dutch', ${classQueryText(ingredientClass, 'nl')}))
        ELSE ts_filter(x.search, '{c}') @@ (SELECT to_tsquery('english', ${classQueryText(ingredientClass, 'en')})) END`,
  );
  return or(sql`NOT ${contains}`, ...unlessTags.map(hasTag))!;
}

/**
 * Whether a translation `x` of the recipe meets `condition`, tested on the recipe's own rows
 * (found by the primary key), recipe by recipe. Written as a count, not EXISTS: the planner
 * turns an EXISTS into one pass over every translation of the catalogue (1.8 s at 100,000
 * recipes), where a list stops after a page of recipes. `ts_filter` keeps the ingredient
 * lines' lexemes (weight C), and keeps the GIN index out of a one-row test. A tsquery in the
 * condition is best a scalar subquery: computed once, not stemmed again for every row.
 */
function inTranslations(condition: SQL): SQL {
  return sql`((SELECT count(*) FROM recipe_translations x
    WHERE x.recipe_id = ${recipes.id} AND ${condition}) > 0)`;
}

/** Recipes whose ingredient lines in the locale do not hold the word ("zonder ui"). */
function withoutWord(word: string, locale: Locale): SQL {
  return sql`NOT ${inTranslations(
    sql`x.locale = ${locale} AND ts_filter(x.search, '{c}') @@ (SELECT to_tsquery(${textSearchConfig(locale)}::regconfig, ${operand(word, { prefix: true, weight: 'C' })}))`,
  )}`;
}

/** The conditions on `recipes` (joined with `creators`) that the term's concepts make. */
function conceptConditions(q: UnderstoodQuery, locale: Locale): SQL | undefined {
  return and(
    ...q.concepts.map(({ concept: c }) => {
      switch (c.kind) {
        case 'tag':
          return or(
            ...c.tags.map(hasTag),
            c.cuisines?.length ? inArray(recipes.cuisine, c.cuisines) : undefined,
          );
        case 'cuisine':
          return inArray(recipes.cuisine, c.cuisines);
        case 'type':
          return inArray(recipes.type, c.types);
        case 'difficulty':
          return eq(recipes.difficulty, c.difficulty);
        case 'budget':
          return eq(recipes.budget, c.budget);
      }
    }),
    q.maxMinutes === undefined ? undefined : lte(recipes.timeMinutes, q.maxMinutes),
    ...q.excludeClasses.map(withoutClass),
    ...q.excludeWords.map((w) => withoutWord(w, locale)),
  );
}

/** A recipe a text search found, with what orders the results. */
export type SearchHit = { id: number; creatorId: number; score: number };

/**
 * What a term asks of the recipes. A term of concepts only ("vegetarian", "quick dinner") is
 * `where`, conditions on `recipes` (joined with `creators`) for the caller's list. A term with
 * words to match as text is `hits`: the recipes found, within `scope` (the caller's conditions on
 * `recipes` and `creators`), at most CANDIDATE_LIMIT, best first. Undefined when the term asks
 * nothing (no word, no concept).
 */
export type RecipeSearch = { where: SQL | undefined; hits?: undefined } | { hits: SearchHit[] };

export async function recipeSearch(
  db: Db,
  term: string,
  locale: Locale,
  scope: SQL | undefined,
  vocabulary: Lexicons,
): Promise<RecipeSearch | undefined> {
  const q = understandQuery(term);
  if (isEmptyQuery(q)) return undefined;
  if (!q.words.length) return { where: conceptConditions(q, locale) };
  // The words and every ending a split could leave, stemmed at once.
  const endings = [...splitCandidates(q.words).values()].flat().map(([, tail]) => tail);
  // Several words: their GIN posting lists intersect to few rows, where the primary-key walk the
  // planner likes with a LIMIT tests row after row ("sweet potato": thousands at 100,000
  // recipes). One word: the walk finds its matches soon enough. Set with the stems' query, for
  // the hits' query, the last of the transaction.
  const stems = await stemsOf(db, [...new Set([...q.words, ...endings])], {
    indexScans: q.words.length === 1,
  });
  const { forms, unknown } = wordForms(q.words, locale, vocabulary[locale], stems);
  // A compound whose first part names a kind of dish ("groentesoep") is its last part with
  // that concept.
  const words = q.words.map((w) => {
    const split = forms.get(w)?.split;
    const concept = split && COMPOUND_HEADS.get(split[0]);
    if (!split || !concept) return w;
    applyConcept(q, concept, split[0]);
    return split[1];
  });
  const where = and(scope, conceptConditions(q, locale));
  const matches = [textMatches(words, forms, locale, where)];
  // A word no recipe of the locale contains may be the other language's ("chicken" on the Dutch
  // site, "kip" on the English one): recipes are found through their other translation too,
  // ranked below those found in the locale's own.
  // Only for a word the locale can make nothing of: no typo of a known word, no compound, in no
  // compound ("champignons" is in the Dutch "kastanjechampignons").
  const unread = unknown.filter((w) => {
    const f = forms.get(w);
    return !f?.fixes.length && !f?.split && !f?.compounds.length;
  });
  if (unread.length) {
    const other = OTHER_LOCALE[locale];
    const { forms: otherForms } = wordForms(words, other, vocabulary[other], stems);
    matches.push(textMatches(words, otherForms, other, where, OTHER_LOCALE_WEIGHT));
  }
  const hits = await queryRows<{ id: number; creator_id: number; score: number }>(
    db,
    sql`SELECT id, creator_id, max(score) AS score
        FROM (${sql.join(matches, sql` UNION ALL `)}) found
        GROUP BY id, creator_id, popularity
        ORDER BY score DESC, popularity DESC, id
        LIMIT ${CANDIDATE_LIMIT}`,
  );
  return { hits: hits.map((h) => ({ id: h.id, creatorId: h.creator_id, score: h.score })) };
}

const OTHER_LOCALE: Record<Locale, Locale> = { en: 'nl', nl: 'en' };
/** A recipe found through its other translation scores this much of what it would in its own. */
const OTHER_LOCALE_WEIGHT = 0.5;

/**
 * The recipes within `where` whose translation in `locale` matches every word, at most
 * CANDIDATE_LIMIT of them (the first found, not the best: ranking every match of a common word
 * costs more than a search may), with their score times `weight`.
 */
function textMatches(
  words: string[],
  forms: Map<string, WordForms>,
  locale: Locale,
  where: SQL | undefined,
  weight = 1,
): SQL {
  const query = textQuery(words, forms, locale);
  const inName = textQuery(words, forms, locale, 'A');
  const inNameOrIngredients = textQuery(words, forms, locale, 'AC');
  const phrase =
    words.length > 1
      ? sql` + 0.5 * (t.search @@ phraseto_tsquery(${textSearchConfig(locale)}::regconfig, ${words.join(' ')}))::int`
      : sql``;
  // The query is a constant expression: the planner folds it and uses the locale's GIN index.
  return sql`(SELECT recipes.id, recipes.creator_id, recipes.popularity,
        ${weight}::float4 * (2 * (t.search @@ (${inName}))::int + (t.search @@ (${inNameOrIngredients}))::int${phrase}) AS score
      FROM recipe_translations t
      JOIN recipes ON recipes.id = t.recipe_id
      JOIN creators ON creators.id = recipes.creator_id
      WHERE t.locale = ${locale} AND t.search @@ (${query})${where ? sql` AND ${where}` : sql``}
      LIMIT ${CANDIDATE_LIMIT})`;
}

/**
 * Runs search queries with GIN_FUZZY_LIMIT in force. With LIMIT the planner likes to walk the
 * table until enough rows match; for a word that is common but not everywhere that reads
 * thousands of rows. Search reads indexes only.
 */
export function withBoundedSearch<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return readWithSettings(
    db,
    [
      ['gin_fuzzy_search_limit', String(GIN_FUZZY_LIMIT)],
      ['enable_seqscan', 'off'],
    ],
    fn,
  );
}
