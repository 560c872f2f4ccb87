/**
 * What cooks call the things a recipe is (issue 16): the words and phrases, in English and Dutch
 * with their synonyms and spelling variants, that name a tag, a meal type, a cuisine, a
 * difficulty, a budget, a time or an ingredient class. A query may use either language's words
 * on either locale's site. Phrases are written as the query tokenizer splits them: lower case,
 * letters and digits, one space between words ("gluten-free" is "gluten free").
 *
 * This is data read by server/search/understand.ts; the SQL each concept becomes is in
 * server/search/recipes.ts.
 */
import type { Locale } from '../db/schema';

/** An ingredient class a query can exclude ("zonder vlees", "dairy free"). */
export type IngredientClass = 'meat' | 'fish' | 'dairy' | 'egg' | 'nuts';

/** One thing a query word can mean; a recipe matches a concept when it matches any of its parts. */
export type Concept =
  | { kind: 'tag'; tags: string[]; cuisines?: string[] }
  | { kind: 'cuisine'; cuisines: string[] }
  | { kind: 'type'; types: string[] }
  | { kind: 'difficulty'; difficulty: string }
  | { kind: 'budget'; budget: string }
  | { kind: 'time'; maxMinutes: number }
  | { kind: 'exclude'; ingredientClass: IngredientClass };

type Entry = {
  concept: Concept;
  /** What a suggestion shows for this concept, per locale (the first phrase when absent). */
  label?: Record<Locale, string>;
  phrases: string[];
};

const tag = (tags: string[], cuisines?: string[]): Concept => ({ kind: 'tag', tags, cuisines });
const type = (...types: string[]): Concept => ({ kind: 'type', types });
const cuisine = (...cuisines: string[]): Concept => ({ kind: 'cuisine', cuisines });
const exclude = (ingredientClass: IngredientClass): Concept => ({
  kind: 'exclude',
  ingredientClass,
});

/** Cuisines (the recipes' `cuisine` values) that count as Asian. */
const ASIAN = [
  'Asian',
  'Chinese',
  'Japanese',
  'Thai',
  'Korean',
  'Indonesian',
  'Indian',
  'Vietnamese',
];

