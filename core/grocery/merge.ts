/**
 * The week menu's "Order all" list: the ingredient lines of several recipes, each at its chosen
 * servings, merged into one line per food, with the amounts of that food added up in one unit
 * before packs are chosen ('2 uien' + '1 ui' + '300 g ui' → 750 g of onions, since the onions
 * are sold by weight and one weighs 150 g). Lines are read, matched and converted exactly as the
 * single recipe's basket does (parseIngredient, foodName, aliasMatch, packs.ts), so packs chosen
 * from a merged total are the packs packsFor would choose for one line of that amount. Pure.
 *
 * Rules:
 *  - Lines of the same catalogue item merge, whatever their language ('1 onion' and '2 uien'
 *    are one line): the item is the common ground, and its pack unit the common unit.
 *  - Lines no item matches merge by their food name within their own language ('zuring' with
 *    'zuring', never with 'sorrel'), the last word in the singular where the ingredient reader's
 *    noun list knows it ('2 kweeappels' and '1 kweeappel' are one food; other plurals stay
 *    apart). Their display name is the first line's food name. Their amounts add up in grams
 *    (g, kg, oz, lb, a tin's size), millilitres (ml, l, spoons, cups) or pieces (bare counts,
 *    'stuk'), in the first of those a line gives; anything else is an unadded part.
 *  - An amount that does not convert to the common unit (a bunch of an item sold by weight with
 *    no known weight per bunch, '3 cm gember') is kept as an unadded part, summed per unit.
 *  - Pantry (salt, pepper, water; a pinch; an amount to taste) is listed once per food, its
 *    sources listing every line. A pinch of a food that other lines measure adds nothing to
 *    them, and the merged line is pantry only when all of its lines are.
 *  - Ranges count at their upper end ('2–3 teentjes' is 3), as packsFor does.
 *  - Totals are in the catalogue's pack unit and computed against the catalogue's pack: a tin
 *    without a size ('1 blik tomatenpuree') counts as one catalogue pack.
 */
import type { CatalogueItem, PackUnit } from './catalogue-types';
import { aliasMatch, foodName, normaliseFood, type FoodLocale } from './food-name';
import { cupboardAmount, inPackUnit, measure, type Measures } from './packs';
import { parseIngredient, type ParsedIngredient } from '../ingredients';
import { nounForms } from '../ingredients/nouns';
import { lookupUnit } from '../ingredients/units';

/** One ingredient line of a recipe on the menu. */
export type MenuLine = {
  recipeId: number;
  /** The line's position in its recipe's ingredient list. */
  index: number;
  /** The line as the recipe writes it, at the recipe's own servings. */
  text: string;
  /** The language the line is written in. */
  locale: FoodLocale;
  /** The chosen servings ÷ the recipe's servings. */
  factor: number;
};

export type LineSource = { recipeId: number; index: number };

export type MergedLine = {
  /** The catalogue item's key; for an unmatched food `${locale}:${food name}`. */
  key: string;
  /** The catalogue item's name in the list's language, or the food name as the line has it. */
  food: string;
  item: CatalogueItem | null;
  /**
   * The summed need in the item's pack unit; for an unmatched food in grams, millilitres or
   * pieces. Null when no line gives an amount that converts. Grams and millilitres to one
   * decimal, pieces to two.
   */
  total: { amount: number; unit: PackUnit } | null;
  /**
   * Amounts that do not convert to the total's unit, summed per unit, in order of appearance:
   * unit 'g', 'ml', 'piece', or the line's unit key ('bos', 'bunch', 'cm', 'blik').
   */
  unadded: { amount: number; unit: string }[];
  /** Assumed at home: every line is a pantry item, a pinch or an amount to taste. */
  pantry: boolean;
  /** Some line gives no usable amount ('olive oil for frying'): at least one pack. */
  unmeasured: boolean;
  /** The lines merged into this one, in input order. */
  sources: LineSource[];
};

/** Finds a food's catalogue item: the catalogue itself (alias match) or the API's matcher. */
export type FoodMatcher = (food: string, locale: FoodLocale) => CatalogueItem | null;

export type MergeOptions = {
  /** The language the list is shown in; by default each line's first source's. */
  locale?: FoodLocale;
};

/** The key of a line in the set of lines the cook already has. */
export function ownedKey(recipeId: number, index: number): string {
  return `${recipeId}:${index}`;
}

/** The product words of a menu line, as the API's matcher wants them (empty: no food). */
export function menuLineFood(line: Pick<MenuLine, 'text' | 'locale'>): string {
  return foodName(parseIngredient(line.text, line.locale).rest, line.locale);
}

/** Count units that name single pieces: '2 stuks' is '2'. */
const PIECE_UNITS = new Set(['stuk', 'piece']);

/** measure() reads counts as parts only for items that have parts; an unmatched food has none. */
const NO_ITEM: CatalogueItem = {
  key: '',
  nl: '',
  en: '',
  aliases: [],
  pack: { amount: 1, unit: 'piece' },
  priceCents: 0,
  category: '',
};

type Part = { amount: number; unit: string };

type Reading = {
  /** In the item's pack unit (matched), or in 'g' / 'ml' / 'piece' / a unit key (unmatched). */
  part: Part | null;
  pantry: boolean;
  unmeasured: boolean;
};

function round(amount: number, unit: string): number {
  const scale = unit === 'g' || unit === 'ml' ? 10 : 100;
  return Math.round(amount * scale + 1e-9) / scale;
}

/** The count as written (upper end of a range) times the factor. */
function count(line: ParsedIngredient, factor: number): number {
  const q = line.quantity;
  return q ? (q.max ?? q.min) * factor : 0;
}

