/** The grocery widget's words in both languages and its euro amounts. */
import { MESSAGES, formatAmount, formatEuros, plural, t, type MessageKey } from '@/widget/src/i18n';

// Intl puts a no-break space between the euro sign and a Dutch amount.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatEuros', () => {
  it.each([
    [1234, 'nl', '€ 12,34'],
    [1234, 'en', '€12.34'],
    [123456, 'nl', '€ 1.234,56'],
    [123456, 'en', '€1,234.56'],
    [5, 'nl', '€ 0,05'],
    [0, 'en', '€0.00'],
  ] as const)('%i cents in %s is %s', (cents, locale, text) => {
    expect(plain(formatEuros(cents, locale))).toBe(text);
  });
});

describe('formatAmount', () => {
  it.each([
    [750, 'g', 'en', '750 g'],
    [37.5, 'g', 'nl', '37,5 g'],
    [1500, 'g', 'en', '1.5 kg'],
    [1500, 'g', 'nl', '1,5 kg'],
    [1250, 'ml', 'nl', '1,25 l'],
    [999, 'ml', 'en', '999 ml'],
    [1, 'piece', 'en', '1 piece'],
    [1, 'piece', 'nl', '1 stuk'],
    [2.5, 'piece', 'en', '2.5 pieces'],
    [12, 'piece', 'nl', '12 stuks'],
    [1, 'bos', 'nl', '1 bos'],
    [0.333, 'cm', 'en', '0.33 cm'],
  ] as const)('%d %s in %s is %s', (amount, unit, locale, text) => {
    expect(formatAmount(locale, amount, unit)).toBe(text);
  });
});

describe('messages', () => {
  const keys = Object.keys(MESSAGES.en) as MessageKey[];
  const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

  it('has every text in both languages, with the same placeholders', () => {
    expect(Object.keys(MESSAGES.nl).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(MESSAGES.nl[key].trim()).not.toBe('');
      expect(placeholders(MESSAGES.nl[key])).toEqual(placeholders(MESSAGES.en[key]));
    }
  });

  it('says what the product says in both languages', () => {
    expect([t('en', 'order'), t('nl', 'order')]).toEqual([
      'Order ingredients',
      'Ingrediënten bestellen',
    ]);
    expect([t('en', 'card'), t('nl', 'card')]).toEqual([
      'Order these ingredients',
      'Bestel deze ingrediënten',
    ]);
    expect([t('en', 'indicative'), t('nl', 'indicative')]).toEqual([
      'Prices are indicative',
      'Prijzen zijn indicatief',
    ]);
    expect([t('en', 'cheapest'), t('nl', 'cheapest')]).toEqual(['Cheapest', 'Goedkoopst']);
    expect([t('en', 'orderAll'), t('nl', 'orderAll')]).toEqual(['Order all', 'Alles bestellen']);
    expect([t('en', 'cardMenu'), t('nl', 'cardMenu')]).toEqual([
      'Order this menu',
      'Bestel dit menu',
    ]);
    expect([t('en', 'menuEmpty'), t('nl', 'menuEmpty')]).toEqual([
      'Your menu has no recipes yet.',
      'Je menu heeft nog geen recepten.',
    ]);
    expect([t('en', 'error'), t('nl', 'error')]).toEqual([
      'Something went wrong. Please try again later.',
      'Er is iets misgegaan. Probeer het later opnieuw.',
    ]);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(t('en', 'unmatched', { store: 'Jumbo' })).toBe('Not available at Jumbo');
    expect(t('nl', 'orderAt', { store: 'Coop' })).toBe('Bestellen bij Coop');
    expect(t('en', 'unmatched')).toBe('Not available at {store}');
  });

  it('uses the singular for one and the plural otherwise', () => {
    expect(plural('en', 1, 'servingsOne', 'servings')).toBe('1 serving');
    expect(plural('en', 6, 'servingsOne', 'servings')).toBe('6 servings');
    expect(plural('nl', 1, 'servingsOne', 'servings')).toBe('1 persoon');
    expect(plural('nl', 3, 'recipesOne', 'recipes')).toBe('3 recepten');
    expect(plural('en', 1, 'inRecipesOne', 'inRecipes')).toBe('In 1 recipe');
    expect(plural('nl', 2, 'inRecipesOne', 'inRecipes')).toBe('In 2 recepten');
    expect(plural('nl', 0, 'excludedOne', 'excluded')).toBe(
      '0 ingrediënten die je al hebt zijn weggelaten',
    );
  });
});
