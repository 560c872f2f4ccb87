/** @jest-environment node */
import type { Locale } from '@/core/contract';
import type { CatalogueItem } from '@/core/grocery/catalogue-types';
import {
  menuLineFood,
  mergeIngredients,
  ownedKey,
  type MenuLine,
  type MergedLine,
} from '@/core/grocery/merge';
import { CATALOGUE } from '@/demo/seed/data/catalogue';

/**
 * A line of the menu: its language and its text as the recipe writes it ('nl 2 uien'), with the
 * servings factor when it is not 1 (['nl 2 uien', 1.5]).
 */
type Written = `${Locale} ${string}`;
type Spec = Written | [Written, number];

/** Each spec is its own recipe (ids 1, 2, …), line 0 of it. */
function menu(specs: readonly Spec[]): MenuLine[] {
  return specs.map((spec, n) => {
    const [written, factor] = typeof spec === 'string' ? [spec, 1] : spec;
    return {
      recipeId: n + 1,
      index: 0,
      text: written.slice(3),
      locale: written.slice(0, 2) as Locale,
      factor,
    };
  });
}

/**
 * A merged line as the cook reads it: the food, then what to buy — the total and the parts that
 * could not be added ('50 g + 1 bos'), 'some' for a line without an amount, '—' for nothing —
 * and whether it is assumed at home.
 */
function seen(line: MergedLine): string {
  const amounts = [...(line.total ? [line.total] : []), ...line.unadded].map(
    (a) => `${a.amount} ${a.unit}`,
  );
  if (line.unmeasured) amounts.push('some');
  return `${line.food}: ${amounts.join(' + ') || '—'}${line.pantry ? ' (pantry)' : ''}`;
}

function merged(specs: readonly Spec[], catalogue: readonly CatalogueItem[] = CATALOGUE) {
  return mergeIngredients(menu(specs), catalogue).map(seen);
}

/** The demo catalogue with one item changed (another store's shelf, a sparser feed). */
function withItem(key: string, change: (item: CatalogueItem) => CatalogueItem): CatalogueItem[] {
  return CATALOGUE.map((item) => (item.key === key ? change(item) : item));
}

type Case = [string, Spec[], string[]];