function unitKind(line: ParsedIngredient) {
  if (line.unit === null) return undefined;
  return (lookupUnit(line.unit, 'en') ?? lookupUnit(line.unit, 'nl'))?.kind;
}

/** The line's amount in its own terms: grams, millilitres, pieces, or its count unit. */
function ownPart(line: ParsedIngredient, m: Measures, factor: number): Part {
  if (m.g !== undefined) return { amount: m.g, unit: 'g' };
  if (m.ml !== undefined) return { amount: m.ml, unit: 'ml' };
  if (line.unit === null || PIECE_UNITS.has(line.unit)) {
    return { amount: count(line, factor), unit: 'piece' };
  }
  return { amount: count(line, factor), unit: line.unit };
}

function read(line: ParsedIngredient, factor: number, item: CatalogueItem | null): Reading {
  const cupboard = cupboardAmount(line);
  const pantry = item?.pantry === true || cupboard;
  const m = measure(line, factor, item ?? NO_ITEM);
  if (m === 'unknown') {
    // A length ('3 cm gember') is an amount, just not one that converts.
    if (line.quantity && line.unit !== null && unitKind(line) === 'length') {
      return { part: { amount: count(line, factor), unit: line.unit }, pantry, unmeasured: false };
    }
    return { part: null, pantry, unmeasured: !cupboard };
  }
  if (!item) return { part: ownPart(line, m, factor), pantry, unmeasured: false };
  const amount = inPackUnit(m, item, item.pack);
  const part = amount === null ? ownPart(line, m, factor) : { amount, unit: item.pack.unit };
  return { part, pantry, unmeasured: false };
}

/** The food's key for an unmatched line: its name with the last word in the singular. */
function unmatchedKey(food: string, text: string, locale: FoodLocale): string {
  const name = food || normaliseFood(text);
  const words = name.split(' ');
  const last = words.pop() ?? '';
  const singular = nounForms(last, locale)?.singular ?? last;
  return `${locale}:${[...words, singular].join(' ')}`;
}

type Group = {
  key: string;
  item: CatalogueItem | null;
  /** The food name of the first line (an unmatched food's display name). */
  food: string;
  locale: FoodLocale;
  /** The total's unit: the item's pack unit, or the first of g / ml / piece a line gives. */
  unit: PackUnit | null;
  total: number | null;
  unadded: Map<string, number>;
  pantry: boolean;
  unmeasured: boolean;
  sources: LineSource[];
};

/** The units an unmatched food's amounts add up in. */
function isPackUnit(unit: string): unit is PackUnit {
  return unit === 'g' || unit === 'ml' || unit === 'piece';
}

function add(group: Group, part: Part): void {
  if (group.unit === null && !group.item && isPackUnit(part.unit)) group.unit = part.unit;
  if (part.unit === group.unit) {
    group.total = (group.total ?? 0) + part.amount;
  } else {
    group.unadded.set(part.unit, (group.unadded.get(part.unit) ?? 0) + part.amount);
  }
}

/**
 * The menu's lines merged into one line per food, in order of first appearance. `catalogue`:
 * the items to match against (by alias, as the seed and the tests do), or the API's matcher for
 * a food. `owned`: lines the cook already has (`ownedKey(recipeId, index)`), left out. Blank
 * lines are skipped.
 */
export function mergeIngredients(
  lines: readonly MenuLine[],
  catalogue: readonly CatalogueItem[] | FoodMatcher,
  owned: ReadonlySet<string> = new Set(),
  options: MergeOptions = {},
): MergedLine[] {
  const match: FoodMatcher =
    typeof catalogue === 'function' ? catalogue : (food) => aliasMatch(food, catalogue);
  const matched = new Map<string, CatalogueItem | null>();
  const groups = new Map<string, Group>();

  for (const line of lines) {
    if (owned.has(ownedKey(line.recipeId, line.index)) || line.text.trim() === '') continue;
    const factor = Number.isFinite(line.factor) && line.factor > 0 ? line.factor : 1;
    const parsed = parseIngredient(line.text, line.locale);
    const food = foodName(parsed.rest, line.locale);
    const lookup = `${line.locale}:${food}`;
    if (food !== '' && !matched.has(lookup)) matched.set(lookup, match(food, line.locale));
    const item = food === '' ? null : (matched.get(lookup) ?? null);
    const key = item ? item.key : unmatchedKey(food, line.text, line.locale);

    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        item,
        food: food || line.text.trim(),
        locale: line.locale,
        unit: item ? item.pack.unit : null,
        total: null,
        unadded: new Map(),
        pantry: true,
        unmeasured: false,
        sources: [],
      };
      groups.set(key, group);
    }
    const reading = read(parsed, factor, item);
    group.sources.push({ recipeId: line.recipeId, index: line.index });
    group.pantry &&= reading.pantry;
    group.unmeasured ||= reading.unmeasured;
    if (reading.part && reading.part.amount > 0) add(group, reading.part);
  }

  return [...groups.values()].map((g) => {
    const locale = options.locale ?? g.locale;
    return {
      key: g.key,
      food: g.item ? g.item[locale] : g.food,
      item: g.item,
      total:
        g.total === null || g.unit === null
          ? null
          : { amount: round(g.total, g.unit), unit: g.unit },
      unadded: [...g.unadded].map(([unit, amount]) => ({ amount: round(amount, unit), unit })),
      pantry: g.pantry,
      unmeasured: g.unmeasured,
      sources: g.sources,
    };
  });
}
