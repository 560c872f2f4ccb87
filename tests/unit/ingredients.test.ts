/** @jest-environment node */
import type { Locale } from '@/core/contract';
import { parseIngredient, scaleIngredient, type Quantity } from '@/core/ingredients';
import { recipes as groupA } from '@/demo/seed/data/group-a';
import { recipes as groupB } from '@/demo/seed/data/group-b';
import { recipes as groupC } from '@/demo/seed/data/group-c';

type ParseCase = [Locale, string, Quantity | null, string | null, string];

const q = (min: number, max?: number): Quantity => (max === undefined ? { min } : { min, max });

/** Lines from the seed recipes (and a few common forms), with what should be read from them. */
const parseCases: ParseCase[] = [
  // English — metric
  ['en', '100 g rolled oats', q(100), 'g', 'rolled oats'],
  ['en', '20 g walnuts, roughly chopped', q(20), 'g', 'walnuts, roughly chopped'],
  ['en', '300 ml unsweetened soya milk', q(300), 'ml', 'unsweetened soya milk'],
  ['en', '1 kg passata', q(1), 'kg', 'passata'],
  [
    'en',
    '1.5 kg floury potatoes, peeled and cut into chunks',
    q(1.5),
    'kg',
    'floury potatoes, peeled and cut into chunks',
  ],
  ['en', '1.2 l hot vegetable stock', q(1.2), 'l', 'hot vegetable stock'],
  ['en', '60–80 ml cold water', q(60, 80), 'ml', 'cold water'],
  ['en', '100g butter', q(100), 'g', 'butter'],
  ['en', '250 grams minced beef', q(250), 'g', 'minced beef'],
  // English — spoons and cups
  ['en', '2 tbsp chia seeds', q(2), 'tbsp', 'chia seeds'],
  ['en', '1 tsp ground cinnamon', q(1), 'tsp', 'ground cinnamon'],
  ['en', '½ tsp bicarbonate of soda', q(0.5), 'tsp', 'bicarbonate of soda'],
  ['en', '¼ tsp cream of tartar', q(0.25), 'tsp', 'cream of tartar'],
  ['en', '¾ tsp fine salt', q(0.75), 'tsp', 'fine salt'],
  [
    'en',
    '1½ tbsp palm sugar or soft brown sugar',
    q(1.5),
    'tbsp',
    'palm sugar or soft brown sugar',
  ],
  ['en', '1½ cups flour', q(1.5), 'cup', 'flour'],
  ['en', '1/2 tsp salt', q(0.5), 'tsp', 'salt'],
  ['en', '1 1/2 cups milk', q(1.5), 'cup', 'milk'],
  ['en', '2 tablespoons olive oil', q(2), 'tbsp', 'olive oil'],
  ['en', '2 to 3 tbsp water', q(2, 3), 'tbsp', 'water'],
  // English — counts and count units
  ['en', '1 egg', q(1), null, 'egg'],
  ['en', '3 large eggs', q(3), null, 'large eggs'],
  ['en', '1 onion, finely chopped', q(1), null, 'onion, finely chopped'],
  ['en', '2 cloves garlic, crushed', q(2), 'clove', 'garlic, crushed'],
  ['en', '3 cloves', q(3), 'clove', ''],
  ['en', '1 bunch flat-leaf parsley', q(1), 'bunch', 'flat-leaf parsley'],
  ['en', '½ bunch coriander, roughly chopped', q(0.5), 'bunch', 'coriander, roughly chopped'],
  ['en', '½ cucumber, diced', q(0.5), null, 'cucumber, diced'],
  ['en', '1 tin chickpeas (400 g), drained', q(1), 'tin', 'chickpeas (400 g), drained'],
  ['en', '1 (400 g) tin chopped tomatoes', q(1), 'tin', 'chopped tomatoes'],
  ['en', '2 x 400 g tins chickpeas, drained', q(2), 'tin', 'chickpeas, drained'],
  ['en', '400 g tin chopped tomatoes', q(1), 'tin', 'chopped tomatoes'],
  ['en', '1 small tin sweetcorn (150 g drained)', q(1), 'tin', 'sweetcorn (150 g drained)'],
  ['en', '2 thick slices sourdough bread', q(2), 'slice', 'sourdough bread'],
  ['en', '3 sprigs fresh thyme', q(3), 'sprig', 'fresh thyme'],
  ['en', '1 piece ginger (2 cm), grated', q(1), 'piece', 'ginger (2 cm), grated'],
  ['en', '2 cm piece of ginger, grated', q(2), 'cm', 'piece of ginger, grated'],
  ['en', '2 handfuls fresh spinach (60 g)', q(2), 'handful', 'fresh spinach (60 g)'],
  ['en', '2 limes (1 juiced, 1 in wedges)', q(2), null, 'limes (1 juiced, 1 in wedges)'],
  // English — words and lines without an amount
  ['en', 'half a bunch of coriander, chopped', q(0.5), 'bunch', 'coriander, chopped'],
  ['en', 'a pinch of salt', q(1), 'pinch', 'salt'],
  ['en', 'an onion, chopped', q(1), null, 'onion, chopped'],
  ['en', 'pinch of salt', null, 'pinch', 'salt'],
  ['en', 'handful of fresh basil leaves', null, 'handful', 'fresh basil leaves'],
  ['en', 'small handful of coriander', null, 'handful', 'coriander'],
  ['en', 'salt and pepper to taste', null, null, 'salt and pepper to taste'],
  ['en', 'a few sprigs of thyme', null, null, 'a few sprigs of thyme'],
  [
    'en',
    'a little butter or oil, for greasing',
    null,
    null,
    'a little butter or oil, for greasing',
  ],
  ['en', 'juice of 1 lemon', q(1), null, 'lemon'],
  // Dutch — metric, decimal commas
  ['nl', '100 g havermout', q(100), 'g', 'havermout'],
  ['nl', '20 g walnoten, grof gehakt', q(20), 'g', 'walnoten, grof gehakt'],
  ['nl', '250 gr gehakt', q(250), 'g', 'gehakt'],
  ['nl', '500 gram bloem', q(500), 'g', 'bloem'],
  ['nl', '1,5 kg aardappelen', q(1.5), 'kg', 'aardappelen'],
  [
    'nl',
    '1,25 kg kruimige aardappelen, geschild en in stukken',
    q(1.25),
    'kg',
    'kruimige aardappelen, geschild en in stukken',
  ],
  ['nl', '1,2 l warme groentebouillon', q(1.2), 'l', 'warme groentebouillon'],
  ['nl', '2,5 l water', q(2.5), 'l', 'water'],
  ['nl', '60–80 ml koud water', q(60, 80), 'ml', 'koud water'],
  // Dutch — spoons
  ['nl', '2 el chiazaad', q(2), 'el', 'chiazaad'],
  ['nl', '1 tl kaneel', q(1), 'tl', 'kaneel'],
  [
    'nl',
    '1,5 el palmsuiker of bruine basterdsuiker',
    q(1.5),
    'el',
    'palmsuiker of bruine basterdsuiker',
  ],
  ['nl', '½ tl zuiveringszout', q(0.5), 'tl', 'zuiveringszout'],
  ['nl', '¼ tl nootmuskaat', q(0.25), 'tl', 'nootmuskaat'],
  ['nl', '3 eetlepels olijfolie', q(3), 'el', 'olijfolie'],
  ['nl', '½ theelepel komijn', q(0.5), 'tl', 'komijn'],
  ['nl', '1 kopje rijst', q(1), 'kopje', 'rijst'],
  // Dutch — counts and count units
  ['nl', '1 ei', q(1), null, 'ei'],
  ['nl', '2 eieren', q(2), null, 'eieren'],
  ['nl', '1 rode ui, fijngesneden', q(1), null, 'rode ui, fijngesneden'],
  ['nl', '2 teentjes knoflook, geperst', q(2), 'teentje', 'knoflook, geperst'],
  ['nl', '1 teentje knoflook', q(1), 'teentje', 'knoflook'],
  ['nl', '2-3 teentjes knoflook', q(2, 3), 'teentje', 'knoflook'],
  ['nl', '2 tot 3 teentjes knoflook', q(2, 3), 'teentje', 'knoflook'],
  ['nl', '2 stuks prei', q(2), 'stuk', 'prei'],
  ['nl', '1 stuk gember (2 cm), geraspt', q(1), 'stuk', 'gember (2 cm), geraspt'],
  ['nl', '1 blik kikkererwten (400 g), uitgelekt', q(1), 'blik', 'kikkererwten (400 g), uitgelekt'],
  ['nl', '2 blikken tomatenblokjes (à 400 g)', q(2), 'blik', 'tomatenblokjes (à 400 g)'],
  ['nl', '1 klein blikje maïs (150 g uitgelekt)', q(1), 'blik', 'maïs (150 g uitgelekt)'],
  ['nl', '1 bos peterselie', q(1), 'bos', 'peterselie'],
  ['nl', '3 takjes verse tijm', q(3), 'takje', 'verse tijm'],
  [
    'nl',
    '4 dikke sneetjes brood (desem of volkoren)',
    q(4),
    'sneetje',
    'brood (desem of volkoren)',
  ],
  ['nl', '1 zakje vanillesuiker (8 g)', q(1), 'zakje', 'vanillesuiker (8 g)'],
  ['nl', '½ citroen, het sap', q(0.5), null, 'citroen, het sap'],
  // Dutch — words and lines without an amount
  ['nl', 'halve bos dille, fijngehakt', q(0.5), 'bos', 'dille, fijngehakt'],
  ['nl', 'halve ui', q(0.5), null, 'ui'],
  ['nl', 'een halve ui', q(0.5), null, 'ui'],
  ['nl', 'één ui', q(1), null, 'ui'],
  ['nl', 'een blik tomaten', q(1), 'blik', 'tomaten'],
  ['nl', 'snufje zout', null, 'snufje', 'zout'],
  ['nl', 'handje verse koriander, gehakt', null, 'handje', 'verse koriander, gehakt'],
  ['nl', 'scheutje balsamicoazijn', null, 'scheutje', 'balsamicoazijn'],
  ['nl', 'zout en peper', null, null, 'zout en peper'],
  ['nl', 'olijfolie om te bakken', null, null, 'olijfolie om te bakken'],
  ['nl', 'paar takjes tijm', null, null, 'paar takjes tijm'],
  [
    'nl',
    'vocht van 1 blik kikkererwten (ca. 120 ml aquafaba)',
    q(1),
    'blik',
    'kikkererwten (ca. 120 ml aquafaba)',
  ],
];

