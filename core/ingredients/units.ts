/**
 * Units in ingredient lines, English and Dutch. Each written form maps to a canonical key
 * ('gr' → 'g', 'eetlepels' → 'el', 'cloves' → 'clove') and to its singular/plural pair, so a
 * scaled line can say '2 eetlepels' or '1 teentje'.
 */
import type { Locale } from '../locale';

/**
 * mass/volume: metric, scaled through grams/millilitres. measure: spoons and cups (fractions).
 * count: whole things (cloves, tins, bunches). length: cm (a leading '2 cm piece' scales; a
 * '(2 cm)' size never does). pinch: a pinch or splash, never scaled.
 */
export type UnitKind = 'mass' | 'volume' | 'measure' | 'count' | 'length' | 'pinch';

export type UnitDef = {
  key: string;
  kind: UnitKind;
  /** Grams or millilitres in one unit (mass and volume only). */
  base?: number;
  /** A pack whose size is given separately: '1 tin (400 g)', '2 x 145 g tins'. */
  container?: boolean;
  /** May start a line without a number: 'snufje zout', 'handful of basil'. */
  leading?: boolean;
  /** The language the plural belongs to when the same word differs ('pot': pots / potten). */
  lang?: Locale;
};

type Family = { def: UnitDef; singular: string; plural: string };

/**
 * key, kind, then written forms: 'singular/plural' or an invariant abbreviation. Options:
 * base (g/ml per unit), c = container, lead = may start a line, en/nl = language of the forms.
 */
const TABLE: readonly (readonly [string, UnitKind, string, string?])[] = [
  ['g', 'mass', 'g gr grm gram/grams gramme/grammes', 'base=1'],
  ['kg', 'mass', 'kg kilo/kilos kilogram/kilograms kilogramme/kilogrammes', 'base=1000'],
  ['mg', 'mass', 'mg', 'base=0.001'],
  ['ml', 'volume', 'ml millilitre/millilitres milliliter/milliliters', 'base=1'],
  ['cl', 'volume', 'cl centilitre/centilitres centiliter/centiliters', 'base=10'],
  ['dl', 'volume', 'dl decilitre/decilitres deciliter/deciliters', 'base=100'],
  ['l', 'volume', 'l ltr litre/litres liter/liters', 'base=1000'],
  ['tbsp', 'measure', 'tbsp tbsps tbs tbl tablespoon/tablespoons'],
  ['tsp', 'measure', 'tsp tsps teaspoon/teaspoons'],
  ['el', 'measure', 'el eetlepel/eetlepels'],
  ['tl', 'measure', 'tl theelepel/theelepels'],
  ['kl', 'measure', 'kl koffielepel/koffielepels'],
  ['cup', 'measure', 'cup/cups'],
  ['kopje', 'measure', 'kopje/kopjes kop/koppen'],
  ['oz', 'measure', 'oz ounce/ounces'],
  ['lb', 'measure', 'lb lbs pound/pounds'],
  ['pint', 'measure', 'pint/pints'],
  ['pinch', 'pinch', 'pinch/pinches', 'lead'],
  ['snufje', 'pinch', 'snufje/snufjes snuf/snuffen', 'lead'],
  ['mespunt', 'pinch', 'mespunt/mespunten mespuntje/mespuntjes', 'lead'],
  ['dash', 'pinch', 'dash/dashes', 'lead'],
  ['splash', 'pinch', 'splash/splashes drizzle/drizzles', 'lead'],
  ['scheutje', 'pinch', 'scheutje/scheutjes scheut/scheuten', 'lead'],
  ['beetje', 'pinch', 'beetje/beetjes', 'lead'],
  ['clove', 'count', 'clove/cloves'],
  ['teentje', 'count', 'teentje/teentjes teen/tenen'],
  ['piece', 'count', 'piece/pieces'],
  ['stuk', 'count', 'stuk/stuks stukje/stukjes'],
  ['tin', 'count', 'tin/tins', 'c'],
  ['can', 'count', 'can/cans', 'c'],
  ['jar', 'count', 'jar/jars', 'c'],
  ['packet', 'count', 'packet/packets pack/packs package/packages carton/cartons', 'c'],
  ['sachet', 'count', 'sachet/sachets', 'c'],
  ['ball', 'count', 'ball/balls', 'c'],
  ['blik', 'count', 'blik/blikken blikje/blikjes', 'c'],
  ['zakje', 'count', 'zakje/zakjes zak/zakken', 'c'],
  ['pak', 'count', 'pak/pakken pakje/pakjes', 'c nl'],
  ['pot', 'count', 'pot/potten potje/potjes', 'c nl'],
  ['pot', 'count', 'pot/pots', 'c en'],
  ['bol', 'count', 'bol/bollen', 'c'],
  ['bolletje', 'count', 'bolletje/bolletjes'],
  ['bunch', 'count', 'bunch/bunches', 'lead'],
  ['bos', 'count', 'bos/bossen bosje/bosjes', 'lead'],
  ['slice', 'count', 'slice/slices'],
  ['plak', 'count', 'plak/plakken plakje/plakjes'],
  ['sneetje', 'count', 'sneetje/sneetjes snee/sneden'],
  ['handful', 'count', 'handful/handfuls', 'lead'],
  ['handje', 'count', 'handje/handjes handvol handjevol', 'lead'],
  ['sprig', 'count', 'sprig/sprigs', 'lead'],
  ['takje', 'count', 'takje/takjes', 'lead'],
  ['stick', 'count', 'stick/sticks stalk/stalks'],
  ['stengel', 'count', 'stengel/stengels'],
  ['head', 'count', 'head/heads'],
  ['krop', 'count', 'krop/kroppen'],
  ['bulb', 'count', 'bulb/bulbs'],
  ['sheet', 'count', 'sheet/sheets'],
  ['vel', 'count', 'vel/vellen velletje/velletjes'],
  ['strip', 'count', 'strip/strips'],
  ['reepje', 'count', 'reepje/reepjes'],
  ['scoop', 'count', 'scoop/scoops'],
  ['schep', 'count', 'schep/scheppen schepje/schepjes'],
  ['square', 'count', 'square/squares'],
  ['blokje', 'count', 'blokje/blokjes'],
  ['knob', 'count', 'knob/knobs klontje/klontjes'],
  ['drop', 'count', 'drop/drops druppel/druppels'],
  ['cm', 'length', 'cm centimetre/centimetres centimeter/centimeters'],
  ['mm', 'length', 'mm'],
  ['inch', 'length', 'inch/inches'],
];

