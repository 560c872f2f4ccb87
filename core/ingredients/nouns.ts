/**
 * Counted things in ingredient lines ('1 egg' → '2 eggs', '2 rode uien' → '1 rode ui',
 * '1 gedroogd rood pepertje' → '2 gedroogde rode pepertjes'). Only words in these small lists
 * (and Dutch diminutives) change; anything else is left as written.
 */
import type { Locale } from '../locale';
import { matchCase } from './units';

// --- English ---------------------------------------------------------------------------------

const EN_IRREGULAR: ReadonlyMap<string, string> = new Map(
  Object.entries({
    leaf: 'leaves',
    loaf: 'loaves',
    half: 'halves',
    tomato: 'tomatoes',
    potato: 'potatoes',
    mango: 'mangoes',
    chilli: 'chillies',
    chili: 'chilies',
  }),
);

const EN_NOUNS = (
  'egg yolk white onion shallot lemon lime orange apple pear banana avocado mango tomato potato ' +
  'pepper chilli chili courgette zucchini aubergine eggplant cucumber carrot parsnip leek leaf ' +
  'sprig stick stalk bulb head fillet breast thigh drumstick wing steak chop sausage tortilla ' +
  'wrap pitta bread roll bun bagel date fig olive radish gherkin scallop prawn shank cube tin ' +
  'can jar packet sachet ball scoop sheet slice square strip piece cauliflower squash celeriac ' +
  'lettuce cabbage peppercorn pod loaf baguette ciabatta chicken clove mussel clam oyster ' +
  'beetroot peach plum apricot nectarine kiwi clementine tangerine grapefruit melon pineapple ' +
  'cutlet burger patty pancake crêpe cracker biscuit cookie'
).split(' ');

