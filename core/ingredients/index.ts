/**
 * Ingredient lines for the servings stepper: read the amount and unit at the start of a line
 * ('2 el chiazaad', '1½ cups flour', '2-3 teentjes knoflook', 'halve ui', '1 (400 g) tin …')
 * and write the line again for another number of servings. Pure and dependency-free, so it
 * runs in client components. Lines it cannot read ('zout en peper', 'snufje zout') stay as
 * written.
 */
import type { Locale } from '../locale';
import {
  agreeAdjectives,
  endsWithNoun,
  inflectPhrase,
  nounForms,
  startsWithNoun,
  wordsBetween,
  type WordEdit,
} from './nouns';
import {
  formatCount,
  formatDecimal,
  formatMeasure,
  formatPlain,
  NUMBER_SOURCE,
  readNumeric,
  roundBase,
  VULGAR_CHARS,
  type Quantity,
  type ReadQuantity,
  type Rounded,
} from './numbers';
import { inflectUnit, lookupUnit, UNIT_ADJECTIVES, type UnitDef, type UnitKind } from './units';

export type { Quantity } from './numbers';
export type { UnitKind } from './units';

export type ParsedIngredient = {
  /** The line as given. */
  text: string;
  /** Words before the amount: 'juice of' in 'juice of 1 lemon'; usually ''. */
  prefix: string;
  /**
   * The leading amount; null when the line has none ('zout en peper', 'snufje zout'). One pack
   * when only its size is written ('400 g tin chopped tomatoes' → 1, size '400 g', unit 'tin').
   */
  quantity: Quantity | null;
  /**
   * Canonical unit key in the line's language: 'g' (g, gr, gram, grams), 'kg', 'ml', 'l', 'el'
   * (el, eetlepel, eetlepels), 'tbsp', 'tl', 'tsp', 'cup', 'clove', 'teentje', 'stuk', 'tin',
   * 'blik', 'pinch', 'snufje', 'bunch', 'bos', …; null for a bare count ('2 eggs').
   */
  unit: string | null;
  /** The unit as written ('eetlepels', 'gr', 'tins'). */
  unitText: string | null;
  /** Size of one pack, never scaled: '400 g' in '1 (400 g) tin …', '2 x 400 g tins …', '400 g tin …'. */
  size: string | null;
  /** The ingredient after amount, size and unit (and an 'of'): 'chia seeds', 'knoflook, geperst'. */
  rest: string;
  /** Whether scaleIngredient rewrites the line for other servings (false: no amount, or a pinch). */
  scalable: boolean;
};

// ---------------------------------------------------------------------------------------------
// Reading

type UnitSpan = {
  start: number;
  end: number;
  written: string;
  def: UnitDef;
  /** Start of an adjective before the unit: '1 small tin', '1 klein blikje'. */
  adjectiveStart?: number;
};

type Amount = {
  /** The amount as written; for an implicit '400 g tin' an empty span where the count goes. */
  read: ReadQuantity;
  implicit: boolean;
  unit: UnitSpan | null;
  /** Where the name of the counted thing starts, when there is no unit ('1 onion'). */
  nounFrom: number | null;
};

type Size = { start: number; end: number; next: number; text: string; times: boolean };

type Analysis = {
  prefixEnd: number;
  main: Amount | null;
  /** A unit without a number: 'snufje zout', 'handful of basil'. */
  leadingUnit: UnitSpan | null;
  size: Size | null;
  restStart: number;
};

/** 'juice of 1 lemon', 'sap van ½ citroen', 'liquid from 1 tin of chickpeas'. */
const PREFIX =
  /(?:the\s+)?(?:(?:finely\s+)?grated\s+)?(?:zest|juice|rind|peel|liquid|flesh|sap|rasp|vocht|schil|het\s+sap|de\s+rasp)(?:\s+(?:and|en)\s+(?:zest|juice|rind|sap|rasp))?\s+(?:of|from|van|uit)\s+/iuy;

/**
 * Amounts in words. `needsNoun`: only an amount when a unit or a known noun follows ('a pinch',
 * 'an egg', 'een ui'), not in 'a few sprigs' or 'a little butter'.
 */
