/**
 * What a search term means (issue 16): its words split into concepts — tags, meal types,
 * cuisines, difficulty, budget, a time limit, ingredients or ingredient classes to leave out —
 * and the words left to match as text. Pure and synchronous: no database, the same answer for
 * the recipe list's `s` and the search screen.
 *
 *   "pasta zonder vlees"    → text [pasta], excluded class meat
 *   "quick dinner"          → type dinner, at most 30 minutes
 *   "onder 30 minuten"      → at most 30 minutes
 *   "vegatarisch" (a typo)  → tag vegetarian
 *   "curry without coconut" → text [curry], excluded word coconut
 */
import { distance } from 'fastest-levenshtein';
import {
  CLASS_NAMES,
  FREE_OF,
  NEGATIONS,
  STOP_WORDS,
  TIME_BOUNDS,
  TIME_UNITS,
  VOCABULARY,
  type Concept,
  type IngredientClass,
} from './vocabulary';

/** At most this many words of a term are read: a longer term is no longer a search. */
export const MAX_WORDS = 8;

export type UnderstoodQuery = {
  /** Words to match as text, in order. */
  words: string[];
  /** Concepts a recipe must match, each with the phrase that named it. */
  concepts: { concept: Exclude<Concept, { kind: 'exclude' } | { kind: 'time' }>; phrase: string }[];
  maxMinutes?: number;
  excludeClasses: IngredientClass[];
  /** Ingredient words to leave out ("zonder ui"). */
  excludeWords: string[];
};

/** Letters and digits only, lower-cased: safe to quote into a tsquery. */
export function searchWords(term: string): string[] {
  return (
    term
      .toLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_WORDS);
}

const PHRASES = new Map<string, Concept>();
for (const entry of VOCABULARY)
  for (const phrase of entry.phrases) if (!PHRASES.has(phrase)) PHRASES.set(phrase, entry.concept);
const LONGEST_PHRASE = Math.max(...[...PHRASES.keys()].map((p) => p.split(' ').length));
/** Single-word phrases, for typos: "vegatarisch" is "vegetarisch". */
const SINGLE_WORDS = [...PHRASES.keys()].filter((p) => !p.includes(' '));

/**
 * Edits a word may be away from a vocabulary word and still mean it. Short words get none:
 * "diner" is a word, not a typo of "dinner", and "side" is not "slide".
 */
const allowedEdits = (word: string) => (word.length >= 9 ? 2 : word.length >= 6 ? 1 : 0);