export const VOCABULARY: Entry[] = [
  // Diets.
  {
    concept: tag(['vegetarian', 'vegan']),
    label: { en: 'Vegetarian', nl: 'Vegetarisch' },
    phrases: ['vegetarian', 'veggie', 'vegetarisch', 'vegetarische', 'vega', 'veggy'],
  },
  {
    concept: tag(['vegan']),
    label: { en: 'Vegan', nl: 'Veganistisch' },
    phrases: [
      'vegan',
      'veganistisch',
      'veganistische',
      'plant based',
      'plantaardig',
      'plantaardige',
    ],
  },
  {
    concept: tag(['gluten-free']),
    label: { en: 'Gluten-free', nl: 'Glutenvrij' },
    phrases: [
      'gluten free',
      'glutenfree',
      'glutenvrij',
      'glutenvrije',
      'gluten vrij',
      'zonder gluten',
      'without gluten',
      'no gluten',
      'geen gluten',
      'coeliac',
      'coeliakie',
    ],
  },
  {
    concept: tag(['dairy-free', 'vegan']),
    label: { en: 'Dairy-free', nl: 'Zuivelvrij' },
    phrases: [
      'dairy free',
      'dairyfree',
      'zuivelvrij',
      'zuivelvrije',
      'lactose free',
      'lactosevrij',
      'lactosevrije',
      'zonder lactose',
      'without lactose',
    ],
  },
  {
    concept: tag(['low-carb']),
    label: { en: 'Low carb', nl: 'Koolhydraatarm' },
    phrases: [
      'low carb',
      'lowcarb',
      'koolhydraatarm',
      'koolhydraatarme',
      'keto',
      'weinig koolhydraten',
    ],
  },
  {
    concept: tag(['high-protein']),
    label: { en: 'High protein', nl: 'Eiwitrijk' },
    phrases: [
      'high protein',
      'protein',
      'protein rich',
      'eiwitrijk',
      'eiwitrijke',
      'proteïnerijk',
      'veel eiwit',
    ],
  },
  { concept: tag(['red-meat']), phrases: ['red meat', 'rood vlees'] },
  { concept: tag(['seafood']), phrases: ['seafood', 'zeevruchten', 'vis en zeevruchten'] },
  { concept: tag(['poultry']), phrases: ['poultry', 'gevogelte'] },
  // Occasions and kinds.
  {
    concept: tag(['one-pot']),
    label: { en: 'One pot', nl: 'Eenpansgerecht' },
    phrases: ['one pot', 'onepot', 'one pan', 'eenpansgerecht', 'eenpansgerechten', 'eenpans'],
  },
  {
    concept: tag(['air-fryer']),
    label: { en: 'Air fryer', nl: 'Airfryer' },
    phrases: [
      'air fryer',
      'airfryer',
      'air fried',
      'airfried',
      'hetelucht',
      'heteluchtfriteuse',
      'hete lucht',
      'airfryer recepten',
    ],
  },
  {
    concept: tag(['quick-easy']),
    label: { en: 'Quick & easy', nl: 'Snel & makkelijk' },
    phrases: ['quick easy', 'quick and easy', 'snel makkelijk', 'snel en makkelijk'],
  },
  {
    concept: tag(['kid-friendly']),
    label: { en: 'Kid-friendly', nl: 'Kindvriendelijk' },
    phrases: [
      'kid friendly',
      'kids',
      'for kids',
      'child friendly',
      'kindvriendelijk',
      'kindvriendelijke',
      'voor kinderen',
      'kinderen',
    ],
  },
  {
    concept: tag(['meal-prep']),
    label: { en: 'Meal prep', nl: 'Meal prep' },
    phrases: ['meal prep', 'mealprep', 'meal prepping', 'vooruit koken'],
  },
  {
    concept: tag(['comfort-food']),
    label: { en: 'Comfort food', nl: 'Comfortfood' },
    phrases: ['comfort food', 'comfortfood'],
  },
  {
    concept: tag(['spicy']),
    label: { en: 'Spicy', nl: 'Pittig' },
    phrases: ['spicy', 'pittig', 'pittige', 'pikant', 'pikante'],
  },
  {
    concept: tag(['baking']),
    label: { en: 'Baking', nl: 'Bakken' },
    phrases: ['baking', 'bakken', 'gebak'],
  },
  {
    concept: tag(['summer']),
    label: { en: 'Summer', nl: 'Zomer' },
    phrases: ['summer', 'summery', 'zomer', 'zomers', 'zomerse'],
  },
  {
    concept: tag(['winter']),
    label: { en: 'Winter', nl: 'Winter' },
    phrases: ['winter', 'wintery', 'wintry', 'winters', 'winterse'],
  },
  // Cuisines: a tag where there is one, and the recipes' own cuisine.
  {
    concept: tag(['italian'], ['Italian']),
    label: { en: 'Italian', nl: 'Italiaans' },
    phrases: ['italian', 'italiaans', 'italiaanse'],
  },
  {
    concept: tag(['asian'], ASIAN),
    label: { en: 'Asian', nl: 'Aziatisch' },
    phrases: ['asian', 'aziatisch', 'aziatische', 'oosters', 'oosterse'],
  },
  {
    concept: tag(['mexican'], ['Mexican', 'Tex-Mex']),
    label: { en: 'Mexican', nl: 'Mexicaans' },
    phrases: ['mexican', 'mexicaans', 'mexicaanse', 'tex mex', 'texmex'],
  },
  {
    concept: tag(['dutch'], ['Dutch']),
    label: { en: 'Dutch', nl: 'Hollands' },
    phrases: [
      'dutch',
      'hollands',
      'hollandse',
      'nederlands',
      'nederlandse',
      'oudhollands',
      'oudhollandse',
    ],
  },
  {
    concept: tag(['mediterranean'], ['Mediterranean']),
    label: { en: 'Mediterranean', nl: 'Mediterraans' },
    phrases: ['mediterranean', 'mediterraans', 'mediterrane'],
  },
  {
    concept: tag(['middle-eastern'], ['Middle Eastern']),
    label: { en: 'Middle Eastern', nl: 'Midden-Oosters' },
    phrases: [
      'middle eastern',
      'midden oosters',
      'midden oosterse',
      'middenoosters',
      'middenoosterse',
    ],
  },
  { concept: cuisine('Indian'), phrases: ['indian', 'indiaas', 'indiase'] },
  { concept: cuisine('Thai'), phrases: ['thai', 'thais', 'thaise'] },
  { concept: cuisine('Japanese'), phrases: ['japanese', 'japans', 'japanse'] },
  { concept: cuisine('Chinese'), phrases: ['chinese', 'chinees'] },
  { concept: cuisine('Korean'), phrases: ['korean', 'koreaans', 'koreaanse'] },
  {
    concept: cuisine('Indonesian'),
    phrases: ['indonesian', 'indonesisch', 'indonesische', 'indisch', 'indische'],
  },
  { concept: cuisine('Vietnamese'), phrases: ['vietnamese', 'vietnamees', 'vietnamese keuken'] },
  { concept: cuisine('French'), phrases: ['french', 'frans', 'franse'] },
  { concept: cuisine('British'), phrases: ['british', 'brits', 'britse'] },
  { concept: cuisine('American'), phrases: ['american', 'amerikaans', 'amerikaanse'] },
  { concept: cuisine('Spanish'), phrases: ['spanish', 'spaans', 'spaanse'] },
  { concept: cuisine('Swedish'), phrases: ['swedish', 'zweeds', 'zweedse'] },
  { concept: cuisine('Belgian'), phrases: ['belgian', 'belgisch', 'belgische'] },
  { concept: cuisine('Cajun'), phrases: ['cajun'] },
  { concept: cuisine('Greek'), phrases: ['greek', 'grieks', 'griekse'] },
  // Meal types.
  {
    concept: type('breakfast'),
    label: { en: 'Breakfast', nl: 'Ontbijt' },
    phrases: ['breakfast', 'breakfasts', 'ontbijt', 'ontbijtje', 'ontbijten', 'brunch'],
  },
  {
    concept: type('lunch'),
    label: { en: 'Lunch', nl: 'Lunch' },
    phrases: ['lunch', 'lunches', 'lunchgerecht', 'lunchgerechten', 'luncherecepten'],
  },
  {
    concept: type('dinner'),
    label: { en: 'Dinner', nl: 'Diner' },
    phrases: [
      'dinner',
      'dinners',
      'supper',
      'main course',
      'mains',
      'diner',
      'avondeten',
      'avondmaaltijd',
      'hoofdgerecht',
      'hoofdgerechten',
    ],
  },
  {
    concept: type('dessert'),
    label: { en: 'Dessert', nl: 'Toetje' },
    phrases: [
      'dessert',
      'desserts',
      'toetje',
      'toetjes',
      'nagerecht',
      'nagerechten',
      'nagerechtje',
    ],
  },
  {
    concept: type('snack'),
    label: { en: 'Snack', nl: 'Snack' },
    phrases: [
      'snack',
      'snacks',
      'tussendoortje',
      'tussendoortjes',
      'borrelhapje',
      'borrelhapjes',
      'hapjes',
    ],
  },
  {
    concept: type('side'),
    label: { en: 'Side dish', nl: 'Bijgerecht' },
    phrases: ['side', 'sides', 'side dish', 'side dishes', 'bijgerecht', 'bijgerechten'],
  },
  // Difficulty and budget.
  {
    concept: { kind: 'difficulty', difficulty: 'easy' },
    phrases: ['easy', 'simple', 'beginner', 'makkelijk', 'makkelijke', 'eenvoudig', 'eenvoudige'],
  },
  {
    concept: { kind: 'difficulty', difficulty: 'hard' },
    phrases: ['challenging', 'advanced', 'moeilijk', 'moeilijke', 'uitdagend', 'uitdagende'],
  },
  {
    concept: { kind: 'budget', budget: 'low' },
    label: { en: 'Budget', nl: 'Goedkoop' },
    phrases: [
      'cheap',
      'budget',
      'budget friendly',
      'inexpensive',
      'goedkoop',
      'goedkope',
      'voordelig',
      'voordelige',
    ],
  },
  // Time.
  {
    concept: { kind: 'time', maxMinutes: 30 },
    label: { en: 'Quick', nl: 'Snel' },
    phrases: [
      'quick',
      'quickly',
      'fast',
      'speedy',
      'snel',
      'snelle',
      'vlug',
      'vlugge',
      'half an hour',
      'half uur',
      'halfuur',
    ],
  },
  {
    concept: { kind: 'time', maxMinutes: 15 },
    phrases: ['kwartier', 'quarter of an hour', 'quarter hour'],
  },
  // Ingredient classes a word excludes by itself.
  {
    concept: exclude('meat'),
    phrases: [
      'meatless',
      'meat free',
      'meatfree',
      'vleesloos',
      'vleesloze',
      'vleesvrij',
      'vleesvrije',
    ],
  },
  { concept: exclude('fish'), phrases: ['fish free', 'visvrij', 'visvrije'] },
  { concept: exclude('egg'), phrases: ['egg free', 'eggless', 'eivrij', 'eivrije'] },
  { concept: exclude('nuts'), phrases: ['nut free', 'notenvrij', 'notenvrije'] },
];