const WORD_AMOUNTS: readonly (readonly [RegExp, number, boolean])[] = [
  [/(?:one and a half|anderhalve|anderhalf)(?=\s)/iuy, 1.5, false],
  [/(?:half an?|a half|een halve|een half|halve)(?=\s)/iuy, 0.5, false],
  [/half(?=\s)/iuy, 0.5, true],
  [/(?:één|one)(?=\s)/iuy, 1, false],
  [/(?:two|twee)(?=\s)/iuy, 2, false],
  [/(?:three|drie)(?=\s)/iuy, 3, false],
  [/(?:four|vier)(?=\s)/iuy, 4, false],
  [/(?:five|vijf)(?=\s)/iuy, 5, false],
  [/(?:six|zes)(?=\s)/iuy, 6, false],
  [/(?:seven|zeven)(?=\s)/iuy, 7, false],
  [/(?:eight|acht)(?=\s)/iuy, 8, false],
  [/(?:nine|negen)(?=\s)/iuy, 9, false],
  [/(?:ten|tien)(?=\s)/iuy, 10, false],
  [/(?:twelve|twaalf)(?=\s)/iuy, 12, false],
  [/(?:an?|een)(?=\s)/iuy, 1, true],
];

/** Amounts in a parenthesis that are per item: '(200 g each)', '(à 400 g)'. */
const PER_ITEM = /\b(?:each|per|elk|elke|apiece)\b|(?:^|\s)à(?=\s)/iu;
const UNIT_WORD = /(\p{L}+)(\.)?/uy;
const ADJECTIVE_WORD = /(\p{L}+)\s+/uy;
const SIZE_IN_PARENS = new RegExp(
  `^\\s*(?:about|approx\\.?|ca\\.?|circa|±|~)?\\s*(${NUMBER_SOURCE})\\s*(\\p{L}+)\\.?\\s*$`,
  'iu',
);
const TIMES = /[x×]\s*/y;
const CONNECTOR_BEFORE = /(?:^|\s)(?:plus|and|en|or|of|\+)\s*$/iu;

function skipSpace(text: string, pos: number): number {
  let p = pos;
  while (p < text.length && /\s/u.test(text.charAt(p))) p += 1;
  return p;
}

function isMetric(def: UnitDef): boolean {
  return def.kind === 'mass' || def.kind === 'volume';
}