const FORMS = new Map<string, Family[]>();
for (const [key, kind, forms, options = ''] of TABLE) {
  const opts = options.split(' ');
  const base = opts.find((o) => o.startsWith('base='));
  const lang = opts.find((o): o is Locale => o === 'en' || o === 'nl');
  const def: UnitDef = {
    key,
    kind,
    ...(base ? { base: Number(base.slice(5)) } : {}),
    ...(opts.includes('c') ? { container: true } : {}),
    ...(opts.includes('lead') ? { leading: true } : {}),
    ...(lang ? { lang } : {}),
  };
  for (const form of forms.split(' ')) {
    const [singular = form, plural = singular] = form.split('/');
    const family: Family = { def, singular, plural };
    for (const written of new Set([singular, plural])) {
      FORMS.set(written, [...(FORMS.get(written) ?? []), family]);
    }
  }
}

function familyOf(written: string, locale: Locale): Family | undefined {
  const families = FORMS.get(written.toLowerCase().replace(/\.$/, ''));
  return families?.find((f) => f.def.lang === locale) ?? families?.[0];
}

/** The unit a written word stands for ('Eetlepels' → el), or undefined. */
export function lookupUnit(written: string, locale: Locale): UnitDef | undefined {
  return familyOf(written, locale)?.def;
}

/** Capitalises like `model` did. */
export function matchCase(model: string, word: string): string {
  const first = model.charAt(0);
  return first !== first.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * The written unit in the number for `value`: '1 eetlepel' → '2 eetlepels', '2 teentjes' →
 * '1 teentje'; abbreviations ('el', 'g', 'tbsp.') and Dutch measures ('500 gram', '2 liter')
 * stay as written.
 */
export function inflectUnit(written: string, value: number, locale: Locale): string {
  const family = familyOf(written, locale);
  if (!family || family.singular === family.plural) return written;
  if (locale === 'nl' && (family.def.kind === 'mass' || family.def.kind === 'volume')) {
    return written;
  }
  const dot = written.endsWith('.') ? '.' : '';
  return matchCase(written, value > 1 ? family.plural : family.singular) + dot;
}

/** Words that may sit between a number and its unit: '1 small tin', '2 dikke sneetjes'. */
export const UNIT_ADJECTIVES = new Set(
  (
    'small large big medium heaped heaping level rounded scant generous good thick thin ' +
    'klein kleine groot grote middelgroot middelgrote flink flinke ruim ruime royaal royale ' +
    'afgestreken volle dik dikke dun dunne'
  ).split(' '),
);
