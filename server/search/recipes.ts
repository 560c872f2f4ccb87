import { and, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { recipes, type Locale } from '../db/schema';
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
 *  2. compounds that contain it ("stamppot" → boerenkoolstamppot), from `search_lexicon`;
 *  3. for a word no recipe contains: its parts when it is a compound of known words
 *     ("kipcurry" → kip & curry), else the close words recipes do contain ("choclate" →
 *     chocolate), from `search_words` with pg_trgm.
 * All words are required. The matching stops after CANDIDATE_LIMIT rows and only those are
 * ranked — name above ingredients above description, all words in the name first, the words as
 * a phrase next — so a very common word costs a bounded amount of work however many recipes
 * contain it.
 */
export const CANDIDATE_LIMIT = 200;
/**
 * GIN's own bound: an index scan for a very common word returns about this many rows (a sample)
 * instead of every match. Set per transaction, so filters on other GIN indexes stay exact.
 */
export const GIN_FUZZY_LIMIT = 3000;
const FIXES_PER_WORD = 3;
/** Typo candidates must be at least this similar (pg_trgm similarity, 0–1). */
const MIN_SIMILARITY = 0.4;
/** An unknown word this similar to a known one is read as its typo, never split as a compound. */
const TYPO_OVER_SPLIT = 0.5;
/** Words shorter than this carry too few trigrams to correct. */
const MIN_TYPO_LENGTH = 4;
/**
 * Compound words contain the searched word: only for words at least this long ("soep" is in
 * "pompoensoep"; English "cake" must not find "pancake").
 */
const MIN_COMPOUND_PART: Record<Locale, number> = { nl: 4, en: 5 };
const COMPOUNDS_PER_WORD = 16;
/** Parts of a split compound are at least this long: vis + soep, kip + curry. */
const MIN_SPLIT_PART = 3;
/**
 * ts_rank's weights for {D, C, B, A}: the name (A) counts most, then the ingredients (C), then
 * the description (B).
 */
const RANK_WEIGHTS = '{0.05, 0.4, 0.2, 1.0}';

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

/**
 * Words no recipe of the locale contains, not even as a prefix of a stem ("choclate",
 * "kipcurry"): only those are corrected or split.
 */
async function unknownWords(db: Db, words: string[], locale: Locale): Promise<string[]> {
  if (!words.length) return [];
  const rows = await queryRows<{ word: string }>(
    db,
    sql`SELECT w.word FROM unnest(${textArray(words)}) AS w(word)
        WHERE NOT EXISTS (
          SELECT 1 FROM search_lexicon k
          WHERE k.locale = ${locale}
            AND k.lexeme LIKE ${stem(sql`w.word`, locale)} || '%'
        )`,
  );
  return rows.map((r) => r.word);
}

/**
 * Close words recipes of the locale contain, best first, with their similarity, for each unknown
 * word long enough to carry a typo.
 */
async function typoFixes(
  db: Db,
  words: string[],
  locale: Locale,
): Promise<Map<string, { fix: string; similarity: number }[]>> {
  const candidates = words.filter((w) => w.length >= MIN_TYPO_LENGTH);
  const fixes = new Map<string, { fix: string; similarity: number }[]>();
  if (!candidates.length) return fixes;
  const rows = await queryRows<{ word: string; fix: string; similarity: number }>(
    db,
    sql`SELECT w.word, l.word AS fix, l.similarity
        FROM unnest(${textArray(candidates)}) AS w(word)
        CROSS JOIN LATERAL (
          SELECT word, similarity(word, w.word) AS similarity FROM search_words
          WHERE locale = ${locale} AND word % w.word AND similarity(word, w.word) >= ${MIN_SIMILARITY}
          ORDER BY similarity(word, w.word) DESC, word
          LIMIT ${FIXES_PER_WORD}
        ) l`,
  );
  for (const { word, fix, similarity } of rows)
    if (isWord(fix)) fixes.set(word, [...(fixes.get(word) ?? []), { fix, similarity }]);
  return fixes;
}

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

/**
 * Splits compound words into two parts recipes of the locale contain: kipcurry → kip + curry,
 * groentesoep → groente + soep, kippensoep → kip + soep, kipwraps → kip + wraps (as in
 * "shoarmawraps"). The head must be a word of its own, the tail a word or the end of one; the
 * split with the longest shorter part wins, whole words before word ends. The dictionary is the
 * catalogue's own vocabulary (`search_words`), so it knows every ingredient and dish a recipe
 * names, in the words cooks use.
 */
async function compoundSplits(
  db: Db,
  words: string[],
  locale: Locale,
): Promise<Map<string, [string, string]>> {
  const options = new Map<string, [string, string][]>();
  for (const word of words) {
    const splits: [string, string][] = [];
    for (let i = MIN_SPLIT_PART; i <= word.length - MIN_SPLIT_PART; i++)
      for (const head of headForms(word.slice(0, i))) splits.push([head, word.slice(i)]);
    if (splits.length) options.set(word, splits);
  }
  const splits = new Map<string, [string, string]>();
  const heads = [...new Set([...options.values()].flat().map(([head]) => head))];
  const tails = [...new Set([...options.values()].flat().map(([, tail]) => tail))];
  if (!heads.length) return splits;
  const rows = await queryRows<{ part: string; word: boolean; tail: boolean }>(
    db,
    sql`SELECT p.part,
          EXISTS (SELECT 1 FROM search_words WHERE locale = ${locale} AND word = p.part) AS word,
          p.part = ANY(${textArray(tails)}) AND EXISTS (
            SELECT 1 FROM search_words WHERE locale = ${locale} AND word LIKE '%' || p.part AND word <> p.part
          ) AS tail
        FROM unnest(${textArray([...new Set([...heads, ...tails])])}) AS p(part)`,
  );
  const word = new Set(rows.filter((r) => r.word).map((r) => r.part));
  const tail = new Set(rows.filter((r) => r.tail).map((r) => r.part));
  for (const [compound, candidates] of options) {
    let best: [string, string] | undefined;
    let bestScore = 0;
    for (const [h, t] of candidates) {
      if (!word.has(h) || !(word.has(t) || tail.has(t))) continue;
      const score = Math.min(h.length, t.length) + (word.has(t) ? 100 : 0);
      if (score > bestScore) [best, bestScore] = [[h, t], score];
    }
    if (best) splits.set(compound, best);
  }
  return splits;
}

/**
 * Known lexemes that contain a word or its stem inside them: Dutch writes compounds as one word,
 * so "stamppot" must find "boerenkoolstamppot", and "brood" (stem "brod") both "bananenbrod" and
 * "kaneelbroodjes", which the stemmer leaves whole. The trigram index answers the LIKE '%…%'.
 */
async function compoundsContaining(
  db: Db,
  words: string[],
  locale: Locale,
): Promise<Map<string, string[]>> {
  const candidates = words.filter((w) => w.length >= MIN_COMPOUND_PART[locale]);
  const found = new Map<string, string[]>();
  if (!candidates.length) return found;
  const rows = await queryRows<{ word: string; lexeme: string }>(
    db,
    sql`SELECT w.word, l.lexeme
        FROM unnest(${textArray(candidates)}) AS w(word)
        CROSS JOIN LATERAL (
          SELECT lexeme FROM search_lexicon
          WHERE locale = ${locale}
            AND (lexeme LIKE '%' || ${stem(sql`w.word`, locale)} || '%' OR lexeme LIKE '%' || w.word || '%')
            AND lexeme NOT LIKE ${stem(sql`w.word`, locale)} || '%'
          ORDER BY length(lexeme), lexeme
          LIMIT ${COMPOUNDS_PER_WORD}
        ) l`,
  );
  for (const { word, lexeme } of rows)
    if (isWord(lexeme)) found.set(word, [...(found.get(word) ?? []), lexeme]);
  return found;
}

/** How each text word may be found: besides its own stem, compounds, its parts or close words. */
type WordForms = { compounds: string[]; split?: [string, string]; fixes: string[] };

/** Dutch writes compounds as one word: there every long word may be split, elsewhere only unknown ones. */
const SPLIT_FROM_LENGTH = 6;

async function wordForms(
  db: Db,
  words: string[],
  locale: Locale,
): Promise<{ forms: Map<string, WordForms>; unknown: string[] }> {
  // One after the other: inside a transaction they share a single connection anyway.
  const unknown = await unknownWords(db, words, locale);
  const fixes = await typoFixes(db, unknown, locale);
  // A near spelling of a known word, about as long, is a typo ("spagetti"), not a compound of
  // "spag" and "…etti"; "groenten" is part of "groentesoep", no spelling of it.
  const misspelt = (w: string) =>
    (fixes.get(w) ?? []).some(
      (f) => f.similarity >= TYPO_OVER_SPLIT && Math.abs(f.fix.length - w.length) <= 2,
    );
  const splittable = (
    locale === 'nl' ? words.filter((w) => w.length >= SPLIT_FROM_LENGTH) : unknown
  ).filter((w) => !misspelt(w));
  const splits = await compoundSplits(db, splittable, locale);
  const tails = [...splits.values()].map(([, tail]) => tail);
  const compounds = await compoundsContaining(db, [...new Set([...words, ...tails])], locale);
  const forms = new Map<string, WordForms>();
  for (const w of [...words, ...tails])
    forms.set(w, {
      compounds: compounds.get(w) ?? [],
      split: splits.get(w),
      // A word read as a compound is no typo.
      fixes: splits.has(w) ? [] : (fixes.get(w) ?? []).map((f) => f.fix),
    });
  return { forms, unknown };
}

/**
 * The tsquery of one word: its stem as a prefix, close words, and compounds containing it (as
 * 'simple' lexemes: they are stems already); a split word also as its head (the stem itself:
 * "groente" is not "groentebouillon") and its tail's forms.
 */
function wordQuery(word: string, forms: Map<string, WordForms>, locale: Locale, weight?: 'A'): SQL {
  const cfg = textSearchConfig(locale);
  const f = forms.get(word) ?? { compounds: [], fixes: [] };
  const dishNames = DISH_NAMES[word];
  // A dish ("pasta", "soep") is what a recipe is called, not what its text mentions: "the joy of
  // pasta" in a description or "amandelpasta" among the ingredients make no pasta dish.
  const where = dishNames ? 'A' : weight;
  const inConfig = [word, ...f.fixes, ...(SYNONYMS[word] ?? [])].map((w) =>
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
        : sql`(to_tsquery(${cfg}::regconfig, ${operand(head)}) && ${tailQuery})`,
    );
  }
  return sql`(${sql.join(options, sql` || `)})`;
}

