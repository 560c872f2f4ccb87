/**
 * The judged query set of the relevance benchmark (issue 16, item 5): queries real cooks type,
 * in English and Dutch, each judged by a rule over the demo catalogue's seed data, so the
 * judgement follows the catalogue when recipes are added. Every query quoted in issue 16 is here.
 */
import { demo } from '../../demo/seed';
import type { SeedRecipe, TagKey } from '../../demo/seed/types';
import {
  DAIRY,
  FISH,
  GEHAKT,
  MEAT,
  MEAT_SUBSTITUTE_RE,
  NOT_DAIRY,
  PASTA,
  STOCK_RE,
  wordsRegex,
} from './words';

export type JudgedQuery = {
  q: string;
  locale: 'en' | 'nl';
  kind: string;
  relevant: (r: SeedRecipe) => boolean;
};

/** Recipes of creators switched off (zestyEnabled false) are never shown, so never relevant. */
const enabledCreators = new Set(demo.creators.filter((c) => c.zestyEnabled).map((c) => c.slug));
export const visibleRecipes: SeedRecipe[] = demo.recipes.filter((r) =>
  enabledCreators.has(r.creator),
);

const MEAT_RE = wordsRegex(MEAT);
const FISH_RE = wordsRegex(FISH);
const DAIRY_RE = wordsRegex(DAIRY);
const NOT_DAIRY_RE = wordsRegex(NOT_DAIRY);
const PASTA_RE = wordsRegex(PASTA);

/** Ingredient lines of both languages: a judge reads the recipe, whatever the query's language. */
const lines = (r: SeedRecipe): string[] => [...r.en.ingredients, ...r.nl.ingredients];
/** Name and title in both languages: what the dish is. */
const title = (r: SeedRecipe): string => [r.en.name, r.en.title, r.nl.name, r.nl.title].join(' · ');

const re = (words: string) => wordsRegex(words.split('|'));
const tag = (t: TagKey) => (r: SeedRecipe) => r.tags.includes(t);
const minutes = (r: SeedRecipe) => r.prepMinutes + r.cookMinutes;
/** The dish is named by one of the words (soup, curry, pizza…). */
const named = (words: string) => {
  const rx = re(words);
  return (r: SeedRecipe) => rx.test(title(r));
};
/** A main ingredient, not only its stock ("chicken" is not "chicken stock"). */
const contains = (words: string, unless?: RegExp) => {
  const rx = re(words);
  return (r: SeedRecipe) =>
    lines(r).some((l) => rx.test(l) && !STOCK_RE.test(l) && !unless?.test(l));
};
/** Named by it or using it: what a cook searching an ingredient expects. */
const about = (words: string, unless?: RegExp) => {
  const n = named(words);
  const c = contains(words, unless);
  return (r: SeedRecipe) => n(r) || c(r);
};
export const hasMeat = (r: SeedRecipe) =>
  lines(r).some((l) => MEAT_RE.test(l) && !MEAT_SUBSTITUTE_RE.test(l));
export const hasFish = (r: SeedRecipe) => lines(r).some((l) => FISH_RE.test(l));
export const hasDairy = (r: SeedRecipe) =>
  lines(r).some((l) => DAIRY_RE.test(l) && !NOT_DAIRY_RE.test(l));
const meatFree = (r: SeedRecipe) => !hasMeat(r) && !hasFish(r);
const isPasta = (r: SeedRecipe) => PASTA_RE.test(title(r));
const isSoup = named('soup|soep|minestrone|ramen|vissoep|\\p{L}*soep');
const isCurry = named('curry|\\p{L}*curry|dahl|chana masala|rendang');
/** Cakes and tarts; not "pancakes". */
const CAKE = 'cakes?|mug ?cake|\\p{L}*-mugcake|taart|\\p{L}*taart|boterkoek|brownies?';
const isCake = named(CAKE);
const CHOCOLATE = 'chocolate|chocolade|cacao|cocoa|\\p{L}*chocolade';
/** Chocolate in the name, or in something sweet: a square in a chilli is not what "chocolade" means. */
const isChocolate = (r: SeedRecipe) =>
  named(CHOCOLATE)(r) || (r.type !== 'dinner' && r.type !== 'lunch' && contains(CHOCOLATE)(r));