describe('parseIngredient', () => {
  it('has at least 60 cases in both languages', () => {
    expect(parseCases.length).toBeGreaterThanOrEqual(60);
    expect(parseCases.filter(([locale]) => locale === 'en').length).toBeGreaterThanOrEqual(30);
    expect(parseCases.filter(([locale]) => locale === 'nl').length).toBeGreaterThanOrEqual(30);
  });

  it.each(parseCases)('%s: %s', (locale, line, quantity, unit, rest) => {
    const parsed = parseIngredient(line, locale);
    expect(parsed.text).toBe(line);
    expect(parsed.quantity).toEqual(quantity);
    expect(parsed.unit).toBe(unit);
    expect(parsed.rest).toBe(rest);
  });

  it('reports pack sizes, prefixes and what can be scaled', () => {
    expect(parseIngredient('1 (400 g) tin chopped tomatoes', 'en')).toMatchObject({
      size: '400 g',
      unitText: 'tin',
      scalable: true,
    });
    expect(parseIngredient('2 x 7 g sachets dried yeast', 'en')).toMatchObject({
      quantity: { min: 2 },
      size: '7 g',
      unit: 'sachet',
      unitText: 'sachets',
    });
    expect(parseIngredient('juice of 1 lemon', 'en').prefix).toBe('juice of');
    expect(parseIngredient('3 eetlepels olijfolie', 'nl').unitText).toBe('eetlepels');
    expect(parseIngredient('snufje zout', 'nl').scalable).toBe(false);
    expect(parseIngredient('a pinch of salt', 'en').scalable).toBe(false);
    expect(parseIngredient('zout en peper', 'nl').scalable).toBe(false);
    expect(parseIngredient('2 el chiazaad', 'nl').scalable).toBe(true);
  });

  it('does not read numbers that are not amounts', () => {
    expect(parseIngredient('5% fat yoghurt', 'en').quantity).toBeNull();
    expect(parseIngredient('7up', 'en').quantity).toBeNull();
    expect(parseIngredient('1/0 cup', 'en').quantity).toBeNull();
    expect(parseIngredient('', 'en').quantity).toBeNull();
  });

  it('reads thousands separators per language', () => {
    expect(parseIngredient('1.000 g bloem', 'nl').quantity).toEqual(q(1000));
    expect(parseIngredient('1,000 g flour', 'en').quantity).toEqual(q(1000));
    expect(parseIngredient('1,5 kg appels', 'en').quantity).toEqual(q(1.5));
  });
});

