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
function bestSplit(
  candidates: [string, string][],
  known: { words: Set<string>; tails: Set<string> },
): [string, string] | undefined {
  let best: [string, string] | undefined;
  let bestScore = 0;
  for (const [h, t] of candidates) {
    if (!known.words.has(h) || !(known.words.has(t) || known.tails.has(t))) continue;
    const score = Math.min(h.length, t.length) + (known.words.has(t) ? 100 : 0);
    if (score > bestScore) [best, bestScore] = [[h, t], score];
  }
  return best;
}

/**
 * Known lexemes that contain a word or its stem inside them: Dutch writes compounds as one word,
 * so "stamppot" must find "boerenkoolstamppot", and "brood" (stem "brod") both "bananenbrod" and
 * "kaneelbroodjes", which the stemmer leaves whole. The trigram index answers the LIKE '%…%'.
 * Rows of (kind 'compound', word, value lexeme).
 */
function compoundRows(words: string[], locale: Locale): SQL {
  return sql`SELECT 'compound' AS kind, w.word, l.lexeme AS value, NULL::real AS similarity
    FROM unnest(${textArray(words)}) AS w(word)
    CROSS JOIN LATERAL (
      SELECT lexeme FROM search_lexicon
      WHERE locale = ${locale}
        AND (lexeme LIKE '%' || ${stem(sql`w.word`, locale)} || '%' OR lexeme LIKE '%' || w.word || '%')
        AND lexeme NOT LIKE ${stem(sql`w.word`, locale)} || '%'
      ORDER BY length(lexeme), lexeme
      LIMIT ${COMPOUNDS_PER_WORD}
    ) l`;
}

type Fact = {
  kind: 'unknown' | 'fix' | 'compound' | 'word' | 'tail';
  word: string;
  value: string | null;
  similarity: number | null;
};

/**
 * What the locale's recipes say about the words, in one query:
 *  - 'unknown': no recipe contains the word, not even as a prefix of a stem ("choclate",
 *    "kipcurry"); only those are corrected, and in English only those split;
 *  - 'fix': for an unknown word of MIN_TYPO_LENGTH or more, a close word recipes contain, with
 *    its pg_trgm similarity;
 *  - 'compound': a lexeme containing the word (compoundRows);
 *  - 'word' / 'tail': a split part that is a word recipes contain, or the end of one.
 */
async function lexiconFacts(
  db: Db,
  words: string[],
  parts: { heads: string[]; tails: string[] },
  locale: Locale,
): Promise<Fact[]> {
  const compoundable = words.filter((w) => w.length >= MIN_COMPOUND_PART[locale]);
  const allParts = [...new Set([...parts.heads, ...parts.tails])];
  return queryRows<Fact>(
    db,
    sql`WITH unknown AS (
          SELECT w.word FROM unnest(${textArray(words)}) AS w(word)
          WHERE NOT EXISTS (
            SELECT 1 FROM search_lexicon k
            WHERE k.locale = ${locale} AND k.lexeme LIKE ${stem(sql`w.word`, locale)} || '%'
          )
        )
        SELECT 'unknown' AS kind, word, NULL AS value, NULL::real AS similarity FROM unknown
        UNION ALL
        SELECT 'fix', u.word, l.word, l.similarity
        FROM unknown u CROSS JOIN LATERAL (
          SELECT word, similarity(word, u.word) AS similarity FROM search_words
          WHERE locale = ${locale} AND word % u.word AND similarity(word, u.word) >= ${MIN_SIMILARITY}
          ORDER BY similarity(word, u.word) DESC, word
          LIMIT ${FIXES_PER_WORD}
        ) l
        WHERE length(u.word) >= ${MIN_TYPO_LENGTH}
        ${compoundable.length ? sql`UNION ALL ${compoundRows(compoundable, locale)}` : sql``}
        ${
          allParts.length
            ? sql`UNION ALL
        SELECT 'word', p.part, NULL, NULL FROM unnest(${textArray(allParts)}) AS p(part)
        WHERE EXISTS (SELECT 1 FROM search_words WHERE locale = ${locale} AND word = p.part)
        UNION ALL
        SELECT 'tail', p.part, NULL, NULL FROM unnest(${textArray(parts.tails)}) AS p(part)
        WHERE EXISTS (
          SELECT 1 FROM search_words WHERE locale = ${locale} AND word LIKE '%' || p.part AND word <> p.part
        )`
            : sql``
        }`,
  );
}