/** Chickpea flour (bhajis) and aquafaba (mousse) are not chickpeas to a cook. */
const CHICKPEA_NOT = /flour|meel|aquafaba|liquid|vocht|kookvocht|water/i;
const type = (t: SeedRecipe['type']) => (r: SeedRecipe) => r.type === t;
const cuisine = (...names: string[]) => {
  const set = new Set(names.map((n) => n.toLowerCase()));
  return (r: SeedRecipe) => set.has(r.cuisine.toLowerCase());
};
const all =
  (...rules: ((r: SeedRecipe) => boolean)[]) =>
  (r: SeedRecipe) =>
    rules.every((rule) => rule(r));
const any =
  (...rules: ((r: SeedRecipe) => boolean)[]) =>
  (r: SeedRecipe) =>
    rules.some((rule) => rule(r));
const not = (rule: (r: SeedRecipe) => boolean) => (r: SeedRecipe) => !rule(r);
/** "quick": on the table within 30 minutes, as the site's "Under 30 min" filter counts it. */
const quick = (r: SeedRecipe) => minutes(r) <= 30;

const vegetarian = tag('vegetarian');
const glutenFree = tag('gluten-free');
const airFryer = tag('air-fryer');
const dessert = type('dessert');
const mexican = any(tag('mexican'), cuisine('Mexican', 'Tex-Mex'));
const asian = any(
  tag('asian'),
  cuisine('Asian', 'Chinese', 'Japanese', 'Thai', 'Korean', 'Indonesian', 'Indian'),
);
const dutch = any(tag('dutch'), cuisine('Dutch'));
const italian = any(tag('italian'), cuisine('Italian'));
const middleEastern = any(tag('middle-eastern'), cuisine('Middle Eastern'));
const chicken = about('chicken|kip|kippen\\p{L}*');
const salmon = about('salmon|zalm|\\p{L}*zalm');
const soupVeg = all(isSoup, meatFree);
const pancakes = named(
  'pancakes?|pannenkoek\\p{L}*|\\p{L}*pannenkoek\\p{L}*|poffertjes|\\p{L}*poffertjes',
);
/** The pie itself; "apple pie overnight oats" only borrows its name. */
const applePie = all(named('appeltaart|apple pie'), not(named('oats')));
const salad = named('salad|salade|\\p{L}*salade|\\p{L}*salad');
/** By name only: avocado toast "on sourdough bread" is toast, not a bread recipe. */
const breadRx = re('bread|\\p{L}*bread|brood|\\p{L}*brood|loaf|focaccia|flatbreads?');
const bread = (r: SeedRecipe) => breadRx.test(`${r.en.name} · ${r.nl.name}`);

