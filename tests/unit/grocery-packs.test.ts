/** @jest-environment node */
import type { Locale } from '@/core/contract';
import type { CatalogueItem, Pack } from '@/core/grocery/catalogue-types';
import { packCount, packsFor } from '@/core/grocery/packs';
import { parseIngredient } from '@/core/ingredients';
import { CATALOGUE } from '@/demo/seed/data/catalogue';

function item(key: string): CatalogueItem {
  const found = CATALOGUE.find((i) => i.key === key);
  if (!found) throw new Error(`No catalogue item ${key}`);
  return found;
}

type Options = {
  /** A store's own pack size instead of the catalogue's. */
  pack?: Pack;
  /** The amount the line needs, in the pack's unit. */
  need?: number;
  pantry?: boolean;
};
type Case = [Locale, string, number, string, number, Options?];

const PANTRY = { pantry: true } as const;

/** Real-looking lines (most from the seed recipes), the servings factor, the product, and the packs. */
const cases: Case[] = [
  // Weight against the pack size (issue 15: 600 g from 500 g packs is 2 packs).
  ['nl', '600 g spaghetti', 1, 'spaghetti', 2, { need: 600 }],
  ['nl', '500 g spaghetti', 1, 'spaghetti', 1, { need: 500 }],
  ['en', '8 oz spaghetti', 1, 'spaghetti', 1],
  ['en', '2 lb beef mince', 1, 'rundergehakt', 2],
  ['nl', '250 g roomboter', 1, 'roomboter', 1],
  ['nl', '300 g roomboter, in blokjes', 1, 'roomboter', 2],
  ['nl', '600 g bloem', 1, 'tarwebloem', 2, { pack: { amount: 500, unit: 'g' } }],
  ['nl', '600 g bloem', 1, 'tarwebloem', 1],
  // Dutch decimals, scaling up and down.
  ['nl', '1,5 kg kruimige aardappelen', 1, 'kruimige-aardappelen', 1, { need: 1500 }],
  ['nl', '1,5 kg kruimige aardappelen', 2, 'kruimige-aardappelen', 2, { need: 3000 }],
  ['en', '1 kg floury potatoes, peeled and cut into chunks', 2.5, 'kruimige-aardappelen', 2],
  ['nl', '1,5 dl kookroom', 2, 'kookroom', 2, { need: 300 }],
  ['nl', '750 ml halfvolle melk', 2, 'halfvolle-melk', 2],
  ['nl', '750 ml halfvolle melk', 0.5, 'halfvolle-melk', 1, { need: 375 }],
  ['en', '2 cups whole milk', 1, 'volle-melk', 1, { need: 480 }],
  ['en', '2 cups whole milk', 2.5, 'volle-melk', 2, { need: 1200 }],
  // Garlic: cloves are parts of a bulb (issue 15: '2 teentjes knoflook' is 1 bulb).
  ['nl', '2 teentjes knoflook, geperst', 1, 'knoflook', 1, { need: 0.2 }],
  ['en', '12 cloves garlic', 1, 'knoflook', 2, { need: 1.2 }],
  ['en', '3 garlic cloves, crushed', 1, 'knoflook', 1],
  ['nl', '2-3 teentjes knoflook, fijngehakt', 4, 'knoflook', 2, { need: 1.2 }],
  ['nl', '1 knoflookbol', 2, 'knoflook', 2],
  // Pantry: never bought (issue 15: 'snufje zout' is pantry).
  ['nl', 'snufje zout', 1, 'keukenzout', 0, PANTRY],
  ['en', 'pinch of salt', 1, 'keukenzout', 0, PANTRY],
  ['nl', 'peper en zout', 1, 'peper-en-zout', 0, PANTRY],
  ['en', 'salt and pepper, to taste', 1, 'peper-en-zout', 0, PANTRY],
  ['nl', '1 tl zout', 1, 'keukenzout', 0, PANTRY],
  ['nl', '1 l water', 1, 'water', 0, PANTRY],
  ['en', '2 tbsp cold water', 1, 'water', 0, PANTRY],
  // A pinch or an amount to taste of anything is in the cupboard.
  ['nl', 'snufje nootmuskaat', 1, 'nootmuskaat', 0, PANTRY],
  ['en', 'pinch of cayenne pepper', 1, 'cayennepeper', 0, PANTRY],
  ['nl', 'sambal oelek naar smaak', 1, 'sambal-oelek', 0, PANTRY],
  ['nl', '1 tl sambal oelek', 1, 'sambal-oelek', 1],
  // No usable amount on a real product: one pack.
  ['nl', 'olijfolie, om in te vetten', 1, 'olijfolie', 1],
  ['nl', 'scheutje melk', 1, 'halfvolle-melk', 1],
  ['en', 'splash of balsamic vinegar', 1, 'balsamicoazijn', 1],
  ['nl', '3 cm gember, geraspt', 1, 'gember', 1],
  // Tins with a size, in brackets or as '2 x 400 g'.
  ['nl', '1 blik tomatenblokjes (400 g)', 1, 'tomatenblokjes-400g', 1, { need: 400 }],
  ['nl', '2 blikken tomatenblokjes (à 400 g)', 1, 'tomatenblokjes-400g', 2, { need: 800 }],
  ['nl', '2 blikken tomatenblokjes (à 400 g)', 0.5, 'tomatenblokjes-400g', 1],
  ['nl', '1 blik tomatenblokjes (400 g)', 3, 'tomatenblokjes-400g', 3],
  [
    'nl',
    '2 blikken tomatenblokjes (à 400 g)',
    1,
    'tomatenblokjes-400g',
    1,
    { pack: { amount: 800, unit: 'g' } },
  ],
  ['en', '2 x 400 g tins chopped tomatoes', 1, 'tomatenblokjes-400g', 2],
  ['en', '1 (400 g) tin chopped tomatoes', 0.5, 'tomatenblokjes-400g', 1],
  ['en', '400 g tin chopped tomatoes', 2, 'tomatenblokjes-400g', 2],
  ['en', '2 tins chickpeas (400 g each), drained', 1, 'kikkererwten', 2],
  ['en', '1 tin coconut milk (400 ml)', 1.5, 'kokosmelk', 2, { need: 600 }],
  ['en', '200 ml coconut milk', 1, 'kokosmelk', 1],
  ['nl', '1 blik tomatenpuree', 2, 'tomatenpuree', 2],
  // Spoons and cups of solids, through the product's density.
  ['en', '1½ cups plain flour', 1, 'tarwebloem', 1, { need: 198 }],
  ['en', '8 cups plain flour', 1, 'tarwebloem', 2],
  ['nl', '3 el bloem', 1, 'tarwebloem', 1],
  ['en', '1 tbsp ground cinnamon', 1, 'kaneel', 1, { need: 7.5 }],
  ['nl', '2 el olijfolie', 1, 'olijfolie', 1, { need: 30 }],
  // Pieces, and pieces asked by weight.
  ['nl', '½ ui, fijngesnipperd', 1, 'uien', 1],
  ['nl', '8 uien, in halve ringen', 1, 'uien', 2, { need: 1200 }],
  ['nl', '500 g komkommer', 1, 'komkommer', 2, { need: 1.25 }],
  ['nl', '300 g rode paprika', 1, 'rode-paprika', 2],
  ['nl', '8 eieren', 1, 'eieren', 2],
  ['nl', '6 eieren', 0.5, 'eieren', 1],
  ['en', '20 eggs', 1, 'eieren', 4],
  ['en', '½ lime, juiced', 1, 'limoen', 1],
  ['en', 'juice of 3 lemons', 1, 'citroen', 3],
  ['nl', '4 zalmfilets (à ca. 150 g)', 1, 'zalmfilet', 3, { need: 600 }],
  ['nl', '2 kipfilets (ca. 350 g)', 1, 'kipfilet', 1, { need: 350 }],
  ['nl', '5 maatjesharingen (ca. 450 g)', 2, 'maatjesharing', 2],
  ['en', '4 slices stale white bread', 1, 'wit-brood', 1],
  // Bunches, stems, handfuls, sprigs.
  ['nl', '4 lente-uitjes, in ringetjes', 1, 'lente-ui', 1],
  ['en', '12 spring onions, sliced', 1, 'lente-ui', 2],
  ['nl', '1 bos lente-uitjes', 2, 'lente-ui', 2],
  ['nl', 'halve bos koriander, grof gehakt', 1, 'verse-koriander', 1, { need: 15 }],
  ['nl', '2 bossen koriander', 1, 'verse-koriander', 2],
  ['nl', '2 stengels bleekselderij, in blokjes', 1, 'bleekselderij', 1],
  ['nl', '2 handjes verse spinazie (60 g)', 1, 'spinazie', 1, { need: 60 }],
  ['en', 'a handful of basil leaves', 1, 'verse-basilicum', 1],
  ['en', '2 sprigs thyme', 1, 'verse-tijm', 1],
  // Stock cubes make half a litre each.
  ['nl', '1 l groentebouillon', 1, 'groentebouillon', 1, { need: 2 }],
  ['en', '5 l vegetable stock', 1, 'groentebouillon', 2, { need: 10 }],
];