/**
 * First parts of Dutch compounds that say what kind of dish it is rather than what is in it:
 * a groentesoep is a soup without meat, not a soup that says "groente".
 */
export const COMPOUND_HEADS: ReadonlyMap<string, Concept> = new Map(
  Object.entries({
    groente: exclude('meat'),
    groenten: exclude('meat'),
    vega: tag(['vegetarian', 'vegan']),
    veggie: tag(['vegetarian', 'vegan']),
    vegetarische: tag(['vegetarian', 'vegan']),
    vegan: tag(['vegan']),
  }),
);

/** Words that introduce what a query leaves out: "zonder vlees", "without nuts", "no fish". */
export const NEGATIONS = ['zonder', 'without', 'no', 'geen', 'minus', 'sans', 'except', 'behalve'];
/** Words that follow what a query leaves out: "meat free", "suiker vrij". */
export const FREE_OF = ['free', 'vrij', 'vrije', 'less', 'loos', 'loze'];

/**
 * The names of ingredient classes after a negation. "Meat" is what a vegetarian does not eat, so
 * it covers fish too; "zonder vis" leaves out fish alone.
 */
export const CLASS_NAMES: ReadonlyMap<string, IngredientClass> = new Map(
  Object.entries({
    meat: 'meat',
    vlees: 'meat',
    fish: 'fish',
    vis: 'fish',
    seafood: 'fish',
    zeevruchten: 'fish',
    dairy: 'dairy',
    zuivel: 'dairy',
    egg: 'egg',
    eggs: 'egg',
    ei: 'egg',
    eieren: 'egg',
    nuts: 'nuts',
    nut: 'nuts',
    noten: 'nuts',
  }),
);