export const JUDGED_QUERIES: JudgedQuery[] = [
  // Quoted in issue 16.
  { q: 'gluten free', locale: 'en', kind: 'diet', relevant: glutenFree },
  { q: 'glutenvrij', locale: 'nl', kind: 'diet', relevant: glutenFree },
  { q: 'zonder gluten', locale: 'nl', kind: 'negation', relevant: glutenFree },
  { q: 'gluten-free', locale: 'en', kind: 'diet', relevant: glutenFree },
  { q: 'vegetarian', locale: 'en', kind: 'diet', relevant: vegetarian },
  { q: 'vegetarisch', locale: 'nl', kind: 'diet', relevant: vegetarian },
  { q: 'veggie', locale: 'en', kind: 'diet', relevant: vegetarian },
  { q: 'airfryer', locale: 'en', kind: 'type', relevant: airFryer },
  { q: 'airfryer', locale: 'nl', kind: 'type', relevant: airFryer },
  { q: 'air fryer', locale: 'en', kind: 'type', relevant: airFryer },
  { q: 'hetelucht', locale: 'nl', kind: 'type', relevant: airFryer },
  { q: 'mexican', locale: 'en', kind: 'cuisine', relevant: mexican },
  { q: 'dessert', locale: 'en', kind: 'type', relevant: dessert },
  { q: 'toetje', locale: 'nl', kind: 'type', relevant: dessert },
  { q: 'nagerecht', locale: 'nl', kind: 'type', relevant: dessert },
  { q: 'kipcurry', locale: 'nl', kind: 'compound', relevant: all(isCurry, chicken) },
  {
    q: 'pasta zonder vlees',
    locale: 'nl',
    kind: 'negation',
    relevant: all(isPasta, meatFree),
  },
  {
    q: 'pasta without meat',
    locale: 'en',
    kind: 'negation',
    relevant: all(isPasta, meatFree),
  },
  {
    q: 'meat free dinner',
    locale: 'en',
    kind: 'negation',
    relevant: all(type('dinner'), meatFree),
  },
  { q: 'quick dinner', locale: 'en', kind: 'time', relevant: all(type('dinner'), quick) },
  { q: 'choclate cake', locale: 'en', kind: 'typo', relevant: all(isCake, isChocolate) },
  { q: 'soep', locale: 'nl', kind: 'dish', relevant: isSoup },
  { q: 'kip', locale: 'nl', kind: 'ingredient', relevant: chicken },
  { q: 'groentesoep', locale: 'nl', kind: 'compound', relevant: soupVeg },
  { q: 'quick', locale: 'en', kind: 'time', relevant: quick },
  { q: 'snel', locale: 'nl', kind: 'time', relevant: quick },
  { q: 'under 30 minutes', locale: 'en', kind: 'time', relevant: quick },
  { q: 'onder 30 minuten', locale: 'nl', kind: 'time', relevant: quick },

  // Ingredients.
  { q: 'chicken', locale: 'en', kind: 'ingredient', relevant: chicken },
  { q: 'salmon', locale: 'en', kind: 'ingredient', relevant: salmon },
  { q: 'zalm', locale: 'nl', kind: 'ingredient', relevant: salmon },
  {
    q: 'prawns',
    locale: 'en',
    kind: 'ingredient',
    relevant: about('prawns?|shrimps?|gambas?'),
  },
  {
    q: 'garnalen',
    locale: 'nl',
    kind: 'ingredient',
    relevant: about('garnal\\p{L}*|\\p{L}*garnalen|gambas?|prawns?'),
  },
  { q: 'tofu', locale: 'en', kind: 'ingredient', relevant: about('tofu') },
  {
    q: 'chickpeas',
    locale: 'en',
    kind: 'ingredient',
    relevant: about('chickpeas?|kikkererwt', CHICKPEA_NOT),
  },
  {
    q: 'kikkererwten',
    locale: 'nl',
    kind: 'ingredient',
    relevant: about('chickpeas?|kikkererwt', CHICKPEA_NOT),
  },
  {
    q: 'lentils',
    locale: 'en',
    kind: 'ingredient',
    relevant: about('lentils?|linzen|\\p{L}*linzen'),
  },
  {
    q: 'linzen',
    locale: 'nl',
    kind: 'ingredient',
    relevant: about('lentils?|linzen|\\p{L}*linzen'),
  },
  {
    q: 'mushrooms',
    locale: 'en',
    kind: 'ingredient',
    relevant: about('mushrooms?|champignons?|paddenstoel\\p{L}*|porcini|shiitake'),
  },
  {
    q: 'champignons',
    locale: 'nl',
    kind: 'ingredient',
    relevant: about('mushrooms?|champignons?|paddenstoel\\p{L}*|porcini|shiitake'),
  },
  { q: 'avocado', locale: 'en', kind: 'ingredient', relevant: about('avocado\\p{L}*') },
  {
    q: 'banaan',
    locale: 'nl',
    kind: 'ingredient',
    relevant: about('bananas?|banaan|banan\\p{L}*'),
  },
  { q: 'spinach', locale: 'en', kind: 'ingredient', relevant: about('spinach|spinazie') },
  { q: 'feta', locale: 'nl', kind: 'ingredient', relevant: about('feta') },
  { q: 'halloumi', locale: 'en', kind: 'ingredient', relevant: about('halloumi') },
  {
    q: 'bloemkool',
    locale: 'nl',
    kind: 'ingredient',
    relevant: about('cauliflower|bloemkool\\p{L}*'),
  },
  {
    q: 'sweet potato',
    locale: 'en',
    kind: 'ingredient',
    relevant: about('sweet potato(es)?|zoete aardappel\\p{L}*'),
  },
  { q: 'tonijn', locale: 'nl', kind: 'ingredient', relevant: about('tuna|tonijn') },
  {
    q: 'beef',
    locale: 'en',
    kind: 'ingredient',
    relevant: any(
      about('beef|rundvlees|rund\\p{L}*|biefstuk|ossobuco|osso buco'),
      contains('steak'),
    ),
  },
  {
    q: 'gehakt',
    locale: 'nl',
    kind: 'ingredient',
    relevant: about(`${GEHAKT}|mince|minced|ground beef|meatballs?`),
  },
  { q: 'chocolade', locale: 'nl', kind: 'ingredient', relevant: isChocolate },
  {
    q: 'kokosmelk',
    locale: 'nl',
    kind: 'ingredient',
    relevant: about('coconut milk|kokosmelk'),
  },

  // Dishes.
  { q: 'soup', locale: 'en', kind: 'dish', relevant: isSoup },
  { q: 'curry', locale: 'en', kind: 'dish', relevant: isCurry },
  { q: 'curry', locale: 'nl', kind: 'dish', relevant: isCurry },
  { q: 'pasta', locale: 'en', kind: 'dish', relevant: isPasta },
  { q: 'pasta', locale: 'nl', kind: 'dish', relevant: isPasta },
  { q: 'pizza', locale: 'nl', kind: 'dish', relevant: named('pizza|\\p{L}*pizza') },
  { q: 'salad', locale: 'en', kind: 'dish', relevant: salad },
  { q: 'salade', locale: 'nl', kind: 'dish', relevant: salad },
  { q: 'pancakes', locale: 'en', kind: 'dish', relevant: pancakes },
  { q: 'pannenkoeken', locale: 'nl', kind: 'dish', relevant: pancakes },
  { q: 'tacos', locale: 'en', kind: 'dish', relevant: named('tacos?|\\p{L}*taco’s|taco’s') },
  { q: 'stamppot', locale: 'nl', kind: 'dish', relevant: named('stamppot|\\p{L}*stamppot') },
  { q: 'bolognese', locale: 'en', kind: 'dish', relevant: named('bolognese|\\p{L}*bolognese') },
  { q: 'lasagne', locale: 'nl', kind: 'dish', relevant: named('lasagne|lasagna') },
  { q: 'risotto', locale: 'en', kind: 'dish', relevant: named('risotto') },
  {
    q: 'taart',
    locale: 'nl',
    kind: 'dish',
    relevant: all(named(`${CAKE}|pie`), not(named('oats'))),
  },
  { q: 'bread', locale: 'en', kind: 'dish', relevant: bread },
  { q: 'brood', locale: 'nl', kind: 'dish', relevant: bread },
  {
    q: 'wraps',
    locale: 'en',
    kind: 'dish',
    relevant: named('wraps?|\\p{L}*wraps'),
  },
  { q: 'noedels', locale: 'nl', kind: 'dish', relevant: named('noodles|noedels|ramen|pad thai') },
  {
    q: 'smoothie',
    locale: 'en',
    kind: 'dish',
    relevant: named('smoothie|\\p{L}*smoothie|shake|\\p{L}*shake'),
  },
  { q: 'appeltaart', locale: 'nl', kind: 'dish', relevant: applePie },
  { q: 'apple pie', locale: 'en', kind: 'dish', relevant: applePie },
  {
    q: 'stoofpot',
    locale: 'nl',
    kind: 'dish',
    relevant: named('stoofpot|stew|casserole|hachee|rendang|ossobuco|osso buco|\\p{L}*stoofpot'),
  },
  { q: 'cookies', locale: 'en', kind: 'dish', relevant: named('cookies?|koekjes') },

  // Meal types and occasions.
  { q: 'breakfast', locale: 'en', kind: 'type', relevant: type('breakfast') },
  { q: 'ontbijt', locale: 'nl', kind: 'type', relevant: type('breakfast') },
  { q: 'lunch', locale: 'nl', kind: 'type', relevant: type('lunch') },
  { q: 'avondeten', locale: 'nl', kind: 'type', relevant: type('dinner') },
  { q: 'snack', locale: 'en', kind: 'type', relevant: type('snack') },
  { q: 'bijgerecht', locale: 'nl', kind: 'type', relevant: type('side') },
  { q: 'side dish', locale: 'en', kind: 'type', relevant: type('side') },
  { q: 'kid friendly', locale: 'en', kind: 'occasion', relevant: tag('kid-friendly') },
  { q: 'kindvriendelijk', locale: 'nl', kind: 'occasion', relevant: tag('kid-friendly') },
  { q: 'meal prep', locale: 'en', kind: 'occasion', relevant: tag('meal-prep') },
  { q: 'comfort food', locale: 'en', kind: 'occasion', relevant: tag('comfort-food') },
  { q: 'zomer', locale: 'nl', kind: 'occasion', relevant: tag('summer') },
  { q: 'winter', locale: 'en', kind: 'occasion', relevant: tag('winter') },
  { q: 'bakken', locale: 'nl', kind: 'occasion', relevant: tag('baking') },

  // Diets.
  { q: 'vegan', locale: 'en', kind: 'diet', relevant: tag('vegan') },
  { q: 'veganistisch', locale: 'nl', kind: 'diet', relevant: tag('vegan') },
  { q: 'dairy free', locale: 'en', kind: 'diet', relevant: tag('dairy-free') },
  { q: 'lactosevrij', locale: 'nl', kind: 'diet', relevant: tag('dairy-free') },
  { q: 'low carb', locale: 'en', kind: 'diet', relevant: tag('low-carb') },
  { q: 'koolhydraatarm', locale: 'nl', kind: 'diet', relevant: tag('low-carb') },
  { q: 'high protein', locale: 'en', kind: 'diet', relevant: tag('high-protein') },
  { q: 'eiwitrijk', locale: 'nl', kind: 'diet', relevant: tag('high-protein') },

  // Cuisines.
  { q: 'italian', locale: 'en', kind: 'cuisine', relevant: italian },
  { q: 'italiaans', locale: 'nl', kind: 'cuisine', relevant: italian },
  { q: 'mexicaans', locale: 'nl', kind: 'cuisine', relevant: mexican },
  { q: 'asian', locale: 'en', kind: 'cuisine', relevant: asian },
  { q: 'aziatisch', locale: 'nl', kind: 'cuisine', relevant: asian },
  { q: 'indian', locale: 'en', kind: 'cuisine', relevant: cuisine('Indian') },
  { q: 'thais', locale: 'nl', kind: 'cuisine', relevant: cuisine('Thai') },
  { q: 'hollands', locale: 'nl', kind: 'cuisine', relevant: dutch },
  { q: 'dutch', locale: 'en', kind: 'cuisine', relevant: dutch },
  { q: 'japanese', locale: 'en', kind: 'cuisine', relevant: cuisine('Japanese') },
  { q: 'middle eastern', locale: 'en', kind: 'cuisine', relevant: middleEastern },

  // Typos.
  { q: 'spagetti', locale: 'en', kind: 'typo', relevant: named('spaghetti') },
  { q: 'spagetti', locale: 'nl', kind: 'typo', relevant: named('spaghetti') },
  { q: 'chiken curry', locale: 'en', kind: 'typo', relevant: all(isCurry, chicken) },
  { q: 'salmn', locale: 'en', kind: 'typo', relevant: salmon },
  { q: 'pannekoeken', locale: 'nl', kind: 'typo', relevant: pancakes },
  { q: 'tiramissu', locale: 'nl', kind: 'typo', relevant: named('tiramisu') },
  { q: 'bolognaise', locale: 'nl', kind: 'typo', relevant: named('bolognese|\\p{L}*bolognese') },
  { q: 'lasagna', locale: 'en', kind: 'typo', relevant: named('lasagne|lasagna') },
  { q: 'shakshouka', locale: 'en', kind: 'typo', relevant: named('shakshuka') },
  { q: 'vegatarisch', locale: 'nl', kind: 'typo', relevant: vegetarian },

  // Dutch compounds.
  {
    q: 'pompoensoep',
    locale: 'nl',
    kind: 'compound',
    relevant: all(isSoup, about('pompoen|butternut|squash')),
  },
  {
    q: 'linzensoep',
    locale: 'nl',
    kind: 'compound',
    relevant: all(isSoup, about('lentils?|linzen')),
  },
  { q: 'vissoep', locale: 'nl', kind: 'compound', relevant: all(isSoup, hasFish) },
  {
    q: 'kipwraps',
    locale: 'nl',
    kind: 'compound',
    relevant: all(named('wraps?|\\p{L}*wraps'), chicken),
  },
  {
    q: 'zalmbowl',
    locale: 'nl',
    kind: 'compound',
    relevant: all(named('bowl|\\p{L}*bowl'), salmon),
  },
  {
    q: 'bananenbrood',
    locale: 'nl',
    kind: 'compound',
    relevant: all(bread, about('bananas?|banaan|banan\\p{L}*')),
  },
  { q: 'chocoladetaart', locale: 'nl', kind: 'compound', relevant: all(isCake, isChocolate) },
  {
    q: 'aardappelsalade',
    locale: 'nl',
    kind: 'compound',
    relevant: all(salad, about('potato(es)?|aardappel\\p{L}*')),
  },
  { q: 'groentecurry', locale: 'nl', kind: 'compound', relevant: all(isCurry, meatFree) },

  // Negations.
  { q: 'curry without meat', locale: 'en', kind: 'negation', relevant: all(isCurry, meatFree) },
  { q: 'soep zonder vlees', locale: 'nl', kind: 'negation', relevant: soupVeg },
  { q: 'zonder zuivel', locale: 'nl', kind: 'negation', relevant: not(hasDairy) },
  {
    q: 'dessert without dairy',
    locale: 'en',
    kind: 'negation',
    relevant: all(dessert, not(hasDairy)),
  },
  { q: 'no meat', locale: 'en', kind: 'negation', relevant: meatFree },
  { q: 'zonder vis', locale: 'nl', kind: 'negation', relevant: not(hasFish) },

  // Time with a dish or type.
  { q: 'snelle lunch', locale: 'nl', kind: 'time', relevant: all(type('lunch'), quick) },
  { q: 'quick breakfast', locale: 'en', kind: 'time', relevant: all(type('breakfast'), quick) },
  { q: 'under 15 minutes', locale: 'en', kind: 'time', relevant: (r) => minutes(r) <= 15 },
];
