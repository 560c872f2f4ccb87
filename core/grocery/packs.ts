/**
 * How many packs of a product an ingredient line needs (issue 15): the line's amount, scaled to
 * the asked servings, converted to the pack's unit (grams, millilitres or pieces) and rounded up
 * to whole packs. '600 g' from 500 g packs is 2; '2 teentjes knoflook' is 1 bulb; 'snufje zout'
 * is pantry. Pure: the API and the tests share it.
 */
import type { ParsedIngredient } from '../ingredients';
import { parseNumber } from '../ingredients/numbers';
import { lookupUnit } from '../ingredients/units';
import type { CatalogueItem, Pack, PackUnit } from './catalogue-types';

export type PacksResult = {
  /** Packs to buy: 0 for a pantry item, otherwise at least 1. */
  packs: number;
  /** The amount the line asks for in the pack's unit; null when the line gives no usable amount. */
  need: { amount: number; unit: PackUnit } | null;
  /** Assumed at home: a pantry item (salt, pepper, water, ice), a pinch, or 'naar smaak'. */
  pantry: boolean;
  /** Packs to buy should a pantry item be bought after all (when nothing else is in the basket). */
  packsIfBought: number;
};

/** Millilitres in one kitchen measure. */
const MEASURE_ML: ReadonlyMap<string, number> = new Map(
  Object.entries({
    el: 15,
    tbsp: 15,
    tl: 5,
    tsp: 5,
    kl: 2.5,
    cup: 240,
    kopje: 240,
    pint: 568,
  }),
);
/** Grams in one imperial weight. */
const MEASURE_G: ReadonlyMap<string, number> = new Map(Object.entries({ oz: 28.35, lb: 453.6 }));

/**
 * Rough weights of count units when the product says nothing better: a handful of spinach, a
 * sprig of thyme, a knob of butter, a square of chocolate.
 */
const UNIT_GRAMS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    handful: 25,
    handje: 25,
    sprig: 1,
    takje: 1,
    knob: 10,
    square: 5,
    blokje: 5,
    slice: 25,
    plak: 25,
    sneetje: 30,
    scoop: 30,
    schep: 10,
    strip: 10,
    reepje: 10,
  }),
);
/** Count units that measure an amount rather than name separate things. */
const AMOUNT_ONLY = new Set(['handful', 'handje', 'sprig', 'takje', 'drop']);
/** Parts of a piece in the recipe languages: garlic cloves of a bulb. */
const PART_UNITS = new Set(['clove', 'teentje']);

const METRIC =
  /(\d+(?:[.,]\d+)?)\s*(kg|kilo|g|gr|gram|grams|ml|cl|dl|l|ltr|liter|litre|liters|litres)(?![\p{L}])/iu;
/** Measures so small the cook is assumed to have them, whatever the product ('snufje nootmuskaat'). */
const PINCHES = new Set(['pinch', 'snufje', 'mespunt']);
const PER_ITEM = /(?:^|[\s(])(?:à|each|per|elk|elke|apiece)(?=[\s).]|$)/iu;
const TO_TASTE = /\b(?:naar smaak|to taste|as needed|naar behoefte)\b/i;

type Metric = { g?: number; ml?: number };

/** '400 g', '1,5 kg', '400 ml' → grams or millilitres; null for anything else. */
function readMetric(text: string): Metric | null {
  const m = METRIC.exec(text);
  if (!m?.[1] || !m[2]) return null;
  const value = parseNumber(m[1], m[1].includes(',') ? 'nl' : 'en');
  const def = lookupUnit(m[2], 'en');
  if (value === null || !def?.base) return null;
  return def.kind === 'mass' ? { g: value * def.base } : { ml: value * def.base };
}

/** A weight or volume in brackets after the ingredient: '(400 g)', '(à 125 g)', '(ca. 800 g)'. */
function bracketMetric(rest: string): (Metric & { perItem: boolean }) | null {
  for (const m of rest.matchAll(/\(([^()]*)\)/g)) {
    const inner = m[1] ?? '';
    const metric = readMetric(inner);
    if (metric) return { ...metric, perItem: PER_ITEM.test(inner) };
  }
  return null;
}

function scaleMetric(metric: Metric, by: number): Metric {
  return {
    ...(metric.g === undefined ? {} : { g: metric.g * by }),
    ...(metric.ml === undefined ? {} : { ml: metric.ml * by }),
  };
}

/**
 * What a line asks for, in every measure it gives (scaled to the asked servings). Exported for
 * the week menu's merged list (merge.ts), which adds up the same measures packsFor reads.
 */
export type Measures = Metric & {
  /** Whole packs: a tin or bag without a size ('1 blik tomatenpuree'). */
  packs?: number;
  pieces?: number;
  /** Parts of a piece: cloves of a bulb, stems of a bunch. */
  parts?: number;
  /** A rough weight from the unit alone (a handful), used when nothing better converts. */
  approxG?: number;
};

/** Whether the line counts parts: a part unit, or a part named in the ingredient ('garlic cloves'). */
function countsParts(line: ParsedIngredient, item: CatalogueItem): boolean {
  const pp = item.perPiece;
  if (!pp?.parts) return false;
  const units = [...(pp.partUnits ?? []), ...PART_UNITS];
  if (line.unit !== null) {
    const written = (line.unitText ?? '').toLowerCase();
    return units.some((u) => u === line.unit || written === u || written.startsWith(u));
  }
  if (pp.countsParts) return true;
  const words = line.rest.toLowerCase().split(/[^\p{L}-]+/u);
  return words.some((word) => units.some((u) => word.endsWith(u) || word.endsWith(`${u}s`)));
}