describe('packsFor', () => {
  test.each(cases)(
    '%s: %s ×%p (%s) → %p packs',
    (locale, text, factor, key, packs, options = {}) => {
      const product = item(key);
      const result = packsFor(
        parseIngredient(text, locale),
        factor,
        product,
        options.pack ?? product.pack,
      );
      expect(result.packs).toBe(packs);
      expect(result.pantry).toBe(options.pantry ?? false);
      if (options.need !== undefined) expect(result.need?.amount).toBeCloseTo(options.need, 1);
    },
  );

  it('still knows how much of a pantry item to buy should it be bought', () => {
    const salt = item('keukenzout');
    const result = packsFor(parseIngredient('1,5 kg grof zout', 'nl'), 1, salt, salt.pack);
    expect(result).toMatchObject({ packs: 0, pantry: true, packsIfBought: 2 });
  });

  it('gives the need in the pack unit of the store, not of the catalogue', () => {
    const milk = item('halfvolle-melk');
    const result = packsFor(parseIngredient('1,2 l halfvolle melk', 'nl'), 1, milk, {
      amount: 500,
      unit: 'ml',
    });
    expect(result).toMatchObject({ packs: 3, need: { amount: 1200, unit: 'ml' } });
  });
});

describe('packCount', () => {
  it.each([
    [600, 500, 2],
    [500, 500, 1],
    [1, 500, 1],
    [1000.0000001, 500, 2],
  ])('%p g from %p g packs is %p', (amount, size, packs) => {
    expect(packCount(amount, { amount: size, unit: 'g' })).toBe(packs);
  });
});