/** The vocabulary word `word` is a typo of, if exactly one is closest. */
function closeVocabularyWord(word: string): string | undefined {
  const edits = allowedEdits(word);
  if (!edits || /\d/.test(word)) return undefined;
  let best: string | undefined;
  let bestDistance = edits + 1;
  for (const candidate of SINGLE_WORDS) {
    if (Math.abs(candidate.length - word.length) > edits) continue;
    const d = distance(candidate, word);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** The longest vocabulary phrase starting at `i`, as [concept, phrase, words used]. */
function phraseAt(tokens: string[], i: number): [Concept, string, number] | undefined {
  for (let n = Math.min(LONGEST_PHRASE, tokens.length - i); n >= 1; n--) {
    const phrase = tokens.slice(i, i + n).join(' ');
    const concept = PHRASES.get(phrase);
    if (concept) return [concept, phrase, n];
  }
  return undefined;
}

/** Words that join what a negation leaves out: "zonder ui en knoflook". */
const AND = new Set(['and', 'en', 'or', 'of', 'nor', 'noch']);

/** Words between a bound or a negation and what it applies to: "binnen een uur", "zonder de vis". */
const FILLERS = new Set(['a', 'an', 'the', 'any', 'een', 'de', 'het', 'enige']);

/**
 * A time bound starting at `i` ("under 30 minutes", "20 min", "binnen een half uur", "under an
 * hour"), as [minutes, words used].
 */
function timeAt(tokens: string[], i: number): [number, number] | undefined {
  let j = i;
  const bound = TIME_BOUNDS.find((b) => tokens.slice(i, i + b.split(' ').length).join(' ') === b);
  if (bound) {
    j += bound.split(' ').length;
    while (FILLERS.has(tokens[j] ?? '')) j++;
    // "binnen een half uur", "within a quarter hour", "under an hour"
    const phrase = phraseAt(tokens, j);
    if (phrase?.[0].kind === 'time') return [phrase[0].maxMinutes, j - i + phrase[2]];
    const unit = TIME_UNITS.get(tokens[j] ?? '');
    if (unit !== undefined && unit >= 60) return [unit, j - i + 1];
  }
  const number = tokens[j];
  if (number === undefined || !/^\d{1,4}$/.test(number)) return undefined;
  const unit = tokens[j + 1];
  const perUnit = unit === undefined ? undefined : TIME_UNITS.get(unit);
  // A bare number is a time only after a bound and at the end: "under 30"; "4 persons",
  // "onder 10 euro" and "onder 3" are not.
  if (perUnit === undefined && (!bound || unit !== undefined || Number(number) < 5))
    return undefined;
  const minutes = Number(number) * (perUnit ?? 1);
  if (minutes < 1) return undefined;
  return [minutes, j - i + 1 + (perUnit === undefined ? 0 : 1)];
}

/** What follows a negation: a class ("vlees", "fish") or an ingredient word. */
function excluded(word: string): { ingredientClass: IngredientClass } | { word: string } {
  const ingredientClass = CLASS_NAMES.get(word);
  return ingredientClass ? { ingredientClass } : { word };
}

/** Adds what a concept asks to an understood query (in place). */
export function applyConcept(q: UnderstoodQuery, concept: Concept, phrase: string): void {
  if (concept.kind === 'time')
    q.maxMinutes = Math.min(q.maxMinutes ?? Infinity, concept.maxMinutes);
  else if (concept.kind === 'exclude') {
    if (!q.excludeClasses.includes(concept.ingredientClass))
      q.excludeClasses.push(concept.ingredientClass);
  } else q.concepts.push({ concept, phrase });
}

export function understandQuery(term: string): UnderstoodQuery {
  // "30min" is "30 min".
  const tokens = searchWords(term).flatMap((t) => t.split(/(?<=\d)(?=\p{L})|(?<=\p{L})(?=\d)/u));
  const out: UnderstoodQuery = { words: [], concepts: [], excludeClasses: [], excludeWords: [] };
  const exclude = (what: ReturnType<typeof excluded>) => {
    if ('ingredientClass' in what) applyConcept(out, { kind: 'exclude', ...what }, '');
    else if (!out.excludeWords.includes(what.word)) out.excludeWords.push(what.word);
  };
  const limitTime = (maxMinutes: number) => applyConcept(out, { kind: 'time', maxMinutes }, '');
  const addConcept = (concept: Concept, phrase: string) => applyConcept(out, concept, phrase);
  const text: string[] = [];

  for (let i = 0; i < tokens.length;) {
    const token = tokens[i]!;
    const time = timeAt(tokens, i);
    if (time) {
      limitTime(time[0]);
      i += time[1];
      continue;
    }
    const phrase = phraseAt(tokens, i);
    if (phrase) {
      addConcept(phrase[0], phrase[1]);
      i += phrase[2];
      continue;
    }
    const next = tokens[i + 1];
    // "zonder vlees", "without any nuts", "zonder ui en knoflook"
    if (NEGATIONS.includes(token)) {
      let j = i + 1;
      while (FILLERS.has(tokens[j] ?? '')) j++;
      const target = tokens[j];
      if (target !== undefined && !STOP_WORDS.has(target)) {
        exclude(excluded(target));
        j++;
        // "… en knoflook"; "… en zonder ei" is the next negation's.
        while (
          AND.has(tokens[j] ?? '') &&
          tokens[j + 1] !== undefined &&
          !STOP_WORDS.has(tokens[j + 1]!) &&
          !NEGATIONS.includes(tokens[j + 1]!)
        ) {
          exclude(excluded(tokens[j + 1]!));
          j += 2;
        }
        i = j;
        continue;
      }
    }
    // "meat free", "suiker vrij"
    if (next !== undefined && FREE_OF.includes(next) && !STOP_WORDS.has(token)) {
      exclude(excluded(token));
      i += 2;
      continue;
    }
    // "suikervrij", "notenvrije", "sugarfree"
    const glued = /^(\p{L}{2,}?)(vrije?|free)$/u.exec(token);
    if (glued) {
      exclude(excluded(glued[1]!));
      i += 1;
      continue;
    }
    const typo = closeVocabularyWord(token);
    if (typo) {
      addConcept(PHRASES.get(typo)!, typo);
      i += 1;
      continue;
    }
    text.push(token);
    i += 1;
  }

  const meaningful = text.filter(
    (w) => !STOP_WORDS.has(w) && !NEGATIONS.includes(w) && !FREE_OF.includes(w),
  );
  const understood =
    out.concepts.length ||
    out.maxMinutes !== undefined ||
    out.excludeClasses.length ||
    out.excludeWords.length;
  // A term of stop words only ("the", "met") is searched as it is.
  out.words = meaningful.length || understood ? meaningful : text;
  return out;
}

/** The term means nothing a recipe could match: no word, no concept. */
export function isEmptyQuery(q: UnderstoodQuery): boolean {
  return (
    !q.words.length &&
    !q.concepts.length &&
    q.maxMinutes === undefined &&
    !q.excludeClasses.length &&
    !q.excludeWords.length
  );
}
