/**
 * The product words of an ingredient line (issue 15): what is left of a parsed line's `rest`
 * once preparation ('fijngehakt', 'finely chopped'), brackets, serving notes and alternatives
 * are gone, and an in-memory match of those words against the catalogue's aliases. Pure and
 * dependency-free: the API's matcher, the seed and the tests share it.
 */
import type { CatalogueItem } from './catalogue-types';

export type FoodLocale = 'en' | 'nl';

/** Lowercase, straight apostrophes, no accents ('crème fraîche' → 'creme fraiche'). */
export function normaliseFood(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[\u00a0\s]+/g, ' ')
    .trim();
}

/** Phrases that end the product words: serving notes, how it is used, what it is mixed with. */
const CUT_AT: Record<FoodLocale, RegExp> = {
  nl: /\s(?:plus|\+|voor|om|naar smaak|naar behoefte|opgelost|aangemengd|met|in|op|zonder)(?=\s|$)/u,
  en: /\s(?:plus|\+|for|to serve|to taste|as needed|dissolved|mixed with|with|in|from|without|to)(?=\s|$)/u,
};

/** Words that say how an ingredient is cut or handled, never which product it is. */
const PREPARATION = new Set(
  // Dutch
  (
    'fijngehakt fijngehakte grofgehakt grofgehakte gehakte fijngesneden grofgesneden ' +
    'fijngesnipperd fijngesnipperde gesnipperd gesnipperde fijngeknipt fijngeknipte ' +
    'fijngeraspt fijngeraspte grofgeraspt grofgeraspte geperst geperste gekneusd gekneusde ' +
    'gehalveerd gehalveerde losgeklopt losgeklopte verkruimeld verkruimelde afgespoeld ' +
    'uitgelekt uitgelekte ontdooid ontdooide optioneel heel zeer gekookte ' +
    // English
    'finely roughly coarsely thinly thickly very chopped diced minced crushed crumbled ' +
    'halved quartered sliced shredded beaten drained rinsed thawed optional softened cooked ' +
    'bone-in boneless skin-on skinless'
  ).split(' '),
);

/** Phrases that only count or pick out part of an ingredient: 'a few sprigs of thyme'. */
const FILLERS: Record<FoodLocale, RegExp> = {
  nl: /^(?:(?:een\s+)?paar\s+|wat\s+|enkele\s+)?(?:(?:blaadjes|takjes|plukjes|stukje|stuk)\s+)?/u,
  en: /^(?:(?:a\s+few|a\s+little|a\s+handful\s+of|some|a|an)\s+)?(?:(?:thumb-sized\s+)?(?:sprigs?|pieces?|knob|handful)\s+of\s+)?/u,
};

/** Phrases kept whole although they start with a preparation word (they name products). */
const KEEP_WHOLE = [
  'chopped tomatoes',
  'crushed tomatoes',
  'diced tomatoes',
  'sliced almonds',
  'shredded kale',
  'shredded coconut',
  'minced beef',
  'minced pork',
];

/**
 * Head nouns an adjective-only first alternative shares with the second: 'chicken or vegetable
 * stock' is chicken stock, 'kippen- of groentebouillon' is kippenbouillon.
 */
const SHARED_HEADS = (
  'stock bouillon fillet fillets filet filets beans bonen rice rijst vinegar azijn tofu ' +
  'lentils linzen mosterd kaas cheese flour bloem meel sugar suiker oil olie milk melk noodles ' +
  'pasta sauce saus wine wijn'
).split(' ');