const cases: Case[] = [
  // --- The same line twice -------------------------------------------------------------------
  [
    'nl: identical lines add up',
    ['nl 200 g spaghetti', 'nl 200 g spaghetti'],
    ['Spaghetti: 400 g'],
  ],
  [
    'en: identical lines add up',
    ['en 200 g spaghetti', 'en 200 g spaghetti'],
    ['Spaghetti: 400 g'],
  ],
  ['nl: identical counts add up', ['nl 2 eieren', 'nl 2 eieren'], ['Scharreleieren M: 4 piece']],
  ['en: identical counts add up', ['en 1 lemon', 'en 1 lemon'], ['Lemon: 2 piece']],
  // --- Weights: g, kg, oz, lb ----------------------------------------------------------------
  ['nl: g + kg', ['nl 500 g rundergehakt', 'nl 1 kg rundergehakt'], ['Rundergehakt: 1500 g']],
  ['en: kg + g', ['en 1.5 kg floury potatoes', 'en 250 g potatoes'], ['Floury potatoes: 1750 g']],
  [
    'nl: decimal comma kg + gram',
    ['nl 1,5 kg kruimige aardappelen', 'nl 500 gram aardappelen'],
    ['Kruimige aardappelen: 2000 g'],
  ],
  ['en: oz + g', ['en 8 oz spaghetti', 'en 100 g spaghetti'], ['Spaghetti: 326.8 g']],
  ['en: lb + g', ['en 1 lb beef mince', 'en 250 g beef mince'], ['Beef mince: 703.6 g']],
  // --- Volumes: ml, l, dl, spoons, cups ------------------------------------------------------
  [
    'nl: ml + el + tl',
    ['nl 100 ml olijfolie', 'nl 2 el olijfolie', 'nl 1 tl olijfolie'],
    ['Olijfolie: 135 ml'],
  ],
  ['nl: l + ml', ['nl 1 l halfvolle melk', 'nl 250 ml melk'], ['Halfvolle melk: 1250 ml']],
  [
    'en: tbsp + tsp + ml',
    ['en 2 tbsp olive oil', 'en 1 tsp olive oil', 'en 50 ml olive oil'],
    ['Olive oil: 85 ml'],
  ],
  ['en: cup + ml', ['en 1 cup whole milk', 'en 100 ml whole milk'], ['Whole milk: 340 ml']],
  ['nl: dl + el', ['nl 1,5 dl kookroom', 'nl 1 el kookroom'], ['Kookroom: 165 ml']],
  ['nl: dl + kopje', ['nl 2 dl melk', 'nl 1 kopje melk'], ['Halfvolle melk: 440 ml']],
  [
    'nl: spoons of flour in grams through its density',
    ['nl 1 el bloem', 'nl 200 g bloem'],
    ['Tarwebloem: 208.3 g'],
  ],
  // --- Pieces and weights through the weight of one piece ------------------------------------
  [
    'nl: 2 uien + 1 ui + 300 g ui (onions sold by weight, 150 g each)',
    ['nl 2 uien', 'nl 1 ui', 'nl 300 g ui'],
    ['Uien: 750 g'],
  ],
  ['nl: half an onion + one', ['nl ½ ui, fijngesnipperd', 'nl 1 ui'], ['Uien: 225 g']],
  [
    'nl: grams of cucumber in cucumbers (sold per piece, 400 g each)',
    ['nl 500 g komkommer', 'nl 1 komkommer'],
    ['Komkommer: 2.25 piece'],
  ],
  [
    'nl: grams of pepper in peppers',
    ['nl 300 g rode paprika', "nl 2 rode paprika's"],
    ['Rode paprika: 3.67 piece'],
  ],
  [
    'nl: fish fillets by their weight each',
    ['nl 4 zalmfilets (à ca. 150 g)', 'nl 300 g zalmfilet'],
    ['Zalmfilet met huid: 900 g'],
  ],
  [
    'nl: chicken fillets by their total weight',
    ['nl 2 kipfilets (ca. 350 g)', 'nl 500 g kipfilet'],
    ['Kipfilet: 850 g'],
  ],
  [
    'nl: a handful of spinach is about 25 g',
    ['nl 1 handje spinazie', 'nl 200 g spinazie'],
    ['Spinazie: 225 g'],
  ],
  ['en + nl: sprigs of thyme', ['en 2 sprigs thyme', 'nl 1 takje tijm'], ['Fresh thyme: 3 g']],
  [
    'nl: stems and a bunch of spring onions',
    ['nl 4 lente-uitjes', 'nl 1 bos lente-uitjes'],
    ['Lente-ui: 1.5 piece'],
  ],
  [
    'nl: a bunch of parsley weighs 30 g in the catalogue',
    ['nl 1 bos peterselie', 'nl 10 g peterselie'],
    ['Platte peterselie: 40 g'],
  ],
  // --- Amounts that cannot be added ----------------------------------------------------------
  [
    'nl: a bunch of rocket has no known weight',
    ['nl 1 bos rucola', 'nl 50 g rucola'],
    ['Rucola: 50 g + 1 bos'],
  ],
  [
    'en: a bunch of rocket has no known weight',
    ['en 1 bunch rocket', 'en 50 g rocket'],
    ['Rocket: 50 g + 1 bunch'],
  ],
  [
    'nl: heads of chicory have no known weight',
    ['nl 2 witlof', 'nl 250 g witlof', 'nl 1 witlof'],
    ['Witlof: 250 g + 3 piece'],
  ],
  [
    'nl: centimetres of ginger stay apart, summed',
    ['nl 3 cm gember', 'nl 1 gember', 'nl 2 cm gember'],
    ['Gember: 1 piece + 5 cm'],
  ],
  // --- Foods the catalogue does not know -----------------------------------------------------
  ['nl: unmatched g + kg', ['nl 200 g zuring', 'nl 1 kg zuring'], ['zuring: 1200 g']],
  [
    'nl: unmatched bunch stays apart from grams',
    ['nl 1 bos zuring', 'nl 10 g zuring', 'nl 5 g zuring'],
    ['zuring: 15 g + 1 bos'],
  ],
  [
    'en: unmatched bunch stays apart from grams',
    ['en 1 bunch sorrel', 'en 10 g sorrel'],
    ['sorrel: 10 g + 1 bunch'],
  ],
  [
    'en: unmatched tbsp + ml + tsp',
    ['en 2 tbsp yuzu juice', 'en 50 ml yuzu juice', 'en 1 tsp yuzu juice'],
    ['yuzu juice: 85 ml'],
  ],
  [
    'nl: unmatched volume and weight are not added',
    ['nl 2 el yuzusap', 'nl 50 g yuzusap', 'nl 1 tl yuzusap'],
    ['yuzusap: 35 ml + 50 g'],
  ],
  [
    'nl: unmatched plural and singular counts',
    ['nl 2 kweeappels', 'nl 1 kweeappel'],
    ['kweeappels: 3 piece'],
  ],
  [
    'nl: unmatched count + stuk',
    ['nl 2 kweeappels', 'nl 1 stuk kweeappel'],
    ['kweeappels: 3 piece'],
  ],
  [
    'en + nl: unmatched foods compare within their own language',
    ['en 1 bunch sorrel', 'nl 1 bos zuring'],
    ['sorrel: 1 bunch', 'zuring: 1 bos'],
  ],
  // --- Different foods -----------------------------------------------------------------------
  ['nl: onions and red onions', ['nl 1 ui', 'nl 1 rode ui'], ['Uien: 150 g', 'Rode uien: 130 g']],
  [
    'nl: fresh and tinned tomatoes',
    ['nl 200 g tomaten', 'nl 1 blik tomatenblokjes (400 g)'],
    ['Tomaten: 200 g', 'Tomatenblokjes: 400 g'],
  ],
  [
    'en: garlic and garlic powder',
    ['en 2 garlic cloves', 'en 1 tsp garlic powder'],
    ['Garlic: 0.2 piece', 'Garlic powder: 2.5 g'],
  ],
  [
    'nl: milk and coconut milk',
    ['nl 200 ml melk', 'nl 200 ml kokosmelk'],
    ['Halfvolle melk: 200 ml', 'Kokosmelk: 200 ml'],
  ],
  [
    'en: olive oil and extra virgin olive oil',
    ['en 2 tbsp olive oil', 'en 2 tbsp extra virgin olive oil'],
    ['Olive oil: 30 ml', 'Extra virgin olive oil: 30 ml'],
  ],
  // --- English and Dutch in one menu ---------------------------------------------------------
  ['en + nl: an onion and uien', ['en 1 onion', 'nl 2 uien'], ['Onions: 450 g']],
  [
    'en + nl: garlic cloves and teentjes',
    ['en 2 garlic cloves', 'nl 2 teentjes knoflook'],
    ['Garlic: 0.4 piece'],
  ],
  ['en + nl: milk and melk', ['en 200 ml milk', 'nl 300 ml melk'], ['Semi-skimmed milk: 500 ml']],
  ['en + nl: spaghetti', ['en 200 g spaghetti', 'nl 200 g spaghetti'], ['Spaghetti: 400 g']],
  ['en + nl: eggs and eieren', ['en 2 eggs', 'nl 1 ei'], ['Free-range eggs M: 3 piece']],
  [
    'en + nl: tins of chickpeas',
    ['nl 2 blikken kikkererwten (à 400 g)', 'en 1 tin chickpeas (400 g)'],
    ['Kikkererwten: 1200 g'],
  ],
  // --- Pantry --------------------------------------------------------------------------------
  [
    'nl + en: salt once, however it is written',
    ['nl snufje zout', 'nl 1 tl zout', 'nl zout', 'en pinch of salt'],
    ['Keukenzout: 6 g + some (pantry)'],
  ],
  [
    'nl + en: salt and pepper once',
    ['nl peper en zout', 'nl peper en zout', 'en salt and pepper, to taste'],
    ['Peper- en zoutmolen: some (pantry)'],
  ],
  [
    'nl + en: water once',
    ['nl water', 'nl 500 ml water', 'en 250 ml cold water'],
    ['Bronwater: 750 ml + some (pantry)'],
  ],
  [
    'nl: two pinches of nutmeg are one pantry line',
    ['nl snufje nootmuskaat', 'nl snufje nootmuskaat'],
    ['Nootmuskaat gemalen: — (pantry)'],
  ],
  [
    'nl: a pinch adds nothing to a measured amount',
    ['nl snufje nootmuskaat', 'nl 1 tl nootmuskaat'],
    ['Nootmuskaat gemalen: 2.5 g'],
  ],
  [
    'nl: to taste twice is one pantry line',
    ['nl sambal oelek naar smaak', 'nl sambal oelek naar smaak'],
    ['Sambal oelek: — (pantry)'],
  ],
  [
    'nl: to taste and a teaspoon is bought',
    ['nl sambal oelek naar smaak', 'nl 1 tl sambal oelek'],
    ['Sambal oelek: 5.5 g'],
  ],
  [
    'nl: a pinch of an unknown food is pantry',
    ['nl snufje venkelpollen', 'nl snufje venkelpollen'],
    ['venkelpollen: — (pantry)'],
  ],
  // --- Servings ------------------------------------------------------------------------------
  [
    'nl: each line at its own factor',
    [
      ['nl 200 g spaghetti', 2],
      ['nl 100 g spaghetti', 0.5],
    ],
    ['Spaghetti: 450 g'],
  ],
  [
    'nl: counts scaled before conversion',
    [
      ['nl 2 uien', 1.5],
      ['nl 1 ui', 2],
    ],
    ['Uien: 750 g'],
  ],
  [
    'nl: tins scaled',
    [
      ['nl 1 blik tomatenblokjes (400 g)', 2],
      ['nl 400 g tomatenblokjes', 0.5],
    ],
    ['Tomatenblokjes: 1000 g'],
  ],
  [
    'nl: a factor of 0 or NaN counts as 1',
    [
      ['nl 200 g spaghetti', 0],
      ['nl 200 g spaghetti', Number.NaN],
    ],
    ['Spaghetti: 400 g'],
  ],
  [
    'nl: thirds of spoons round to one decimal',
    [
      ['nl 2 el olijfolie', 4 / 3],
      ['nl 1 tl olijfolie', 1 / 3],
    ],
    ['Olijfolie: 41.7 ml'],
  ],
  [
    'nl: three thirds of a cucumber are one',
    [
      ['nl 1 komkommer', 1 / 3],
      ['nl 1 komkommer', 1 / 3],
      ['nl 1 komkommer', 1 / 3],
    ],
    ['Komkommer: 1 piece'],
  ],
  [
    'en: a tin of coconut milk at 1.5×',
    [['en 1 tin coconut milk (400 ml)', 1.5], 'en 200 ml coconut milk'],
    ['Coconut milk: 800 ml'],
  ],
  // --- Lines without an amount ---------------------------------------------------------------
  ['en: olive oil for frying alone', ['en olive oil for frying'], ['Olive oil: some']],
  [
    'en: olive oil for frying and a measured amount',
    ['en olive oil for frying', 'en 2 tbsp olive oil'],
    ['Olive oil: 30 ml + some'],
  ],
  [
    'nl: olive oil to grease and a measured amount',
    ['nl 3 el olijfolie', 'nl olijfolie, om in te vetten'],
    ['Olijfolie: 45 ml + some'],
  ],
  ['nl: pepper and salt alone', ['nl peper en zout'], ['Peper- en zoutmolen: some (pantry)']],
  ['nl: blank lines are skipped', ['nl ', 'nl    ', 'nl 1 ui'], ['Uien: 150 g']],
  // --- Sizes ---------------------------------------------------------------------------------
  [
    'nl: a tin with its size + grams',
    ['nl 1 blik (400 g) tomatenblokjes', 'nl 400 g tomatenblokjes'],
    ['Tomatenblokjes: 800 g'],
  ],
  [
    'en: 2 x 400 g tins + a (400 g) tin',
    ['en 2 x 400 g tins chopped tomatoes', 'en 1 (400 g) tin chopped tomatoes'],
    ['Chopped tomatoes: 1200 g'],
  ],
  [
    'nl: a tin without a size is one catalogue pack',
    ['nl 1 blik tomatenblokjes', 'nl 200 g tomatenblokjes'],
    ['Tomatenblokjes: 600 g'],
  ],
  [
    'nl: a tin of "tomaten" is the fresh tomatoes the matcher finds',
    ['nl 1 blik (400 g) tomaten', 'nl 400 g tomatenblokjes'],
    ['Tomaten: 400 g', 'Tomatenblokjes: 400 g'],
  ],
  // --- Ranges (the upper end, as packsFor) ---------------------------------------------------
  [
    'nl: 2–3 cloves + 1 clove',
    ['nl 2–3 tenen knoflook', 'nl 1 teentje knoflook'],
    ['Knoflook: 0.4 piece'],
  ],
  ['nl: 2-3 onions + 1 onion', ['nl 2-3 uien', 'nl 1 ui'], ['Uien: 600 g']],
  ['en: 100-150 g + 200 g', ['en 100-150 g spaghetti', 'en 200 g spaghetti'], ['Spaghetti: 350 g']],
  ['nl: 2 à 3 el', ['nl 2 à 3 el olijfolie'], ['Olijfolie: 45 ml']],
  // --- Fractions -----------------------------------------------------------------------------
  ['nl: two halves of an onion', ['nl ½ ui', 'nl ½ ui'], ['Uien: 150 g']],
  ['en: half a lime and a lime', ['en ½ lime, juiced', 'en 1 lime'], ['Lime: 1.5 piece']],
  [
    'en: 1½ cups of flour + grams',
    ['en 1½ cups plain flour', 'en 100 g plain flour'],
    ['Plain flour: 298 g'],
  ],
  [
    'nl: a quarter and three quarters of a cucumber',
    ['nl ¼ komkommer', 'nl ¾ komkommer'],
    ['Komkommer: 1 piece'],
  ],
  [
    'en: three thirds of a cup',
    ['en ⅓ cup whole milk', 'en ⅓ cup whole milk', 'en ⅓ cup whole milk'],
    ['Whole milk: 240 ml'],
  ],
  // --- Garlic: bulbs and cloves --------------------------------------------------------------
  [
    'nl + en: a bulb and cloves',
    ['nl 1 knoflookbol', 'nl 2 teentjes knoflook', 'en 3 garlic cloves, crushed'],
    ['Knoflook: 1.5 piece'],
  ],
  // --- Order ---------------------------------------------------------------------------------
  [
    'nl: foods in order of first appearance',
    [
      'nl 1 ui',
      'nl 200 g spaghetti',
      'nl 1 rode ui',
      'nl 2 uien',
      'nl snufje zout',
      'nl 100 g spaghetti',
    ],
    ['Uien: 450 g', 'Spaghetti: 300 g', 'Rode uien: 130 g', 'Keukenzout: — (pantry)'],
  ],
];