/**
 * The line's amount in its own terms, or 'unknown' (no amount, a pinch, a length). `item` only
 * says whether a count is of parts (cloves of a bulb). Exported for the week menu's merged list
 * (merge.ts), so it reads a line exactly as packsFor does.
 */
export function measure(
  line: ParsedIngredient,
  factor: number,
  item: CatalogueItem,
): Measures | 'unknown' {
  const q = line.quantity;
  if (!q || TO_TASTE.test(line.rest)) return 'unknown';
  const count = (q.max ?? q.min) * factor;
  const bracket = bracketMetric(line.rest);
  const def =
    line.unit === null ? undefined : (lookupUnit(line.unit, 'en') ?? lookupUnit(line.unit, 'nl'));

  if (line.unit === null || !def) {
    const measures: Measures = countsParts(line, item) ? { parts: count } : { pieces: count };
    if (bracket) Object.assign(measures, scaleMetric(bracket, bracket.perItem ? count : factor));
    return measures;
  }
  switch (def.kind) {
    case 'mass':
      return { g: count * (def.base ?? 1) };
    case 'volume':
      return { ml: count * (def.base ?? 1) };
    case 'measure': {
      const ml = MEASURE_ML.get(def.key);
      if (ml !== undefined) return { ml: count * ml };
      const g = MEASURE_G.get(def.key);
      return g === undefined ? 'unknown' : { g: count * g };
    }
    case 'pinch':
    case 'length':
      return 'unknown';
    case 'count':
      break;
  }
  if (def.container) {
    // '1 blik (400 g)', '2 x 400 g tins', '1 blik tomatenblokjes (400 g)': the size is per tin.
    const size = (line.size ? readMetric(line.size) : null) ?? bracket;
    return size ? scaleMetric(size, count) : { packs: count };
  }
  if (countsParts(line, item)) return { parts: count };
  const measures: Measures = AMOUNT_ONLY.has(def.key) ? {} : { pieces: count };
  const grams = UNIT_GRAMS.get(def.key);
  if (grams !== undefined) measures.approxG = count * grams;
  if (bracket) Object.assign(measures, scaleMetric(bracket, bracket.perItem ? count : factor));
  return measures;
}

/**
 * The measures converted to the pack's unit, most direct first; null when none converts.
 * Unrounded. Exported for the week menu's merged list (merge.ts), which adds lines up in the
 * pack's unit with the same conversions as packsFor.
 */
export function inPackUnit(m: Measures, item: CatalogueItem, pack: Pack): number | null {
  const density = item.densityGPerMl ?? 1;
  const pp = item.perPiece ?? {};
  const pieces = m.pieces ?? (m.parts !== undefined && pp.parts ? m.parts / pp.parts : undefined);
  if (m.packs !== undefined) return m.packs * pack.amount;
  const candidates: (number | undefined)[] =
    pack.unit === 'g'
      ? [
          m.g,
          m.ml === undefined ? undefined : m.ml * density,
          pieces !== undefined && pp.g !== undefined ? pieces * pp.g : undefined,
          m.approxG,
        ]
      : pack.unit === 'ml'
        ? [
            m.ml,
            m.g === undefined ? undefined : m.g / density,
            pieces !== undefined && pp.ml !== undefined ? pieces * pp.ml : undefined,
            m.approxG === undefined ? undefined : m.approxG / density,
          ]
        : [
            pieces,
            m.g !== undefined && pp.g ? m.g / pp.g : undefined,
            m.ml !== undefined && pp.ml ? m.ml / pp.ml : undefined,
            m.ml !== undefined && pp.g ? (m.ml * density) / pp.g : undefined,
            m.approxG !== undefined && pp.g ? m.approxG / pp.g : undefined,
          ];
  const found = candidates.find((c) => c !== undefined && Number.isFinite(c) && c > 0);
  return found ?? null;
}

/** Whole packs for an amount in the pack's unit: 600 g of 500 g packs is 2, never less than 1. */
export function packCount(amount: number, pack: Pack): number {
  return Math.max(1, Math.ceil(amount / pack.amount - 1e-9));
}

/**
 * A pinch of anything, or an amount left to taste ('sambal naar smaak'): in the cupboard.
 * Exported for the week menu's merged list (merge.ts), which lists such lines as pantry.
 */
export function cupboardAmount(line: ParsedIngredient): boolean {
  if (line.unit !== null && PINCHES.has(line.unit)) return true;
  return line.quantity === null && TO_TASTE.test(`${line.prefix} ${line.rest}`);
}

/**
 * Packs of `item` (sold in `pack`, which may differ per store) that `line` needs at `factor` ×
 * the recipe's servings. Pantry items, pinches and amounts to taste are not bought (0 packs,
 * `pantry`); a line without a usable amount ('olijfolie, om in te vetten', 'scheutje melk',
 * '2 cm gember') takes one pack.
 */
export function packsFor(
  line: ParsedIngredient,
  factor: number,
  item: CatalogueItem,
  pack: Pack,
): PacksResult {
  const measures = measure(line, Number.isFinite(factor) && factor > 0 ? factor : 1, item);
  const amount = measures === 'unknown' ? null : inPackUnit(measures, item, pack);
  const need = amount === null ? null : { amount: Math.round(amount * 100) / 100, unit: pack.unit };
  const packsIfBought = amount === null ? 1 : packCount(amount, pack);
  const pantry = item.pantry === true || cupboardAmount(line);
  return { packs: pantry ? 0 : packsIfBought, need, pantry, packsIfBought };
}