function pluralEn(word: string): string {
  const irregular = EN_IRREGULAR.get(word);
  if (irregular) return irregular;
  if (/(?:s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

const EN_PAIRS: [string, string][] = EN_NOUNS.map((w) => [w, pluralEn(w)]);

// --- Dutch -----------------------------------------------------------------------------------

/** singular/plural; a leading '*' lets the pair end a compound ('kipfilet', 'stoofperen'). */
const NL_NOUNS = (
  'ei/eieren eidooier/eidooiers *eiwit/eiwitten *ui/uien *sjalot/sjalotten *citroen/citroenen ' +
  '*limoen/limoenen *aardappel/aardappelen *appel/appels *peer/peren *banaan/bananen ' +
  "*avocado/avocado's *mango/mango's *tomaat/tomaten *paprika/paprika's *peper/pepers " +
  '*courgette/courgettes *aubergine/aubergines *komkommer/komkommers *wortel/wortels ' +
  '*peen/penen prei/preien *filet/filets *dij/dijen *worst/worsten *blad/bladeren ' +
  '*knol/knollen *kool/kolen *pompoen/pompoenen *schenkel/schenkels *schelp/schelpen ' +
  '*haring/haringen *baars/baarzen augurk/augurken radijs/radijzen *dadel/dadels ' +
  '*olijf/olijven *entrecote/entrecotes *biefstuk/biefstukken *karbonade/karbonades ' +
  "*nagel/nagels *korrel/korrels *tortilla/tortilla's *wrap/wraps *champignon/champignons " +
  "*garnaal/garnalen *gamba/gamba's *mossel/mosselen ciabatta/ciabatta's *brood/broden " +
  "kip/kippen *perzik/perziken *pruim/pruimen *kiwi/kiwi's *mandarijn/mandarijnen " +
  '*meloen/meloenen *ananas/ananassen *burger/burgers *pannenkoek/pannenkoeken *vijg/vijgen'
)
  .split(' ')
  .map((entry) => {
    const compound = entry.startsWith('*');
    const [singular = '', plural = ''] = entry.replace('*', '').split('/');
    return { singular, plural, compound };
  })
  .sort((a, b) => b.singular.length - a.singular.length);

/** Words that take 'het': their adjectives lose the -e in the singular ('een klein blikje'). */
const NL_HET = ['ei', 'eiwit', 'stuk', 'vel', 'blik', 'pak'];
const NL_HET_ENDINGS = ['blad', 'brood'];

/** Dutch adjectives: bare form and the -e form used before plurals and 'de' words. */
const NL_ADJECTIVES: ReadonlyMap<string, string> = new Map(
  (
    'klein/kleine groot/grote middelgroot/middelgrote rood/rode geel/gele groen/groene ' +
    'wit/witte zwart/zwarte heel/hele vers/verse zoet/zoete zuur/zure rijp/rijpe ' +
    'overrijp/overrijpe dik/dikke dun/dunne oud/oude jong/jonge gedroogd/gedroogde ' +
    'gerookt/gerookte gekookt/gekookte hardgekookt/hardgekookte gepeld/gepelde ' +
    'stevig/stevige mager/magere lekker/lekkere flink/flinke ruim/ruime'
  )
    .split(' ')
    .map((pair) => pair.split('/') as [string, string]),
);
const NL_INFLECTED = new Map([...NL_ADJECTIVES].map(([bare, e]) => [e, bare]));
/** 'heel verse eieren': 'heel' means 'very' before another adjective and never changes. */
const NL_INTENSIFIERS = new Set(['heel', 'zeer', 'erg', 'extra']);

// --- Shared ----------------------------------------------------------------------------------

export type NounForms = { singular: string; plural: string; het: boolean };

const APOSTROPHES = /[’‘]/g;

/** The singular and plural of a counted noun, or undefined when it is not a known one. */
export function nounForms(word: string, locale: Locale): NounForms | undefined {
  const lower = word.toLowerCase().replace(APOSTROPHES, "'");
  const dash = lower.lastIndexOf('-');
  const head = dash >= 0 ? lower.slice(dash + 1) : lower;
  const lead = word.slice(0, dash + 1);
  const own = locale === 'nl' ? dutchForms(head) : englishForms(head);
  const found = own ?? (locale === 'nl' ? englishForms(head) : dutchForms(head));
  if (!found) return undefined;
  return { ...found, singular: lead + found.singular, plural: lead + found.plural };
}

function englishForms(word: string): NounForms | undefined {
  const pair = EN_PAIRS.find(([s, p]) => s === word || p === word);
  return pair ? { singular: pair[0], plural: pair[1], het: false } : undefined;
}

function dutchForms(word: string): NounForms | undefined {
  for (const { singular, plural, compound } of NL_NOUNS) {
    for (const form of [plural, singular]) {
      const matches = compound ? word.endsWith(form) : word === form;
      if (!matches) continue;
      const stem = word.slice(0, word.length - form.length);
      const het = NL_HET.includes(singular) || NL_HET_ENDINGS.some((h) => singular.endsWith(h));
      return { singular: stem + singular, plural: stem + plural, het };
    }
  }
  // Diminutives: '-je' singular, '-jes' plural, always 'het'.
  if (word.length > 4 && word.endsWith('jes')) {
    return { singular: word.slice(0, -1), plural: word, het: true };
  }
  if (word.length > 3 && word.endsWith('je'))
    return { singular: word, plural: `${word}s`, het: true };
  return undefined;
}

/** A word to replace in the line: [start, end, replacement]. */
export type WordEdit = [number, number, string];

type Word = { start: number; end: number; text: string };

const WORD = /[\p{L}'’-]+/gu;
/** Where the name of the counted thing ends: '1 onion, chopped', '2 limes (…)', '1 ei plus …'. */
const PHRASE_END =
  /[,;:(]|\s(?:or|of|plus|with|and|for|to|in|into|from|without|such|about|en|met|voor|om|van|zonder|bijv|tot|uit|op)(?=[\s.])/iu;

function wordsIn(text: string, from: number, to: number): Word[] {
  const out: Word[] = [];
  for (const m of text.slice(from, to).matchAll(WORD)) {
    const start = from + (m.index ?? 0);
    out.push({ start, end: start + m[0].length, text: m[0] });
  }
  return out;
}

/** The end of the noun phrase that starts at `from`. */
export function phraseEnd(text: string, from: number): number {
  const m = PHRASE_END.exec(text.slice(from));
  return m ? from + (m.index ?? 0) : text.length;
}

/** Whether the phrase at `from` ends in a counted noun ('1 egg yolk' after 'plus'). */
export function endsWithNoun(text: string, from: number, locale: Locale): boolean {
  const head = wordsIn(text, from, phraseEnd(text, from)).at(-1);
  return head !== undefined && nounForms(head.text, locale) !== undefined;
}

/** Whether the first word at `from` is a counted noun ('an egg', 'een ui'). */
export function startsWithNoun(text: string, from: number, locale: Locale): boolean {
  const first = wordsIn(text, from, phraseEnd(text, from))[0];
  return first !== undefined && first.start === from && nounForms(first.text, locale) !== undefined;
}

/**
 * Edits that make the phrase at `from` agree with `value`: the last word if it is a known noun,
 * and (Dutch) the adjectives before it.
 */
export function inflectPhrase(
  text: string,
  from: number,
  value: number,
  locale: Locale,
): WordEdit[] {
  const words = wordsIn(text, from, phraseEnd(text, from));
  // 'beef stock cube dissolved in …': an English participle after the noun is not the noun.
  while (locale === 'en' && words.length > 1 && /ed$/i.test(words.at(-1)?.text ?? '')) {
    words.pop();
  }
  const head = words.at(-1);
  if (!head) return [];
  const forms = nounForms(head.text, locale);
  if (!forms) return [];
  const plural = value > 1;
  const edits: WordEdit[] = [];
  const target = plural ? forms.plural : forms.singular;
  const current = head.text.replace(APOSTROPHES, "'").toLowerCase();
  if (current !== target.toLowerCase()) {
    edits.push([head.start, head.end, matchCase(head.text, target)]);
  }
  edits.push(...agreeAdjectives(words.slice(0, -1), plural, forms.het, locale));
  return edits;
}

/** Dutch adjective endings before a noun: 'klein blikje' ↔ 'kleine blikjes'. */
export function agreeAdjectives(
  words: readonly Word[],
  plural: boolean,
  het: boolean,
  locale: Locale,
): WordEdit[] {
  if (locale !== 'nl') return [];
  const edits: WordEdit[] = [];
  words.forEach((word, i) => {
    const lower = word.text.toLowerCase();
    const next = words[i + 1]?.text.toLowerCase();
    const beforeAdjective =
      next !== undefined && (NL_ADJECTIVES.has(next) || NL_INFLECTED.has(next));
    if (NL_INTENSIFIERS.has(lower) && beforeAdjective) return;
    let replacement: string | undefined;
    if (plural) replacement = NL_ADJECTIVES.get(lower);
    else if (het) replacement = NL_INFLECTED.get(lower);
    if (replacement !== undefined && replacement !== lower) {
      edits.push([word.start, word.end, matchCase(word.text, replacement)]);
    }
  });
  return edits;
}

/** Words of the text between two positions (for adjectives before a unit). */
export function wordsBetween(text: string, from: number, to: number): Word[] {
  return wordsIn(text, from, to);
}