/** Fish and seafood in ingredient lines, per locale (see INGREDIENT_CLASSES). */
const FISH_WORDS: Record<Locale, string[]> = {
  en: [
    'fish*',
    'salmon*',
    'tuna',
    'prawn*',
    'shrimp*',
    'mussel*',
    'clam*',
    'vongole',
    'scallop*',
    'cod',
    'hake',
    'mackerel',
    'herring*',
    'bass',
    'anchov*',
    'pollock',
    'squid',
    'crab*',
    'lobster*',
    'oyster*',
    'sardine*',
    'trout',
  ],
  nl: [
    'vis*',
    'zalm*',
    'tonijn*',
    'garnal*',
    'gamba*',
    'mossel*',
    'venusschelp*',
    'jakobsschelp*',
    'kabeljauw*',
    'heek*',
    'makreel*',
    'haring*',
    'zeebaars*',
    'ansjovis*',
    'koolvis*',
    'witvis*',
    'inktvis*',
    'krab*',
    'kreeft*',
    'oester*',
    'sardine*',
    'forel*',
    'vissaus',
  ],
};

/**
 * What each class means in an ingredient line, per locale: words that mark it (a trailing `*`
 * is a prefix: "kip*" is kipfilet and kippendijen) and phrases that do not ("coconut milk").
 * Dutch writes compounds as one word, so kokosmelk and pindakaas are no "melk" or "kaas". A
 * recipe tagged with one of `unlessTags` never counts as containing the class: the creator
 * said so, and a "vegetarische rookworst" is no meat.
 */
export const INGREDIENT_CLASSES: Record<
  IngredientClass,
  { unlessTags: string[]; words: Record<Locale, string[]>; not?: Record<Locale, string[]> }
