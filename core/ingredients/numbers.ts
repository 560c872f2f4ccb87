/**
 * Numbers in ingredient lines: reading '1½', '1 1/2', '1,5', '2–3' and writing scaled amounts
 * back the way a cook would ('¾ cup', '1,5 el', '1.5 kg', '½ ui'). Pure; no dependencies.
 */
import type { Locale } from '../locale';

/** An amount as written: one number, or a range `min`–`max`. */
export type Quantity = { min: number; max?: number };

const VULGAR_VALUES: ReadonlyMap<string, number> = new Map(
  Object.entries({
    '½': 1 / 2,
    '⅓': 1 / 3,
    '⅔': 2 / 3,
    '¼': 1 / 4,
    '¾': 3 / 4,
    '⅕': 1 / 5,
    '⅖': 2 / 5,
    '⅗': 3 / 5,
    '⅘': 4 / 5,
    '⅙': 1 / 6,
    '⅚': 5 / 6,
    '⅛': 1 / 8,
    '⅜': 3 / 8,
    '⅝': 5 / 8,
    '⅞': 7 / 8,
  }),
);
/** The vulgar fraction characters, for character classes. */
export const VULGAR_CHARS = [...VULGAR_VALUES.keys()].join('');
const V = VULGAR_CHARS;

/**
 * One number as written, most specific first: mixed '1 1/2', fraction '1/2', decimal or integer
 * with an optional vulgar fraction ('1.5', '1,5', '1½', '1 ½'), or a lone vulgar fraction.
 */
export const NUMBER_SOURCE =
  `(?:\\d+[ \\u00a0]+\\d+\\s*[/⁄]\\s*\\d+|\\d+\\s*[/⁄]\\s*\\d+` +
  `|\\d+(?:[.,]\\d+)*(?:[ \\u00a0]?[${V}])?|[${V}])`;

const NUMBER_AT = new RegExp(NUMBER_SOURCE, 'uy');
/** Between the two ends of a range: '2-3', '2 – 3', '2 to 3', '2 tot 3', '2 à 3', '2 of 3'. */
export const RANGE_JOIN = /\s*[-–—‐]\s*|\s+(?:to|tot|à|a|or|of)\s+/iy;

/** Reads the decimal part of a number: '1.5' and '1,5' both mean one and a half; '1.000' (nl) and '1,000' (en) are a thousand. */
function parseDecimal(raw: string, locale: Locale): number | null {
  let s = raw;
  const group = locale === 'nl' ? '.' : ',';
  if (new RegExp(`^\\d{1,3}(?:\\${group}\\d{3})+(?:[.,]\\d+)?$`).test(s))
    s = s.split(group).join('');
  s = s.replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(s)) return null;
  return Number(s);
}

/** The value of one number as matched by NUMBER_SOURCE, or null when it is not one. */
export function parseNumber(raw: string, locale: Locale): number | null {
  const s = raw.replace(/[\s\u00a0]+/g, ' ').trim();
  let m = /^(\d+) (\d+)\s*[/⁄]\s*(\d+)$/.exec(s);
  if (m) {
    const d = Number(m[3]);
    return d > 0 ? Number(m[1]) + Number(m[2]) / d : null;
  }
  m = /^(\d+)\s*[/⁄]\s*(\d+)$/.exec(s);
  if (m) {
    const d = Number(m[2]);
    return d > 0 ? Number(m[1]) / d : null;
  }
  m = new RegExp(`^([\\d.,]+)? ?([${V}])?$`, 'u').exec(s);
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const whole = m[1] === undefined ? 0 : parseDecimal(m[1], locale);
  if (whole === null) return null;
  return whole + (m[2] === undefined ? 0 : (VULGAR_VALUES.get(m[2]) ?? 0));
}

export type ReadQuantity = {
  quantity: Quantity;
  start: number;
  end: number;
  /** Text between the ends of a range ('-', ' tot '), kept when the range is rewritten. */
  join?: string;
};

/** A number or range of numbers starting exactly at `pos` (no words, no boundary check). */
export function readNumeric(text: string, pos: number, locale: Locale): ReadQuantity | null {
  NUMBER_AT.lastIndex = pos;
  const first = NUMBER_AT.exec(text);
  if (!first) return null;
  const min = parseNumber(first[0], locale);
  if (min === null) return null;
  let end = pos + first[0].length;
  RANGE_JOIN.lastIndex = end;
  const join = RANGE_JOIN.exec(text);
  if (join) {
    NUMBER_AT.lastIndex = end + join[0].length;
    const second = NUMBER_AT.exec(text);
    const max = second ? parseNumber(second[0], locale) : null;
    if (second && max !== null && max > min) {
      end = end + join[0].length + second[0].length;
      return { quantity: { min, max }, start: pos, end, join: join[0] };
    }
  }
  return { quantity: { min }, start: pos, end };
}

