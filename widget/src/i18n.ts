/**
 * The widget's own words in English and Dutch (a small table instead of the site's message
 * files: the bundle stands alone on any page) and its euro formatting.
 */
export type Locale = 'en' | 'nl';

const en = {
  order: 'Order ingredients',
  card: 'Order these ingredients',
  cardHint: 'See the price at Albert Heijn, Jumbo, Plus and Coop',
  close: 'Close',
  chooseTitle: 'Choose your supermarket',
  chooseHint: 'We remember your choice on this device. You can compare the other stores later.',
  basketTitle: 'Your basket',
  servings: '{n} servings',
  servingsOne: '1 serving',
  excluded: '{n} ingredients you already have are left out',
  excludedOne: '1 ingredient you already have is left out',
  packs: '{n} × {price}',
  shared: 'Counted with the same product above',
  unmatched: 'Not available at {store}',
  pantry: 'From your pantry',
  pantryHint: 'Not in the basket: most kitchens have these.',
  total: 'Total',
  indicative: 'Prices are indicative',
  compare: 'Compare supermarkets',
  cheapest: 'Cheapest',
  missing: '{n} not available',
  checkout: 'Checkout',
  orderAt: 'Order at {store}',
  orderHint: 'Open each product at {store} and add it to your basket there.',
  newTab: '(opens in a new tab)',
  copy: 'Copy shopping list',
  copied: 'Shopping list copied',
  copyFallback: 'Select the list below and copy it.',
  share: 'Share',
  shoppingList: 'Shopping list',
  back: 'Back to basket',
  loading: 'Loading…',
  totalAt: 'Total at {store}: {total}',
  error: 'Something went wrong. Please try again later.',
  tooMany: 'Too many requests, try again in a minute.',
  retry: 'Retry',
  orderAll: 'Order all',
  cardMenu: 'Order this menu',
  menu: 'Week menu',
  recipes: '{n} recipes',
  recipesOne: '1 recipe',
  menuRecipes: 'In this menu',
  inRecipes: 'In {n} recipes',
  inRecipesOne: 'In 1 recipe',
  pieces: '{n} pieces',
  piecesOne: '1 piece',
  menuEmpty: 'Your menu has no recipes yet.',
} as const;

export type MessageKey = keyof typeof en;

const nl: Record<MessageKey, string> = {
  order: 'Ingrediënten bestellen',
  card: 'Bestel deze ingrediënten',
  cardHint: 'Bekijk de prijs bij Albert Heijn, Jumbo, Plus en Coop',
  close: 'Sluiten',
  chooseTitle: 'Kies je supermarkt',
  chooseHint:
    'We onthouden je keuze op dit apparaat. Je kunt de andere winkels daarna vergelijken.',
  basketTitle: 'Je boodschappen',
  servings: '{n} personen',
  servingsOne: '1 persoon',
  excluded: '{n} ingrediënten die je al hebt zijn weggelaten',
  excludedOne: '1 ingrediënt dat je al hebt is weggelaten',
  packs: '{n} × {price}',
  shared: 'Meegeteld bij hetzelfde product hierboven',
  unmatched: 'Niet verkrijgbaar bij {store}',
  pantry: 'Uit je voorraadkast',
  pantryHint: 'Niet in je mandje: de meeste keukens hebben dit in huis.',
  total: 'Totaal',
  indicative: 'Prijzen zijn indicatief',
  compare: 'Supermarkten vergelijken',
  cheapest: 'Goedkoopst',
  missing: '{n} niet verkrijgbaar',
  checkout: 'Afrekenen',
  orderAt: 'Bestellen bij {store}',
  orderHint: 'Open elk product bij {store} en leg het daar in je winkelmandje.',
  newTab: '(opent in een nieuw tabblad)',
  copy: 'Boodschappenlijst kopiëren',
  copied: 'Boodschappenlijst gekopieerd',
  copyFallback: 'Selecteer de lijst hieronder en kopieer hem.',
  share: 'Delen',
  shoppingList: 'Boodschappenlijst',
  back: 'Terug naar je boodschappen',
  loading: 'Laden…',
  totalAt: 'Totaal bij {store}: {total}',
  error: 'Er is iets misgegaan. Probeer het later opnieuw.',
  tooMany: 'Te veel verzoeken, probeer het over een minuut opnieuw.',
  retry: 'Opnieuw proberen',
  orderAll: 'Alles bestellen',
  cardMenu: 'Bestel dit menu',
  menu: 'Weekmenu',
  recipes: '{n} recepten',
  recipesOne: '1 recept',
  menuRecipes: 'In dit menu',
  inRecipes: 'In {n} recepten',
  inRecipesOne: 'In 1 recept',
  pieces: '{n} stuks',
  piecesOne: '1 stuk',
  menuEmpty: 'Je menu heeft nog geen recepten.',
};

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { en, nl };

/** The text for a key, `{name}` placeholders filled from `vars` (unknown ones are left as is). */
export function t(locale: Locale, key: MessageKey, vars?: Record<string, string | number>): string {
  const text = MESSAGES[locale][key];
  return vars
    ? text.replace(/\{(\w+)\}/g, (match, name: string) =>
        name in vars ? String(vars[name]) : match,
      )
    : text;
}

/** English and Dutch both have one plural rule: 1 is singular, everything else plural. */
export const plural = (locale: Locale, n: number, one: MessageKey, other: MessageKey): string =>
  n === 1 ? t(locale, one) : t(locale, other, { n });

/** 'en' or 'nl' from a language tag (`en-GB` is English); anything else is the default, Dutch. */
export const toLocale = (lang: string | null | undefined): Locale =>
  lang?.trim().toLowerCase().split(/[-_]/)[0] === 'en' ? 'en' : 'nl';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number in the visitor's notation: euros (`€ 12,34` in Dutch, `€12.34` in English), or a
 * plain number with up to two decimals.
 */
function format(locale: Locale, value: number, euros: boolean): string {
  const key = locale + euros;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(
      // en-NL writes euros as English does but plain numbers as Dutch does (1.234,5).
      locale === 'nl' ? 'nl-NL' : euros ? 'en-NL' : 'en',
      euros ? { style: 'currency', currency: 'EUR' } : { maximumFractionDigits: 2 },
    );
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** Euro cents as the visitor reads money: `€ 12,34` in Dutch, `€12.34` in English (Dutch market). */
export const formatEuros = (cents: number, locale: Locale): string =>
  format(locale, cents / 100, true);

/**
 * An amount in a unit as a shopping list says it: `750 g`, `1,5 kg` (from 1000 g or ml on),
 * `2 pieces` / `2 stuks`, and any other unit as it comes (`1 bos`).
 */
export function formatAmount(locale: Locale, amount: number, unit: string): string {
  if (unit === 'piece') {
    return amount === 1
      ? t(locale, 'piecesOne')
      : t(locale, 'pieces', { n: format(locale, amount, false) });
  }
  const big = amount >= 1000 && (unit === 'g' || unit === 'ml');
  const shown = big ? amount / 1000 : amount;
  return `${format(locale, shown, false)} ${big ? (unit === 'g' ? 'kg' : 'l') : unit}`;
}