> = {
  meat: {
    unlessTags: ['vegetarian', 'vegan'],
    words: {
      en: [
        'meat*',
        'beef*',
        'pork*',
        'chicken*',
        'turkey*',
        'lamb*',
        'bacon*',
        'pancetta',
        'guanciale',
        'prosciutto',
        'sausage*',
        'chorizo',
        'ham',
        'hams',
        'mince',
        'minced',
        'veal',
        'steak*',
        'salami',
        'meatball*',
        'duck*',
        'venison',
        'rookworst',
        'brisket',
        'ribs',
        'gammon',
        // Fish is meat to whoever asks for no meat.
        ...FISH_WORDS.en,
      ],
      nl: [
        'vlees*',
        'rund*',
        'runder*',
        'varken*',
        'kip*',
        'kippen*',
        'kalkoen*',
        'lam',
        'lams*',
        'spek*',
        'ontbijtspek',
        'worst*',
        'rookworst*',
        'braadworst*',
        'gehakt',
        'rundergehakt',
        'varkensgehakt',
        'kalf*',
        'biefstuk*',
        'ham',
        'salami',
        'chorizo',
        'pancetta',
        'guanciale',
        'prosciutto',
        'eend*',
        'riblap*',
        'klapstuk',
        'sukade*',
        'hamlap*',
        'speklap*',
        'gehaktbal*',
        ...FISH_WORDS.nl,
      ],
    },
    not: {
      en: [
        'vegetable stock',
        'veggie sausage',
        'vegetarian sausage',
        'vegan sausage',
        'plant based',
      ],
      nl: [],
    },
  },
  fish: {
    unlessTags: ['vegetarian', 'vegan'],
    words: FISH_WORDS,
  },
  dairy: {
    unlessTags: ['vegan', 'dairy-free'],
    words: {
      en: [
        'milk',
        'buttermilk',
        'butter',
        'cream',
        'creme',
        'crème',
        'cheese*',
        'parmesan',
        'parmigiano',
        'pecorino',
        'mozzarella',
        'ricotta',
        'mascarpone',
        'feta',
        'halloumi',
        'gouda',
        'cheddar',
        'yoghurt*',
        'yogurt*',
        'skyr',
        'ghee',
        'paneer',
        'burrata',
        'brie',
        'camembert',
        'gruyère',
        'gruyere',
        'quark',
      ],
      nl: [
        'melk',
        'karnemelk',
        'boter',
        'roomboter',
        'room',
        'slagroom',
        'kookroom',
        'crème',
        'creme',
        'kaas*',
        'parmezaan*',
        'parmezaanse',
        'pecorino',
        'mozzarella',
        'ricotta',
        'mascarpone',
        'feta',
        'halloumi',
        'gouda',
        'cheddar',
        'yoghurt*',
        'kwark',
        'skyr',
        'ghee',
        'paneer',
        'burrata',
        'geitenkaas',
        'hüttenkäse',
      ],
    },
    not: {
      en: [
        'coconut milk',
        'coconut cream',
        'oat milk',
        'soy milk',
        'soya milk',
        'almond milk',
        'plant milk',
        'peanut butter',
        'almond butter',
        'cocoa butter',
        'vegan butter',
        'vegan cheese',
        'cream of tartar',
        'oat cream',
        'soy cream',
        'soya yoghurt',
        'soy yoghurt',
        'coconut yoghurt',
        'plant based',
      ],
      nl: ['plantaardige boter', 'plantaardige room', 'vegan kaas', 'sojayoghurt', 'kokosyoghurt'],
    },
  },
  egg: {
    unlessTags: ['vegan'],
    words: {
      en: ['egg', 'eggs', 'yolk*', 'mayonnaise', 'mayo'],
      nl: ['ei', 'eieren', 'eidooier*', 'eigeel', 'eiwit', 'mayonaise'],
    },
  },
  nuts: {
    unlessTags: [],
    words: {
      en: [
        'nut',
        'nuts',
        'almond*',
        'walnut*',
        'hazelnut*',
        'cashew*',
        'pecan*',
        'pistachio*',
        'peanut*',
        'macadamia*',
      ],
      nl: [
        'noot',
        'noten',
        'amandel*',
        'walnot*',
        'walnoten',
        'hazelnot*',
        'hazelnoten',
        'cashew*',
        'pecan*',
        'pistache*',
        'pinda*',
        'macadamia*',
      ],
    },
  },
};

/**
 * Words that carry no meaning of their own in a recipe search ("recepten met kip", "soup for
 * dinner"): dropped when other words remain.
 */