/** A unit word starting exactly at `pos`, ending at a word boundary ('g' but not 'garlic'). */
function readUnitWord(text: string, pos: number, locale: Locale): UnitSpan | null {
  UNIT_WORD.lastIndex = pos;
  const m = UNIT_WORD.exec(text);
  const word = m?.[1];
  if (!m || word === undefined) return null;
  const def = lookupUnit(word, locale);
  if (!def) return null;
  let end = pos + word.length;
  if (/^(?:\p{N}|[-'’]\p{L})/u.test(text.slice(end, end + 2))) return null;
  if (m[2] && /^(?:\s|,|$)/u.test(text.slice(end + 1, end + 2))) end += 1;
  return { start: pos, end, written: text.slice(pos, end), def };
}

/** A unit at `pos`, possibly after an adjective ('small tin', 'dikke sneetjes'). */
function readUnit(
  text: string,
  pos: number,
  locale: Locale,
  allowAdjective: boolean,
): UnitSpan | null {
  const direct = readUnitWord(text, pos, locale);
  if (direct || !allowAdjective) return direct;
  ADJECTIVE_WORD.lastIndex = pos;
  const m = ADJECTIVE_WORD.exec(text);
  if (!m?.[1] || !UNIT_ADJECTIVES.has(m[1].toLowerCase())) return null;
  const unit = readUnitWord(text, pos + m[0].length, locale);
  if (!unit || isMetric(unit.def) || unit.def.kind === 'length') return null;
  return { ...unit, adjectiveStart: pos };
}

/** Whether a number may end at `end`: a space, punctuation or a glued unit ('100g'), not '5%'. */
function endsNumber(text: string, end: number, locale: Locale): boolean {
  const c = text.charAt(end);
  if (c === '' || /[\s(),;:.]/u.test(c)) return true;
  if (/[x×]/u.test(c) && /^[x×](?:\s|\d)/u.test(text.slice(end, end + 2))) return true;
  return /\p{L}/u.test(c) && readUnitWord(text, end, locale) !== null;
}

function readLeadingAmount(
  text: string,
  pos: number,
  locale: Locale,
): (ReadQuantity & { needsNoun: boolean }) | null {
  for (const [pattern, value, needsNoun] of WORD_AMOUNTS) {
    pattern.lastIndex = pos;
    const m = pattern.exec(text);
    if (m) return { quantity: { min: value }, start: pos, end: pos + m[0].length, needsNoun };
  }
  const read = readNumeric(text, pos, locale);
  if (!read || !endsNumber(text, read.end, locale)) return null;
  return { ...read, needsNoun: false };
}

/** A pack size between the count and the unit: '(400 g)' or 'x 400 g'. */
function readSize(text: string, pos: number, locale: Locale): Size | null {
  if (text.charAt(pos) === '(') {
    const close = text.indexOf(')', pos);
    if (close < 0) return null;
    const inner = text.slice(pos + 1, close);
    const m = SIZE_IN_PARENS.exec(inner);
    const def = m?.[2] ? lookupUnit(m[2], locale) : undefined;
    if (!def || !isMetric(def)) return null;
    return {
      start: pos,
      end: close + 1,
      next: skipSpace(text, close + 1),
      text: inner.trim(),
      times: false,
    };
  }
  TIMES.lastIndex = pos;
  const x = TIMES.exec(text);
  if (!x) return null;
  const read = readNumeric(text, pos + x[0].length, locale);
  if (!read || read.quantity.max !== undefined) return null;
  const unit = readUnitWord(text, skipSpace(text, read.end), locale);
  if (!unit || !isMetric(unit.def)) return null;
  return {
    start: pos,
    end: unit.end,
    next: skipSpace(text, unit.end),
    text: text.slice(read.start, unit.end),
    times: true,
  };
}

/** After a unit: skip spaces and an 'of' ('pinch of salt'), but not the Dutch 'of 2 tl'. */
function afterUnit(text: string, end: number): number {
  const p = skipSpace(text, end);
  const m = /of\s+(?=\p{L})/iuy;
  m.lastIndex = p;
  const found = m.exec(text);
  return found ? p + found[0].length : p;
}

function analyse(text: string, locale: Locale): Analysis {
  const start = skipSpace(text, 0);
  const none = (unit: UnitSpan | null = null): Analysis => ({
    prefixEnd: start,
    main: null,
    leadingUnit: unit,
    size: null,
    restStart: unit ? afterUnit(text, unit.end) : start,
  });

  let pos = start;
  PREFIX.lastIndex = pos;
  const prefix = PREFIX.exec(text);
  if (prefix) pos += prefix[0].length;

  const lead = readLeadingAmount(text, pos, locale);
  if (!lead) {
    const unit = readUnit(text, start, locale, true);
    return none(unit?.def.leading ? unit : null);
  }

  const afterAmount = skipSpace(text, lead.end);
  let size: Size | null = null;
  let unit: UnitSpan | null = null;
  let implicit = false;
  let nounFrom = afterAmount;

  const between = readSize(text, afterAmount, locale);
  if (between) {
    const packUnit = readUnit(text, between.next, locale, true);
    if (between.times || packUnit?.def.container) {
      size = between;
      unit = packUnit;
    }
    nounFrom = between.next;
  }
  if (!size) {
    unit = readUnit(text, afterAmount, locale, true);
    // '400 g tin chopped tomatoes': the weight is the size of one tin.
    if (unit && isMetric(unit.def) && lead.quantity.max === undefined && !lead.needsNoun) {
      const pack = readUnit(text, skipSpace(text, unit.end), locale, true);
      if (pack?.def.container) {
        size = {
          start: lead.start,
          end: unit.end,
          next: pack.start,
          text: text.slice(lead.start, unit.end),
          times: false,
        };
        implicit = true;
        unit = pack;
      }
    }
  }
  if (lead.needsNoun && !unit && !startsWithNoun(text, afterAmount, locale)) return none();

  const read: ReadQuantity = implicit
    ? { quantity: { min: 1 }, start: lead.start, end: lead.start }
    : {
        quantity: lead.quantity,
        start: lead.start,
        end: lead.end,
        ...(lead.join ? { join: lead.join } : {}),
      };
  return {
    prefixEnd: pos,
    main: { read, implicit, unit, nounFrom: unit ? null : nounFrom },
    leadingUnit: null,
    size,
    restStart: unit ? afterUnit(text, unit.end) : size ? size.next : afterAmount,
  };
}

/**
 * Amounts after the leading one that belong to the same servings: '…, plus 1 tbsp for
 * sprinkling', '(or ½ tsp dried)', '(about 700 g)', 'dissolved in 700 ml water', '(1 sachet)',
 * '1 egg plus 1 egg yolk', '2 limes (1 juiced, 1 in wedges)'. Not: sizes of one item ('(400 g)'
 * after a tin, '(150 g each)', '(à 400 g)'), lengths ('2 cm'), temperatures, percentages,
 * times, or bare numbers ('tipo 00').
 */
function followingAmounts(text: string, analysis: Analysis, locale: Locale): Amount[] {
  const main = analysis.main;
  if (!main) return [];
  const parens: [number, number][] = [];
  for (let open = text.indexOf('('); open >= 0; open = text.indexOf('(', open + 1)) {
    const close = text.indexOf(')', open);
    if (close < 0) break;
    parens.push([open, close]);
  }
  // Numbers that start a word: not the '5' of '25' or '2.5', nor the '4' of 'A4'.
  const starts = new RegExp(`[\\d${VULGAR_CHARS}]`, 'gu');
  const notAfter = new RegExp(`[\\p{L}\\p{N}.,/⁄${VULGAR_CHARS}-]`, 'u');
  const reads: ReadQuantity[] = [];
  starts.lastIndex = analysis.restStart;
  for (let m = starts.exec(text); m; m = starts.exec(text)) {
    if (notAfter.test(text.charAt(m.index - 1))) continue;
    const read = readNumeric(text, m.index, locale);
    if (!read || !endsNumber(text, read.end, locale)) continue;
    reads.push(read);
    starts.lastIndex = read.end;
  }

  // '2 limes (1 juiced, 1 in wedges)': bare numbers in parentheses that add up to the count.
  const sharedOut = new Set<ReadQuantity>();
  if (!main.unit && main.read.quantity.max === undefined) {
    const paren = parens.find(([open]) => open >= analysis.restStart);
    const inside = paren ? reads.filter((r) => r.start > paren[0] && r.start < paren[1]) : [];
    const bare = inside.every(
      (r) => r.quantity.max === undefined && !readUnitWord(text, skipSpace(text, r.end), locale),
    );
    const sum = inside.reduce((total, r) => total + r.quantity.min, 0);
    if (inside.length >= 2 && bare && Math.abs(sum - main.read.quantity.min) < 1e-9) {
      inside.forEach((r) => sharedOut.add(r));
    }
  }

  const amounts: Amount[] = [];
  for (const read of reads) {
    if (sharedOut.has(read)) {
      amounts.push({ read, implicit: false, unit: null, nounFrom: null });
      continue;
    }
    const paren = parens.find(([open, close]) => open < read.start && read.start < close);
    if (paren && PER_ITEM.test(text.slice(paren[0] + 1, paren[1]))) continue;
    const next = skipSpace(text, read.end);
    const unit = readUnit(text, next, locale, false);
    if (unit) {
      if (unit.def.kind === 'length' || unit.def.kind === 'pinch') continue;
      if (paren && main.unit?.def.container && isMetric(unit.def)) continue;
      amounts.push({ read, implicit: false, unit, nounFrom: null });
    } else if (
      CONNECTOR_BEFORE.test(text.slice(0, read.start)) &&
      endsWithNoun(text, next, locale)
    ) {
      amounts.push({ read, implicit: false, unit: null, nounFrom: next });
    }
  }
  return amounts;
}

// ---------------------------------------------------------------------------------------------
// Writing

type Written = { texts: string[]; value: number; unitText?: string };

/** Grams and millilitres, switching to kg / l from 1000 and back to g / ml below 1. */
function writeMetric(values: number[], unit: UnitSpan, locale: Locale): Written {
  const base = unit.def.base ?? 1;
  const { key, kind } = unit.def;
  if (!['g', 'kg', 'ml', 'l'].includes(key)) {
    const rounded = values.map((v) => formatPlain(v, locale));
    return { texts: rounded.map((r) => r.text), value: Math.max(...rounded.map((r) => r.value)) };
  }
  const grams = values.map((v) => roundBase(v * base));
  const max = Math.max(...grams);
  const large = max >= 1000;
  const target = kind === 'mass' ? (large ? 'kg' : 'g') : large ? 'l' : 'ml';
  const texts = grams.map((g) =>
    large ? formatDecimal(g / 1000, 2, locale) : formatDecimal(g, 1, locale),
  );
  return {
    texts,
    value: large ? max / 1000 : max,
    ...(target === key ? {} : { unitText: target }),
  };
}

function writeAmount(values: number[], unit: UnitSpan | null, locale: Locale): Written {
  const kind = unit?.def.kind ?? 'count';
  if (unit && isMetric(unit.def)) return writeMetric(values, unit, locale);
  const format: (v: number, l: Locale) => Rounded =
    kind === 'measure' ? formatMeasure : kind === 'length' ? formatPlain : formatCount;
  const rounded = values.map((v) => format(v, locale));
  return { texts: rounded.map((r) => r.text), value: Math.max(...rounded.map((r) => r.value)) };
}

function scaleAmount(text: string, amount: Amount, factor: number, locale: Locale): WordEdit[] {
  const { read, unit } = amount;
  const { min, max } = read.quantity;
  const values = max === undefined ? [min * factor] : [min * factor, max * factor];
  const written = writeAmount(values, unit, locale);
  const [first = '', second] = written.texts;
  const number =
    second === undefined || second === first ? first : `${first}${read.join ?? '–'}${second}`;

  const edits: WordEdit[] = [];
  if (!amount.implicit) edits.push([read.start, read.end, number]);
  else if (number !== '1') edits.push([read.start, read.start, `${number} x `]);

  if (unit) {
    const unitText = written.unitText ?? inflectUnit(unit.written, written.value, locale);
    if (unitText !== unit.written) edits.push([unit.start, unit.end, unitText]);
    if (unit.adjectiveStart !== undefined) {
      const het = nounForms(unit.written, locale)?.het ?? false;
      const adjectives = wordsBetween(text, unit.adjectiveStart, unit.start);
      edits.push(...agreeAdjectives(adjectives, written.value > 1, het, locale));
    }
  } else if (amount.nounFrom !== null) {
    edits.push(...inflectPhrase(text, amount.nounFrom, written.value, locale));
  }
  return edits;
}

function applyEdits(text: string, edits: WordEdit[]): string {
  let out = text;
  let limit = Infinity;
  for (const [start, end, replacement] of [...edits].sort((a, b) => b[0] - a[0])) {
    if (end > limit) continue;
    out = out.slice(0, start) + replacement + out.slice(end);
    limit = start;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// API

/** Reads the amount, unit and ingredient of one line ('2 el chiazaad', '1½ cups flour'). */
export function parseIngredient(text: string, locale: Locale): ParsedIngredient {
  const analysis = analyse(text, locale);
  const { main } = analysis;
  const unit = main?.unit ?? analysis.leadingUnit;
  return {
    text,
    prefix: text.slice(0, analysis.prefixEnd).trim(),
    quantity: main ? main.read.quantity : null,
    unit: unit?.def.key ?? null,
    unitText: unit?.written ?? null,
    size: analysis.size?.text ?? null,
    rest: text.slice(analysis.restStart).trim(),
    scalable: main !== null && main.unit?.def.kind !== 'pinch',
  };
}

/**
 * The line for `factor` × the recipe's servings ('2 el chiazaad', 2 → '4 el chiazaad'); returns
 * the original text unchanged when it cannot be scaled (no amount, a pinch) or factor is 1.
 */
export function scaleIngredient(text: string, factor: number, locale: Locale): string {
  if (factor === 1 || !Number.isFinite(factor) || factor <= 0) return text;
  const analysis = analyse(text, locale);
  const { main } = analysis;
  if (!main || main.unit?.def.kind === 'pinch') return text;
  const edits = [main, ...followingAmounts(text, analysis, locale)].flatMap((amount) =>
    scaleAmount(text, amount, factor, locale),
  );
  return applyEdits(text, edits);
}

// ---------------------------------------------------------------------------------------------
// Measures: metric or US customary (issue 28)

/** How amounts are shown: as the recipe writes them (metric), or in US customary measures. */
export type MeasureSystem = 'metric' | 'us';

const GRAMS_PER_OUNCE = 28.3495;
const GRAMS_PER_POUND = 453.592;
const ML_PER_CUP = 236.588;
const ML_PER_TABLESPOON = 14.7868;
const ML_PER_TEASPOON = 4.92892;
const ML_PER_PINT = 473.176;

/** Below these a metric amount stays as written: '5 g yeast' is clearer than '0.18 oz'. */
const SMALLEST_GRAMS = 15;
const SMALLEST_ML = 5;

type Target = { values: number[]; unit: string; format: (v: number, l: Locale) => Rounded };

/** The US measure for an amount in grams or millilitres, chosen by its largest end. */
function toUs(base: number[], kind: UnitKind): Target | null {
  const largest = Math.max(...base);
  if (kind === 'mass') {
    if (largest < SMALLEST_GRAMS) return null;
    // From what would round to 16 oz, pounds: '450 g' is '1 lb', not '16 oz'.
    return largest / GRAMS_PER_OUNCE >= 15.5
      ? { values: base.map((g) => g / GRAMS_PER_POUND), unit: 'lb', format: formatMeasure }
      : { values: base.map((g) => g / GRAMS_PER_OUNCE), unit: 'oz', format: formatMeasure };
  }
  if (largest < SMALLEST_ML) return null;
  if (largest < 15)
    return { values: base.map((ml) => ml / ML_PER_TEASPOON), unit: 'tsp', format: formatMeasure };
  if (largest < 60)
    return {
      values: base.map((ml) => ml / ML_PER_TABLESPOON),
      unit: 'tbsp',
      format: formatMeasure,
    };
  return { values: base.map((ml) => ml / ML_PER_CUP), unit: 'cup', format: formatMeasure };
}

/** Grams or millilitres for a US measure ('cup', 'oz', 'lb', 'pint'); spoons stay spoons. */
const US_TO_METRIC: Readonly<Record<string, readonly [number, 'g' | 'ml']>> = {
  cup: [ML_PER_CUP, 'ml'],
  oz: [GRAMS_PER_OUNCE, 'g'],
  lb: [GRAMS_PER_POUND, 'g'],
  pint: [ML_PER_PINT, 'ml'],
};

function convertAmount(amount: Amount, system: MeasureSystem, locale: Locale): WordEdit[] {
  const { read, unit } = amount;
  if (!unit || amount.implicit) return [];
  const { min, max } = read.quantity;
  const values = max === undefined ? [min] : [min, max];
  let texts: string[];
  let unitText: string;
  if (system === 'us') {
    if (!isMetric(unit.def) || !['g', 'kg', 'mg', 'ml', 'cl', 'dl', 'l'].includes(unit.def.key)) {
      return [];
    }
    const target = toUs(
      values.map((v) => v * (unit.def.base ?? 1)),
      unit.def.kind,
    );
    if (!target) return [];
    const rounded = target.values.map((v) => target.format(v, locale));
    texts = rounded.map((r) => r.text);
    const largest = Math.max(...rounded.map((r) => r.value));
    unitText = target.unit === 'cup' ? (largest > 1 ? 'cups' : 'cup') : target.unit;
  } else {
    const metric = US_TO_METRIC[unit.def.key];
    if (!metric) return [];
    const [per, key] = metric;
    const def: UnitDef = { key, kind: key === 'g' ? 'mass' : 'volume', base: 1 };
    const written = writeMetric(
      values.map((v) => v * per),
      { start: unit.start, end: unit.end, written: key, def },
      locale,
    );
    texts = written.texts;
    unitText = written.unitText ?? key;
  }
  const [first = '', second] = texts;
  const number =
    second === undefined || second === first ? first : `${first}${read.join ?? '–'}${second}`;
  return [
    [read.start, read.end, number],
    [unit.start, unit.end, unitText],
  ];
}

/**
 * An English line in the other system: '200 g flour' → '7 oz flour', '500 ml stock' → '2 cups
 * stock', '1 lb minced beef' → '455 g minced beef' (issue 28's US customary switch). Spoons,
 * counts, pinches, lengths, pack sizes and small metric amounts stay as written; a line without
 * an amount is returned unchanged.
 */
export function convertIngredient(text: string, system: MeasureSystem, locale: Locale): string {
  const analysis = analyse(text, locale);
  const { main } = analysis;
  if (!main) return text;
  const edits = [main, ...followingAmounts(text, analysis, locale)].flatMap((amount) =>
    convertAmount(amount, system, locale),
  );
  return edits.length ? applyEdits(text, edits) : text;
}