type ScaleCase = [Locale, string, number, string];

const scaleCases: ScaleCase[] = [
  // ×2
  ['en', '100 g rolled oats', 2, '200 g rolled oats'],
  ['en', '2 tbsp chia seeds', 2, '4 tbsp chia seeds'],
  ['nl', '2 el chiazaad', 2, '4 el chiazaad'],
  ['en', '1 egg', 2, '2 eggs'],
  ['nl', '1 ei', 2, '2 eieren'],
  ['en', '1 clove garlic, crushed', 2, '2 cloves garlic, crushed'],
  ['nl', '1 teentje knoflook', 2, '2 teentjes knoflook'],
  ['en', '1 cup sugar', 2, '2 cups sugar'],
  ['nl', '1 eetlepel olijfolie', 2, '2 eetlepels olijfolie'],
  ['en', '750 g onions, sliced into half-moons', 2, '1.5 kg onions, sliced into half-moons'],
  ['nl', '750 g uien, in halve ringen', 2, '1,5 kg uien, in halve ringen'],
  [
    'en',
    '1 beef stock cube dissolved in 700 ml boiling water',
    2,
    '2 beef stock cubes dissolved in 1.4 l boiling water',
  ],
  ['en', '1 (400 g) tin chopped tomatoes', 2, '2 (400 g) tins chopped tomatoes'],
  ['en', '1 tin chickpeas (400 g), drained', 2, '2 tins chickpeas (400 g), drained'],
  ['nl', '1 blik kokosmelk (400 ml)', 2, '2 blikken kokosmelk (400 ml)'],
  ['en', '400 g tin chopped tomatoes', 2, '2 x 400 g tins chopped tomatoes'],
  ['en', '2 tins chickpeas (400 g each), drained', 2, '4 tins chickpeas (400 g each), drained'],
  ['nl', '2 zalmfilets (à ca. 150 g), met vel', 2, '4 zalmfilets (à ca. 150 g), met vel'],
  ['en', '2 sweet potatoes (about 700 g)', 2, '4 sweet potatoes (about 1.4 kg)'],
  [
    'en',
    '2 tbsp caster sugar, plus 1 tbsp for sprinkling',
    2,
    '4 tbsp caster sugar, plus 2 tbsp for sprinkling',
  ],
  ['nl', '1 ei plus 1 eidooier', 2, '2 eieren plus 2 eidooiers'],
  ['en', '7 g instant yeast (1 sachet)', 2, '14 g instant yeast (2 sachets)'],
  ['en', '2 limes (1 juiced, 1 in wedges)', 2, '4 limes (2 juiced, 2 in wedges)'],
  ['en', '1 piece ginger (2 cm), grated', 2, '2 pieces ginger (2 cm), grated'],
  ['en', '1 kg beef chuck, cut into 4 cm chunks', 2, '2 kg beef chuck, cut into 4 cm chunks'],
  ['en', '300 g tipo 00 flour', 2, '600 g tipo 00 flour'],
  ['en', '2 tbsp peanut butter (100% peanuts)', 2, '4 tbsp peanut butter (100% peanuts)'],
  ['nl', '1 gedroogd rood pepertje, verkruimeld', 2, '2 gedroogde rode pepertjes, verkruimeld'],
  ['nl', '1 klein blikje maïs (150 g uitgelekt)', 2, '2 kleine blikjes maïs (150 g uitgelekt)'],
  ['nl', '1 heel ei', 2, '2 hele eieren'],
  ['en', 'juice of 1 lemon', 2, 'juice of 2 lemons'],
  ['en', 'half a bunch of coriander, chopped', 2, '1 bunch of coriander, chopped'],
  ['nl', 'halve ui', 2, '1 ui'],
  ['nl', 'halve ui', 4, '2 uien'],
  // ×0.5
  ['en', '2 eggs', 0.5, '1 egg'],
  ['nl', '2 eieren', 0.5, '1 ei'],
  ['nl', '2 teentjes knoflook, geperst', 0.5, '1 teentje knoflook, geperst'],
  ['nl', '2 stuks prei', 0.5, '1 stuk prei'],
  ['en', '2 cups sugar', 0.5, '1 cup sugar'],
  ['en', '1½ cups flour', 0.5, '¾ cup flour'],
  ['en', '1 tsp ground cinnamon', 0.5, '½ tsp ground cinnamon'],
  ['nl', '1 tl kaneel', 0.5, '½ tl kaneel'],
  ['en', '1 onion, chopped', 0.5, '½ onion, chopped'],
  ['nl', '1,5 kg aardappelen', 0.5, '750 g aardappelen'],
  ['en', '1 l vegetable stock', 0.5, '500 ml vegetable stock'],
  ['en', '2 x 400 g tins chickpeas, drained', 0.5, '1 x 400 g tin chickpeas, drained'],
  ['nl', '2 kleine blikjes maïs', 0.5, '1 klein blikje maïs'],
  ['nl', '2 rode uien, in parten', 0.5, '1 rode ui, in parten'],
  ['en', '7 g instant yeast (1 sachet)', 0.5, '3.5 g instant yeast (½ sachet)'],
  ['en', '750 g baby new potatoes', 0.5, '375 g baby new potatoes'],
  ['en', '1 sweet potato (about 350 g)', 0.5, '½ sweet potato (about 175 g)'],
  // ×1.5
  ['en', '2 tbsp olive oil', 1.5, '3 tbsp olive oil'],
  ['en', '1 tbsp honey', 1.5, '1½ tbsp honey'],
  ['nl', '1 el honing', 1.5, '1,5 el honing'],
  ['nl', '½ tl kaneel', 1.5, '¾ tl kaneel'],
  ['en', '3 eggs', 1.5, '4½ eggs'],
  ['en', '1 clove garlic', 1.5, '1½ cloves garlic'],
  ['en', '325 ml lukewarm water', 1.5, '490 ml lukewarm water'],
  ['en', '75 g butter', 1.5, '115 g butter'],
  ['nl', '1,2 l groentebouillon', 1.5, '1,8 l groentebouillon'],
  // other factors
  ['en', '1 kg passata', 1 / 3, '330 g passata'],
  ['en', '10 g fine salt', 0.25, '2.5 g fine salt'],
  ['en', '½ tsp salt', 0.25, '⅛ tsp salt'],
  ['nl', '3 eetlepels olijfolie', 1 / 3, '1 eetlepel olijfolie'],
  ['nl', '½ theelepel komijn', 4, '2 theelepels komijn'],
  ['en', '1 egg', 0.1, '¼ egg'],
  // ranges
  ['nl', '2-3 teentjes knoflook', 2, '4-6 teentjes knoflook'],
  ['nl', '2-3 teentjes knoflook', 0.5, '1-1½ teentjes knoflook'],
  ['nl', '2 tot 3 teentjes knoflook', 2, '4 tot 6 teentjes knoflook'],
  ['en', '60–80 ml cold water', 2, '120–160 ml cold water'],
  ['en', '2 to 3 cloves garlic', 0.5, '1 to 1½ cloves garlic'],
  // unchanged: pinches and lines without an amount
  ['nl', 'snufje zout', 2, 'snufje zout'],
  ['en', 'pinch of salt', 3, 'pinch of salt'],
  ['en', 'a pinch of salt', 2, 'a pinch of salt'],
  ['nl', '1 snufje zout', 2, '1 snufje zout'],
  ['en', 'salt and pepper to taste', 2, 'salt and pepper to taste'],
  ['nl', 'zout en peper', 2, 'zout en peper'],
  ['nl', 'olijfolie om te bakken', 2, 'olijfolie om te bakken'],
  ['nl', 'handje koriander, gehakt', 2, 'handje koriander, gehakt'],
  ['en', 'a few sprigs of thyme', 0.5, 'a few sprigs of thyme'],
];

