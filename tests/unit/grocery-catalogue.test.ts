/** @jest-environment node */
import type { Locale } from '@/core/contract';
import { aliasMatch, foodName } from '@/core/grocery/food-name';
import { STORE_IDS, type StoreId } from '@/core/grocery/stores';
import { parseIngredient } from '@/core/ingredients';
import { CATALOGUE, storeCatalogue } from '@/demo/seed/data/catalogue';
import { recipes as groupA } from '@/demo/seed/data/group-a';
import { recipes as groupB } from '@/demo/seed/data/group-b';
import { recipes as groupC } from '@/demo/seed/data/group-c';

const recipes = [...groupA, ...groupB, ...groupC];

/** The catalogue item a recipe line resolves to, as the API's matcher would start from. */
function productFor(line: string, locale: Locale): string | null {
  return aliasMatch(foodName(parseIngredient(line, locale).rest, locale), CATALOGUE)?.key ?? null;
}

describe('the demo catalogue', () => {
  it('has at least 440 products with unique kebab-case keys', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(440);
    const keys = CATALOGUE.map((i) => i.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('names every product in both languages, with lowercase aliases and a real pack', () => {
    for (const item of CATALOGUE) {
      expect(item.nl.trim()).not.toBe('');
      expect(item.en.trim()).not.toBe('');
      expect(item.aliases.length).toBeGreaterThan(0);
      for (const alias of item.aliases) expect(alias).toBe(alias.toLowerCase().trim());
      expect(item.pack.amount).toBeGreaterThan(0);
      expect(item.category).not.toBe('');
    }
  });

  it('prices every product realistically (5 to 3000 cents)', () => {
    for (const item of CATALOGUE) {
      expect(Number.isInteger(item.priceCents)).toBe(true);
      expect(item.priceCents).toBeGreaterThanOrEqual(5);
      expect(item.priceCents).toBeLessThanOrEqual(3000);
    }
  });

  it('marks salt, pepper, water and ice as pantry, and everyday food not', () => {
    for (const line of ['zout', 'peper', 'peper en zout', 'water', 'ijsblokjes']) {
      expect(CATALOGUE.find((i) => i.key === productFor(line, 'nl'))?.pantry).toBe(true);
    }
    for (const line of ['ui', 'bloem', 'melk', 'knoflook']) {
      expect(CATALOGUE.find((i) => i.key === productFor(line, 'nl'))?.pantry).toBeFalsy();
    }
  });
});

describe('storeCatalogue', () => {
  const ranges = Object.fromEntries(STORE_IDS.map((s) => [s, storeCatalogue(s)])) as Record<
    StoreId,
    ReturnType<typeof storeCatalogue>
  >;

  it.each(STORE_IDS)('%s sells at least 400 products at realistic prices', (store) => {
    const range = ranges[store];
    expect(range.length).toBeGreaterThanOrEqual(400);
    for (const product of range) {
      expect(product.store).toBe(store);
      expect(product.priceCents).toBeGreaterThanOrEqual(5);
      expect(product.priceCents).toBeLessThanOrEqual(3000);
      expect(product.pack.amount).toBeGreaterThan(0);
    }
    expect(new Set(range.map((p) => p.key)).size).toBe(range.length);
  });

  it('is the same every time', () => {
    for (const store of STORE_IDS) expect(storeCatalogue(store)).toEqual(ranges[store]);
  });

  it('names house-brand products after the store and A-brands as they are', () => {
    const jumbo = ranges.jumbo;
    expect(jumbo.find((p) => p.key === 'spaghetti')?.name).toBe('Jumbo Spaghetti');
    expect(ranges['albert-heijn'].find((p) => p.key === 'spaghetti')?.name).toBe('AH Spaghetti');
    expect(ranges.plus.find((p) => p.key === 'spaghetti')?.name).toBe('PLUS Spaghetti');
    for (const store of STORE_IDS) {
      const barilla = ranges[store].find((p) => p.key === 'barilla-spaghetti');
      if (barilla) expect(barilla.name).toBe('Barilla Spaghetti n.5');
    }
  });

  it('leaves each store a few products short (2-3 %), and every product is sold somewhere', () => {
    for (const store of STORE_IDS) {
      const missing = CATALOGUE.length - ranges[store].length;
      expect(missing).toBeGreaterThan(0);
      expect(missing / CATALOGUE.length).toBeLessThan(0.05);
    }
    const sold = new Set(STORE_IDS.flatMap((s) => ranges[s].map((p) => p.key)));
    expect(sold.size).toBe(CATALOGUE.length);
  });

  it('differs per store in price and sometimes in pack size', () => {
    const ah = new Map(ranges['albert-heijn'].map((p) => [p.key, p]));
    let otherPrice = 0;
    let otherPack = 0;
    for (const store of STORE_IDS.filter((s) => s !== 'albert-heijn')) {
      for (const product of ranges[store]) {
        const same = ah.get(product.key);
        if (!same) continue;
        if (same.priceCents !== product.priceCents) otherPrice += 1;
        if (same.pack.amount !== product.pack.amount) otherPack += 1;
      }
    }
    expect(otherPrice).toBeGreaterThan(1000);
    expect(otherPack).toBeGreaterThan(10);
  });

  it('follows the store price levels: Jumbo < Albert Heijn < Plus < Coop over the common range', () => {
    const common = CATALOGUE.map((i) => i.key).filter((key) =>
      STORE_IDS.every((s) => ranges[s].some((p) => p.key === key)),
    );
    const total = (store: StoreId) => {
      const prices = new Map(ranges[store].map((p) => [p.key, p]));
      // Per catalogue pack, so a store's other pack size does not skew the sum.
      return common.reduce((sum, key) => {
        const product = prices.get(key);
        const base = CATALOGUE.find((i) => i.key === key);
        if (!product || !base) return sum;
        return sum + (product.priceCents * base.pack.amount) / product.pack.amount;
      }, 0);
    };
    const totals = STORE_IDS.map((s) => [s, total(s)] as const).sort((a, b) => a[1] - b[1]);
    expect(totals.map(([s]) => s)).toEqual(['jumbo', 'albert-heijn', 'plus', 'coop']);
  });
});

describe('foodName', () => {
  it.each([
    ['nl', 'knoflook, geperst', 'knoflook'],
    ['nl', 'fijngehakte rode ui', 'rode ui'],
    ['en', 'cherry tomatoes, halved', 'cherry tomatoes'],
    ['nl', 'tomatenblokjes (400 g)', 'tomatenblokjes'],
    ['nl', 'aardbeien of blauwe bessen', 'aardbeien'],
    ['en', 'chicken or vegetable stock', 'chicken stock'],
    ['nl', 'kippen- of groentebouillon', 'kippenbouillon'],
    ['nl', 'zout naar smaak', 'zout'],
    ['en', 'black pepper, to taste', 'black pepper'],
    ['en', 'a few sprigs of thyme', 'thyme'],
    ['en', 'bone-in, skin-on chicken thighs (about 1.2 kg)', 'chicken thighs'],
    ['nl', 'Parmezaanse kaas, fijn geraspt, plus extra om te serveren', 'parmezaanse kaas'],
    ['en', 'beef stock cube dissolved in 700 ml boiling water', 'beef stock cube'],
    ['nl', 'crème fraîche', 'creme fraiche'],
    ['en', '', ''],
  ] as const)('%s %p → %p', (locale, rest, food) => {
    expect(foodName(rest, locale)).toBe(food);
  });
});

describe('aliasMatch', () => {
  it('prefers the longest alias found as whole words', () => {
    expect(aliasMatch('gerookt paprikapoeder', CATALOGUE)?.key).toBe('gerookt-paprikapoeder');
    expect(aliasMatch('paprikapoeder', CATALOGUE)?.key).toBe('paprikapoeder');
    expect(aliasMatch('kleine rode ui', CATALOGUE)?.key).toBe('rode-uien');
    expect(aliasMatch('ui', CATALOGUE)?.key).toBe('uien');
    expect(aliasMatch('knoflookpoeder', CATALOGUE)?.key).toBe('knoflookpoeder');
  });

  it('matches no part of a word, and nothing for what is not food', () => {
    expect(aliasMatch('pruimenjam', CATALOGUE)).toBeNull();
    expect(aliasMatch('bicycle pump', CATALOGUE)).toBeNull();
    expect(aliasMatch('', CATALOGUE)).toBeNull();
  });

  it.each([
    ['nl', '2 teentjes knoflook, geperst', 'knoflook'],
    ['en', '2 cloves garlic, finely chopped', 'knoflook'],
    ['nl', '400 g spaghetti', 'spaghetti'],
    ['en', '400 g spaghetti', 'spaghetti'],
    ['nl', '1 blik tomatenblokjes (400 g)', 'tomatenblokjes-400g'],
    ['en', '1 tin chopped tomatoes (400 g)', 'tomatenblokjes-400g'],
    ['nl', '500 ml halfvolle melk', 'halfvolle-melk'],
    ['en', '500 ml semi-skimmed milk', 'halfvolle-melk'],
    ['nl', '2 el extra vierge olijfolie', 'extra-vierge-olijfolie'],
    ['nl', 'halve bos koriander, grof gehakt', 'verse-koriander'],
    ['en', '1 tsp ground coriander', 'korianderpoeder'],
    ['nl', 'snufje zout', 'keukenzout'],
  ] as const)('%s %p is %p', (locale, line, key) => {
    expect(productFor(line, locale)).toBe(key);
  });
});

describe('coverage of the seeded recipes', () => {
  it.each(['nl', 'en'] as const)('%s: aliases cover at least 93 % of the food lines', (locale) => {
    let lines = 0;
    let matched = 0;
    const unmatched: string[] = [];
    for (const recipe of recipes) {
      for (const line of recipe[locale].ingredients) {
        const food = foodName(parseIngredient(line, locale).rest, locale);
        if (food === '') continue; // '4 cloves': no food named
        lines += 1;
        if (aliasMatch(food, CATALOGUE)) matched += 1;
        else unmatched.push(line);
      }
    }
    const share = matched / lines;
    console.info(
      `catalogue coverage ${locale}: ${matched}/${lines} = ${(share * 100).toFixed(1)} %` +
        (unmatched.length ? `; unmatched: ${unmatched.slice(0, 20).join(' | ')}` : ''),
    );
    expect(lines).toBeGreaterThan(1300);
    expect(share).toBeGreaterThanOrEqual(0.93);
  });
});