/** How each text word may be found: besides its own stem, compounds, its parts or close words. */
type WordForms = { compounds: string[]; split?: [string, string]; fixes: string[] };

/** Words this long may be compounds. */
const SPLIT_FROM_LENGTH = 6;

async function wordForms(
  db: Db,
  words: string[],
  locale: Locale,
): Promise<{ forms: Map<string, WordForms>; unknown: string[] }> {
  const options = splitCandidates(words.filter((w) => w.length >= SPLIT_FROM_LENGTH));
  const candidates = [...options.values()].flat();
  const facts = await lexiconFacts(
    db,
    words,
    { heads: candidates.map(([h]) => h), tails: candidates.map(([, t]) => t) },
    locale,
  );
  const of = (kind: Fact['kind']) => facts.filter((f) => f.kind === kind);
  const unknown = of('unknown').map((f) => f.word);
  const fixes = of('fix').filter((f) => f.value !== null && isWord(f.value));
  const fixesOf = (w: string) => fixes.filter((f) => f.word === w);
  const compounds = new Map<string, string[]>();
  const addCompounds = (rows: Fact[]) => {
    for (const f of rows)
      if (f.value !== null && isWord(f.value))
        compounds.set(f.word, [...(compounds.get(f.word) ?? []), f.value]);
  };
  addCompounds(of('compound'));
  const known = {
    words: new Set(of('word').map((f) => f.word)),
    tails: new Set(of('tail').map((f) => f.word)),
  };
  // A near spelling of a known word, about as long, is a typo ("spagetti"), not a compound of
  // "spag" and "…etti"; "groenten" is part of "groentesoep", no spelling of it.
  const misspelt = (w: string) =>
    fixesOf(w).some(
      (f) => (f.similarity ?? 0) >= TYPO_OVER_SPLIT && Math.abs(f.value!.length - w.length) <= 2,
    );
  // Dutch writes compounds as one word: there every long word may be split, elsewhere only
  // unknown ones.
  const splits = new Map<string, [string, string]>();
  for (const [word, candidates] of options) {
    if ((locale !== 'nl' && !unknown.includes(word)) || misspelt(word)) continue;
    const split = bestSplit(candidates, known);
    if (split) splits.set(word, split);
  }
  // The compounds of a split's tail ("soep" of "groentesoep" is in "pompoensoep"): a second
  // query, for compound words only.
  const tails = [...new Set([...splits.values()].map(([, tail]) => tail))].filter(
    (t) => !compounds.has(t) && t.length >= MIN_SPLIT_PART,
  );
  if (tails.length) addCompounds(await queryRows<Fact>(db, compoundRows(tails, locale)));
  const forms = new Map<string, WordForms>();
  for (const w of [...words, ...tails])
    forms.set(w, {
      compounds: compounds.get(w) ?? [],
      split: splits.get(w),
      // A word read as a compound is no typo.
      fixes: splits.has(w) ? [] : fixesOf(w).map((f) => f.value!),
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
  const where = and(scope, conceptConditions(q, locale));
  const matches = [textMatches(words, forms, locale, where)];
  // A word no recipe of the locale contains may be the other language's ("chocolate cake" on the
  // Dutch site, "kip" on the English one): recipes are found through their other translation
  // too, ranked below those found in the locale's own.
  if (unknown.length) {
    const other = OTHER_LOCALE[locale];
    const { forms: otherForms } = await wordForms(db, words, other);
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
  const phrase =
    words.length > 1
      ? sql` + 0.5 * (t.search @@ phraseto_tsquery(${textSearchConfig(locale)}::regconfig, ${words.join(' ')}))::int`
      : sql``;
  // The query is a constant expression: the planner folds it and uses the locale's GIN index.
  return sql`(SELECT recipes.id, recipes.creator_id, recipes.popularity,
        ${weight}::float4 * (ts_rank(${RANK_WEIGHTS}::float4[], t.search, ${query}) + (t.search @@ (${inName}))::int${phrase}) AS score
      FROM recipe_translations t
      JOIN recipes ON recipes.id = t.recipe_id
      JOIN creators ON creators.id = recipes.creator_id
      WHERE t.locale = ${locale} AND t.search @@ (${query})${where ? sql` AND ${where}` : sql``}
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