describe('mergeIngredients', () => {
  test.each(cases)('%s', (_name, specs, expected) => {
    expect(merged(specs)).toEqual(expected);
  });

  it('gives an empty list for an empty menu', () => {
    expect(mergeIngredients([], CATALOGUE)).toEqual([]);
  });

  it('lists the lines a merged line came from, in menu order', () => {
    const lines: MenuLine[] = [
      { recipeId: 7, index: 3, text: '1 ui', locale: 'nl', factor: 1 },
      { recipeId: 7, index: 4, text: 'snufje zout', locale: 'nl', factor: 1 },
      { recipeId: 2, index: 0, text: '1 onion, diced', locale: 'en', factor: 2 },
      { recipeId: 9, index: 1, text: 'zout', locale: 'nl', factor: 1 },
      { recipeId: 2, index: 5, text: '300 g ui', locale: 'nl', factor: 1 },
    ];
    const [onions, salt] = mergeIngredients(lines, CATALOGUE);
    expect(onions?.sources).toEqual([
      { recipeId: 7, index: 3 },
      { recipeId: 2, index: 0 },
      { recipeId: 2, index: 5 },
    ]);
    expect(onions?.total).toEqual({ amount: 750, unit: 'g' });
    expect(salt?.sources).toEqual([
      { recipeId: 7, index: 4 },
      { recipeId: 9, index: 1 },
    ]);
  });

  it('leaves out the lines the cook already has', () => {
    const lines = menu(['nl 2 uien', 'nl 200 g spaghetti', 'nl 1 ui']);
    const owned = new Set([ownedKey(1, 0), ownedKey(2, 0)]);
    const result = mergeIngredients(lines, CATALOGUE, owned);
    expect(result.map(seen)).toEqual(['Uien: 150 g']);
    expect(result[0]?.sources).toEqual([{ recipeId: 3, index: 0 }]);
  });

  it('leaves out a food whose every line is owned', () => {
    const lines = menu(['nl peper en zout', 'nl peper en zout']);
    expect(mergeIngredients(lines, CATALOGUE, new Set(['1:0', '2:0']))).toEqual([]);
  });

  it('counts onions in pieces when the store sells them per piece', () => {
    const perPiece = withItem('uien', (item) => ({ ...item, pack: { amount: 1, unit: 'piece' } }));
    const specs: Spec[] = ['nl 2 uien', 'nl 1 ui', 'nl 300 g ui'];
    expect(merged(specs, perPiece)).toEqual(['Uien: 5 piece']);
  });

  it("keeps '2 uien' + '300 g ui' as parts when the weight of one onion is unknown", () => {
    const unknownWeight = withItem('uien', ({ perPiece: _perPiece, ...item }) => item);
    const specs: Spec[] = ['nl 2 uien', 'nl 1 ui', 'nl 300 g ui'];
    expect(merged(specs, unknownWeight)).toEqual(['Uien: 300 g + 3 piece']);
  });

  it('keeps a bunch of parsley apart when the weight of a bunch is unknown', () => {
    const unknownBunch = withItem('platte-peterselie', ({ perPiece: _perPiece, ...item }) => item);
    const specs: Spec[] = ['nl 1 bos peterselie', 'nl 10 g peterselie', 'nl 2 bosjes peterselie'];
    expect(merged(specs, unknownBunch)).toEqual(['Platte peterselie: 10 g + 3 bos']);
  });

  it("uses the API's matcher when given one, asking once per food", () => {
    const onions = CATALOGUE.find((i) => i.key === 'uien')!;
    const asked: string[] = [];
    const match = (food: string) => {
      asked.push(food);
      return food === 'ui' || food === 'uien' ? onions : null;
    };
    const lines = menu(['nl 1 ui', 'nl 2 uien', 'nl 1 ui', 'nl 200 g spaghetti']);
    expect(mergeIngredients(lines, match).map(seen)).toEqual(['Uien: 600 g', 'spaghetti: 200 g']);
    expect(asked).toEqual(['ui', 'uien', 'spaghetti']);
  });

  it('names matched foods in the language asked, whatever the lines are written in', () => {
    const lines = menu(['en 1 onion', 'nl 200 ml melk', 'en 1 bunch sorrel']);
    expect(mergeIngredients(lines, CATALOGUE, new Set(), { locale: 'nl' }).map(seen)).toEqual([
      'Uien: 150 g',
      'Halfvolle melk: 200 ml',
      'sorrel: 1 bunch',
    ]);
  });

  it('gives the food words the matcher needs for a line', () => {
    expect(menuLineFood({ text: '2 teentjes knoflook, geperst', locale: 'nl' })).toBe('knoflook');
    expect(menuLineFood({ text: 'olive oil for frying', locale: 'en' })).toBe('olive oil');
  });

  it('is deterministic and leaves its input alone', () => {
    const lines = menu([
      ['nl 2 el olijfolie', 4 / 3],
      'en 1 onion',
      ['nl 1 tl olijfolie', 1 / 3],
      'nl 300 g ui',
    ]);
    const copy = structuredClone(lines);
    const first = mergeIngredients(lines, CATALOGUE);
    expect(mergeIngredients(lines, CATALOGUE)).toEqual(first);
    expect(lines).toEqual(copy);
    expect(first.map((l) => l.key)).toEqual(['olijfolie', 'uien']);
  });
});
