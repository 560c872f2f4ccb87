import type {
  CallToAction,
  ContextualBanner,
  Locale,
  LocalizedText,
  Nutrition,
  Social,
} from '../../server/db/schema';
import type { BUDGETS, DIFFICULTIES, RECIPE_TYPES } from '../../core/contract/studio';

/**
 * Meal types (the recipe's `type`), difficulties and budgets (low = 'Under €2 p/p', medium =
 * '€2–4 p/p', high = 'Over €4 p/p'): the contract's, which the studio's form checks too.
 */
export { BUDGETS, DIFFICULTIES, RECIPE_TYPES } from '../../core/contract/studio';
/**
 * Tag keys. Filters match a selected value against type, difficulty or tags, so the diet
 * options of the Type group (vegetarian, vegan, red-meat, seafood) and most Category options
 * are tags. Three Category options are derived, not tagged: under-30 (time), under-2 (budget
 * low), new (published in the last 60 days) and trending (popularity ≥ 80).
 */
export const TAGS = [
  'vegetarian',
  'vegan',
  'red-meat',
  'seafood',
  'poultry',
  'one-pot',
  'high-protein',
  'italian',
  'asian',
  'mexican',
  'dutch',
  'mediterranean',
  'middle-eastern',
  'air-fryer',
  'low-carb',
  'gluten-free',
  'dairy-free',
  'quick-easy',
  'kid-friendly',
  'meal-prep',
  'comfort-food',
  'spicy',
  'baking',
  'summer',
  'winter',
] as const;

export type RecipeType = (typeof RECIPE_TYPES)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type Budget = (typeof BUDGETS)[number];
export type TagKey = (typeof TAGS)[number];

/** What the picture of a dish shows; the art generator draws each kind its own way. */
export const DISH_KINDS = [
  'pasta',
  'noodles',
  'rice-bowl',
  'curry',
  'soup',
  'stew',
  'salad',
  'pizza',
  'burger',
  'tacos',
  'wrap',
  'sandwich',
  'toast',
  'eggs',
  'pancakes',
  'oats',
  'smoothie',
  'fish',
  'steak',
  'chicken',
  'roast-veg',
  'stir-fry',
  'cake',
  'cookies',
  'pie',
  'bread',
  'dessert-cup',
  'dip',
  'lasagne',
  'tiramisu',
  'pasta-bake',
  'crumble',
  'penne',
  'ravioli',
  'croissant',
  'scones',
  'buns',
  'focaccia',
  'flatbread',
  'oliebollen',
  'loaf-cake',
  'butter-cake',
  'turnovers',
  'poffertjes',
  'mug-cake',
  'fries',
  'wedges',
  'fritters',
  'nuggets',
  'fried-fish',
  'bitterballen',
  'falafel',
  'energy-balls',
  'mussels',
  'prawns',
  'scallops',
  'whole-fish',
  'mash',
  'beet-salad',
  'potato-salad',
  'meatballs',
  'fried-noodles',
  'dumplings',
  'fried-rice',
  'risotto',
  'sticky-rice',
  'egg-muffins',
  'frittata',
  'stuffed-peppers',
  'poached-pears',
  'chunky-soup',
  'cauliflower-steak',
  'pannenkoek',
  'beans-on-toast',
  'french-toast',
  'cucumber-salad',
] as const;
export type DishKind = (typeof DISH_KINDS)[number];

export type RecipeContent = {
  /** Short dish name, e.g. 'Spaghetti carbonara'. */
  name: string;
  /** Longer display title, e.g. 'Creamy spaghetti carbonara with crispy pancetta'. */
  title: string;
  /** Two or three appetising sentences. */
  description: string;
  /** One line each, quantity first: '200 g spaghetti', '2 el olijfolie', 'snufje zout'. */
  ingredients: string[];
  /** One instruction each, in order. */
  steps: string[];
};

export type SeedRecipe = {
  slug: string;
  /** Slug of the creator who publishes it. */
  creator: string;
  /** The language the creator wrote it in (falls back to this when a translation is missing). */
  originalLocale: Locale;
  type: RecipeType;
  difficulty: Difficulty;
  budget: Budget;
  /** e.g. 'Italian', 'Dutch', 'Thai' (English; used for structured data). */
  cuisine: string;
  tags: TagKey[];
  prepMinutes: number;
  cookMinutes: number;
  servings: number;
  nutrition: Nutrition;
  /** 0–100; ≥ 80 counts as trending. */
  popularity: number;
  externalUrl?: string;
  ingredientsEnabled?: boolean;
  recipeStepsEnabled?: boolean;
  contextualBanners?: ContextualBanner[];
  en: RecipeContent;
  nl: RecipeContent;
  /** Drives the generated photo: the dish kind and 3–5 dominant food colours (hex). */
  art: { dish: DishKind; colors: string[] };
};

export type SeedCreator = {
  slug: string;
  name: string;
  handle: string;
  language: Locale;
  bio: LocalizedText;
  location: string;
  zestyEnabled: boolean;
  noIndex: boolean;
  followEnabled: boolean;
  followUrl?: string;
  colors: { primary: string; secondary: string; tertiary: string };
  callToActions: CallToAction[];
  socials: Social[];
  /** Keys of the filter definitions shown on the profile (type, difficulty, category, time, tags). */
  searchFilters: string[];
  cookingClassUrl: string;
  cookbookUrl: string;
  user: { name: string; email: string; username: string };
  /** Drives the generated logo, favicon and hero. */
  art: { monogram: string; motif: DishKind };
};

export type SeedCollection = {
  slug: string;
  creator: string;
  name: LocalizedText;
  description: LocalizedText;
  /** Recipe slugs in order. */
  recipes: string[];
};