function resolveAlternatives(text: string, locale: FoodLocale): string {
  const or = locale === 'nl' ? ' of ' : ' or ';
  const at = text.indexOf(or);
  if (at < 0) return text;
  const first = text.slice(0, at).trim();
  const second = text.slice(at + or.length).trim();
  const secondWords = second.split(' ');
  // Dutch compound ellipsis: 'kabeljauw- of koolvisfilet' → 'kabeljauwfilet'.
  if (first.endsWith('-')) {
    const head = secondWords[0] ?? '';
    const suffix = SHARED_HEADS.filter((h) => head.endsWith(h) && head !== h).sort(
      (a, b) => b.length - a.length,
    )[0];
    return suffix ? `${first.slice(0, -1)}${suffix}` : second;
  }
  const last = secondWords[secondWords.length - 1] ?? '';
  const firstWords = first.split(' ');
  const firstHasHead = firstWords.some((word) => SHARED_HEADS.includes(word));
  if (
    firstWords.length <= 2 &&
    !firstHasHead &&
    secondWords.length >= 2 &&
    SHARED_HEADS.includes(last)
  ) {
    return `${first} ${last}`;
  }
  return first;
}

function cleanSegment(segment: string, locale: FoodLocale): string {
  let text = ` ${segment} `.replace(/\s+/g, ' ');
  const cut = CUT_AT[locale].exec(text.trimEnd());
  if (cut) text = text.slice(0, cut.index);
  text = resolveAlternatives(text.trim(), locale);
  text = text.replace(FILLERS[locale], '');
  if (KEEP_WHOLE.some((phrase) => text === phrase || text.endsWith(` ${phrase}`))) return text;
  return text
    .split(' ')
    .filter((word) => word !== '' && !PREPARATION.has(word))
    .join(' ')
    .replace(/^[\s,.;:-]+|[\s,.;:]+$/g, '');
}

/**
 * The product words of a parsed line's `rest` ('knoflook, geperst' → 'knoflook', 'fijngehakte
 * rode ui' → 'rode ui', 'cherry tomatoes, halved' → 'cherry tomatoes'), lowercase. Empty when
 * the line names no food.
 */
export function foodName(rest: string, locale: FoodLocale): string {
  let text = normaliseFood(rest);
  // Brackets: sizes, explanations, options ('(400 g)', '(fior di latte)', '(optioneel)').
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/\([^()]*\)?/g, ' ');
  }
  text = text.replace(/\b(?:naar smaak|to taste|as needed|naar behoefte)\b/g, ' ');
  for (const segment of text.split(/[,;]/)) {
    const food = cleanSegment(segment, locale);
    if (food !== '') return food;
  }
  return '';
}

// ---------------------------------------------------------------------------------------------
// Alias match

type AliasIndex = Map<string, { item: CatalogueItem; order: number }>;

const INDEXES = new WeakMap<readonly CatalogueItem[], AliasIndex>();

function aliasIndex(items: readonly CatalogueItem[]): AliasIndex {
  const cached = INDEXES.get(items);
  if (cached) return cached;
  const index: AliasIndex = new Map();
  items.forEach((item, order) => {
    for (const alias of item.aliases) {
      const key = normaliseFood(alias);
      // The first item to claim an alias keeps it, so catalogue order settles clashes.
      if (key !== '' && !index.has(key)) index.set(key, { item, order });
    }
  });
  INDEXES.set(items, index);
  return index;
}

/**
 * The catalogue item whose alias is the longest run of whole words in `food` ('gerookt
 * paprikapoeder' → smoked paprika, not paprika); on equal length the earlier alias in the text
 * wins. Null when no alias occurs.
 */
export function aliasMatch(food: string, items: readonly CatalogueItem[]): CatalogueItem | null {
  const words = normaliseFood(food)
    .split(/[\s,;:!?()]+/)
    .map((w) => w.replace(/^['"]+|['".]+$/g, ''))
    .filter(Boolean);
  if (words.length === 0) return null;
  const index = aliasIndex(items);
  let best: { item: CatalogueItem; length: number; start: number } | null = null;
  for (let start = 0; start < words.length; start += 1) {
    for (let end = start + 1; end <= words.length; end += 1) {
      const phrase = words.slice(start, end).join(' ');
      const hit = index.get(phrase);
      if (!hit) continue;
      if (!best || phrase.length > best.length) {
        best = { item: hit.item, length: phrase.length, start };
      }
    }
  }
  return best?.item ?? null;
}