/** The tsquery for the text words, all required; with `weight`, only in that part ('A': the name). */
function textQuery(
  words: string[],
  forms: Map<string, WordForms>,
  locale: Locale,
  weight?: 'A',
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
  const contains = sql`EXISTS (SELECT 1 FROM recipe_translations x WHERE x.recipe_id = ${recipes.id}
    AND CASE WHEN x.locale = 'nl' THEN x.search @@ to_tsquery('dutch', ${classQueryText(ingredientClass, 'nl')})
        ELSE x.search @@ to_tsquery('english', ${classQueryText(ingredientClass, 'en')}) END)`;
  return or(sql`NOT ${contains}`, ...unlessTags.map(hasTag))!;
}

/** Recipes whose ingredient lines in the locale do not hold the word ("zonder ui"). */
function withoutWord(word: string, locale: Locale): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM recipe_translations x WHERE x.recipe_id = ${recipes.id}
    AND x.locale = ${locale}
    AND x.search @@ to_tsquery(${textSearchConfig(locale)}::regconfig, ${operand(word, { prefix: true, weight: 'C' })}))`;
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

/**
 * What a term asks of the recipes: `where`, conditions on `recipes` (joined with `creators`), and
 * `candidates`, a derived table of (recipe_id, score) to join and order by when words are left to
 * match as text. Undefined when the term asks nothing (no word, no concept).
 */
export type RecipeSearch = { where?: SQL; candidates?: SQL };

export async function recipeSearch(
  db: Db,
  term: string,
  locale: Locale,
): Promise<RecipeSearch | undefined> {
  const q = understandQuery(term);
  if (isEmptyQuery(q)) return undefined;
  if (!q.words.length) return { where: conceptConditions(q, locale) };
  const { forms, unknown } = await wordForms(db, q.words, locale);
  // A compound whose first part names a kind of dish ("groentesoep") is its last part with
  // that concept.
  const words = q.words.map((w) => {
    const split = forms.get(w)?.split;
    const concept = split && COMPOUND_HEADS[split[0]];
    if (!split || !concept) return w;
    applyConcept(q, concept, split[0]);
    return split[1];
  });
  const matches = [textMatches(words, forms, locale)];
  // A word no recipe of the locale contains may be the other language's ("chocolate cake" on the
  // Dutch site, "kip" on the English one): recipes are found through their other translation
  // too, ranked below those found in the locale's own.
  if (unknown.length) {
    const other = OTHER_LOCALE[locale];
    const { forms: otherForms } = await wordForms(db, words, other);
    matches.push(textMatches(words, otherForms, other, OTHER_LOCALE_WEIGHT));
  }
  const candidates =
    matches.length === 1
      ? matches[0]!
      : sql`(SELECT recipe_id, max(score) AS score
          FROM (${sql.join(matches, sql` UNION ALL `)}) found GROUP BY recipe_id)`;
  return { where: conceptConditions(q, locale), candidates };
}

const OTHER_LOCALE: Record<Locale, Locale> = { en: 'nl', nl: 'en' };
/** A recipe found through its other translation scores this much of what it would in its own. */
const OTHER_LOCALE_WEIGHT = 0.5;

/**
 * A derived table of (recipe_id, score): the translations in `locale` matching every word, at
 * most CANDIDATE_LIMIT of them, scored — times `weight`.
 */
function textMatches(
  words: string[],
  forms: Map<string, WordForms>,
  locale: Locale,
  weight = 1,
): SQL {
  const query = textQuery(words, forms, locale);
  const inName = textQuery(words, forms, locale, 'A');
  const phrase =
    words.length > 1
      ? sql` + 0.5 * (search @@ phraseto_tsquery(${textSearchConfig(locale)}::regconfig, ${words.join(' ')}))::int`
      : sql``;
  // The query is a constant expression: the planner folds it and uses the locale's GIN index.
  return sql`(SELECT recipe_id,
        ${weight}::float4 * (ts_rank(${RANK_WEIGHTS}::float4[], search, ${query}) + (search @@ (${inName}))::int${phrase}) AS score
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