describe('scaleIngredient', () => {
  it.each(scaleCases)('%s: %s × %d', (locale, line, factor, expected) => {
    expect(scaleIngredient(line, factor, locale)).toBe(expected);
  });

  it('returns the line byte for byte for factor 1', () => {
    for (const line of ['1 ½ cups milk', '  2 eggs ', '2-3 teentjes knoflook', '1,50 kg appels']) {
      expect(scaleIngredient(line, 1, 'en')).toBe(line);
      expect(scaleIngredient(line, 1, 'nl')).toBe(line);
    }
  });

  it('returns the line unchanged for a factor that makes no sense', () => {
    for (const factor of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(scaleIngredient('2 eggs', factor, 'en')).toBe('2 eggs');
    }
  });

  it('scales back to the original for simple lines', () => {
    for (const [line, locale] of [
      ['2 el chiazaad', 'nl'],
      ['3 teentjes knoflook', 'nl'],
      ['2 tbsp chia seeds', 'en'],
      ['4 eggs', 'en'],
    ] as const) {
      expect(scaleIngredient(scaleIngredient(line, 2, locale), 0.5, locale)).toBe(line);
    }
  });

  it("reads the names of Object.prototype's members as words like any other", () => {
    // Issue 26: the word tables were plain objects, so `constructor` was a word they knew.
    for (const word of Object.getOwnPropertyNames(Object.prototype)) {
      for (const locale of ['en', 'nl'] as const) {
        for (const line of [`1 ${word}`, `1 ${word} ui`, `1 ${word} egg`, `2 ${word} eieren`]) {
          const scaled = scaleIngredient(line, 2, locale);
          expect(scaled).not.toMatch(/native code|function|\[object/);
          expect(scaled).toContain(word);
          expect(() => parseIngredient(line, locale)).not.toThrow();
        }
      }
    }
  });
});

describe('every seeded ingredient line', () => {
  const lines = [...groupA, ...groupB, ...groupC].flatMap((recipe) =>
    (['en', 'nl'] as const).flatMap((locale) =>
      recipe[locale].ingredients.map((line) => [locale, line] as const),
    ),
  );

  it('is a real list', () => {
    expect(lines.length).toBeGreaterThan(1000);
  });

  it('parses and scales without throwing; leading numbers are read', () => {
    const unread: string[] = [];
    for (const [locale, line] of lines) {
      const parsed = parseIngredient(line, locale);
      if (/^[\d½⅓⅔¼¾⅛]/u.test(line) && parsed.quantity === null) unread.push(line);
      expect(typeof scaleIngredient(line, 2, locale)).toBe('string');
      expect(typeof scaleIngredient(line, 0.5, locale)).toBe('string');
      expect(scaleIngredient(line, 1, locale)).toBe(line);
    }
    expect(unread).toEqual([]);
  });

  it('changes every line with a leading number when doubled, and no pinch', () => {
    const unchanged: string[] = [];
    for (const [locale, line] of lines) {
      const scaled = scaleIngredient(line, 2, locale);
      if (/^[\d½⅓⅔¼¾⅛]/u.test(line) && scaled === line) unchanged.push(line);
      if (/^(?:pinch|snufje)\b/iu.test(line)) expect(scaled).toBe(line);
    }
    expect(unchanged).toEqual([]);
  });
});