export const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'with',
  'for',
  'of',
  'in',
  'on',
  'or',
  'to',
  'recipe',
  'recipes',
  'meal',
  'meals',
  'dish',
  'dishes',
  'food',
  'idea',
  'ideas',
  'some',
  'my',
  'best',
  'homemade',
  'een',
  'de',
  'het',
  'en',
  'met',
  'voor',
  'van',
  'of',
  'op',
  'recept',
  'recepten',
  'gerecht',
  'gerechten',
  'maaltijd',
  'maaltijden',
  'lekker',
  'lekkere',
  'idee',
  'ideeën',
  'zelfgemaakt',
  'zelfgemaakte',
  'maken',
]);

/** Time units after a number ("30 minutes", "1 uur"), as minutes. */
export const TIME_UNITS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    m: 1,
    min: 1,
    mins: 1,
    minute: 1,
    minutes: 1,
    minuut: 1,
    minuten: 1,
    minuutjes: 1,
    h: 60,
    hr: 60,
    hrs: 60,
    hour: 60,
    hours: 60,
    uur: 60,
    uurtje: 60,
  }),
);
/** Words before a time that make it a bound ("under 30 minutes", "binnen een half uur"). */
export const TIME_BOUNDS = [
  'under',
  'within',
  'in',
  'max',
  'maximum',
  'less than',
  'at most',
  'up to',
  'below',
  'onder',
  'binnen',
  'in',
  'max',
  'maximaal',
  'hooguit',
  'minder dan',
  'tot',
  'beneden',
];

/**
 * Dishes that go by other names: a word on the left also finds recipes whose name holds a word on
 * the right (the name only: a recipe is a curry when it is called dahl, not when its spice mix
 * is "garam masala"). One way: "spaghetti" is pasta, "pasta" is not only spaghetti. A penne
 * arrabbiata never writes "pasta".
 */
const PASTA = [
  'pasta',
  'spaghetti',
  'penne',
  'linguine',
  'tagliatelle',
  'lasagne',
  'lasagna',
  'ravioli',
  'fusilli',
  'macaroni',
  'rigatoni',
  'orecchiette',
  'pappardelle',
  'orzo',
  'tortellini',
  'farfalle',
];
const NOODLES = ['noodles', 'noedels', 'ramen', 'udon', 'soba', 'mie', 'pad thai'];
const CURRY = ['curry', 'dahl', 'dal', 'masala', 'korma', 'tikka', 'vindaloo', 'rendang', 'madras'];
const SOUP = ['soup', 'soep', 'minestrone', 'gazpacho', 'chowder', 'bisque', 'ramen', 'pho'];
const STEW = [
  'stew',
  'stoofpot',
  'stoofvlees',
  'hachee',
  'casserole',
  'ossobuco',
  'goulash',
  'rendang',
  'tagine',
];
const BREAD = [
  'bread',
  'brood',
  'focaccia',
  'loaf',
  'flatbread',
  'flatbreads',
  'naan',
  'ciabatta',
  'baguette',
];
const CAKE = ['cake', 'taart', 'brownie', 'brownies', 'cheesecake', 'boterkoek', 'vlaai'];
export const DISH_NAMES: ReadonlyMap<string, string[]> = new Map(
  Object.entries({
    pasta: PASTA,
    noodles: NOODLES,
    noedels: NOODLES,
    curry: CURRY,
    curries: CURRY,
    soup: SOUP,
    soups: SOUP,
    soep: SOUP,
    soepen: SOUP,
    stew: STEW,
    stews: STEW,
    stoofpot: STEW,
    stoofpotje: STEW,
    bread: BREAD,
    brood: BREAD,
    cake: CAKE,
    cakes: CAKE,
    taart: CAKE,
    taarten: CAKE,
  }),
);

/** Ingredients with other names, in both languages: each word finds the others anywhere. */
const SYNONYM_GROUPS = [
  [
    'mushroom',
    'mushrooms',
    'champignon',
    'champignons',
    'paddenstoel',
    'paddenstoelen',
    'shiitake',
    'porcini',
    'oesterzwammen',
  ],
  ['prawn', 'prawns', 'shrimp', 'shrimps', 'garnaal', 'garnalen', 'gamba', 'gambas'],
  ['aubergine', 'eggplant'],
  ['courgette', 'zucchini'],
  ['coriander', 'cilantro', 'koriander'],
  ['mince', 'minced', 'gehakt'],
  ['chickpea', 'chickpeas', 'kikkererwt', 'kikkererwten'],
];
export const SYNONYMS: ReadonlyMap<string, string[]> = new Map(
  SYNONYM_GROUPS.flatMap((group) => group.map((w) => [w, group.filter((o) => o !== w)])),
);