// ---------------------------------------------------------------------------------------------
// Writing amounts

const GLYPHS: readonly (readonly [number, string])[] = [
  [1 / 8, '⅛'],
  [1 / 4, '¼'],
  [1 / 3, '⅓'],
  [1 / 2, '½'],
  [2 / 3, '⅔'],
  [3 / 4, '¾'],
];
const EIGHTHS_AND_THIRDS = GLYPHS.map(([v]) => v);
const QUARTERS_AND_THIRDS = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
const QUARTERS = [1 / 4, 1 / 2, 3 / 4];
const HALVES = [1 / 2];

/** The whole-plus-fraction nearest to `v` whose fraction is one of `parts`; never below `floor`. */
function nearest(v: number, parts: readonly number[], floor: number): number {
  let best = 0;
  let bestDistance = Infinity;
  const w = Math.floor(v);
  for (const whole of [w, w + 1]) {
    for (const part of [0, ...parts]) {
      const candidate = whole + part;
      const distance = Math.abs(candidate - v);
      if (distance < bestDistance - 1e-9) {
        best = candidate;
        bestDistance = distance;
      }
    }
  }
  return Math.max(best, floor);
}

export function roundTo(v: number, step: number): number {
  return Math.round(v / step + 1e-9) * step;
}

/** '1.25' / '1,25', at most `decimals` decimals, trailing zeros trimmed. */
export function formatDecimal(v: number, decimals: number, locale: Locale): string {
  const text = String(Number(v.toFixed(decimals)));
  return locale === 'nl' ? text.replace('.', ',') : text;
}

/** '1½', '¾', '2'; falls back to decimals when the fraction has no glyph. */
function formatGlyph(v: number, locale: Locale): string {
  const whole = Math.floor(v + 1e-9);
  const fraction = v - whole;
  if (fraction < 1e-6) return String(whole);
  const glyph = GLYPHS.find(([value]) => Math.abs(value - fraction) < 1e-6);
  if (!glyph) return formatDecimal(v, 2, locale);
  return whole > 0 ? `${whole}${glyph[1]}` : glyph[1];
}

export type Rounded = { value: number; text: string };

/** Whole items (eggs, onions, cloves, tins): quarters and thirds below one, halves up to ten. */
export function formatCount(v: number, locale: Locale): Rounded {
  const value =
    v >= 10
      ? Math.round(v)
      : v >= 1
        ? nearest(v, HALVES, 1)
        : nearest(v, QUARTERS_AND_THIRDS, 1 / 4);
  return { value, text: formatGlyph(value, locale) };
}

/**
 * Spoons, cups and other kitchen measures. English keeps fractions ('1⅓ tbsp'); Dutch writes
 * fractions below one ('½ tl') and decimal commas above ('1,5 el'), as the recipes do.
 */
export function formatMeasure(v: number, locale: Locale): Rounded {
  let value: number;
  if (v >= 10) value = Math.round(v);
  else if (v >= 3) value = nearest(v, HALVES, 1 / 8);
  else if (v >= 1) value = nearest(v, locale === 'nl' ? QUARTERS : QUARTERS_AND_THIRDS, 1 / 8);
  else value = nearest(v, EIGHTHS_AND_THIRDS, 1 / 8);
  const text =
    locale === 'nl' && value >= 1 ? formatDecimal(value, 2, locale) : formatGlyph(value, locale);
  return { value, text };
}

/** Lengths and less common metric units (cm, dl, cl): quarters below one, halves below ten. */
export function formatPlain(v: number, locale: Locale): Rounded {
  const value =
    v >= 10 ? Math.round(v) : v >= 1 ? roundTo(v, 0.5) : Math.max(roundTo(v, 0.25), 0.25);
  return { value, text: formatDecimal(value, 2, locale) };
}

/**
 * Grams or millilitres: halves below 5, whole below 50, fives below 250, then tens (or a
 * multiple of 25: 375, 625). From 1000 the caller shows kg or l with at most two decimals.
 */
export function roundBase(v: number): number {
  if (v < 5) return Math.max(roundTo(v, 0.5), 0.5);
  if (v < 50) return Math.round(v);
  if (v < 250) return roundTo(v, 5);
  const fives = roundTo(v, 5);
  return fives % 25 === 0 ? fives : roundTo(v, 10);
}
