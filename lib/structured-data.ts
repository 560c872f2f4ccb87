/**
 * schema.org structured data (JSON-LD) for Google's rich results: a recipe page's `Recipe` and a
 * recipe list's `ItemList` (the "summary page" carousel format). Pure: data in, objects out;
 * `<JsonLd>` (components/seo/json-ld) renders them.
 *
 * Each object `satisfies` its schema-dts type (`WithContext<Recipe>`, …): the compiler checks every
 * property name and value against schema.org, while the inferred type keeps the one shape Zesty
 * writes (a duration is a string, the steps an array of `HowToStep`s) for those that read it.
 *
 * Only what the page shows is marked up (Google's guidelines): no ratings or videos (Zesty has
 * neither; both are recommended, not required), no instructions for a recipe whose steps live on
 * the creator's own site (`recipeStepsEnabled: false`), no ingredients when they are switched off.
 */
import type {
  HowToStep,
  ItemList,
  ListItem,
  NutritionInformation,
  Person,
  Organization,
  Recipe as RecipeSchema,
  WithContext,
} from 'schema-dts';
import type { Locale, Nutrition, Recipe } from '@/core/contract';
import { CROP_RATIOS, cropUrl } from '@/core/image-crops';
import { localePath, routes } from '@/lib/routes';
import type { Site } from '@/core/sites';
import { originFor } from '@/core/site';

/** ISO 8601 duration of whole minutes: 0 → PT0M, 45 → PT45M, 90 → PT1H30M, 120 → PT2H. */
export function isoDuration(minutes: number): string {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/** Grams with at most one decimal ('15 g', '0.2 g'). */
const grams = (value: number) => `${Math.round(value * 10) / 10} g`;

/**
 * Per serving (as the page shows it). schema.org has no salt, only sodium: EU labelling defines
 * salt as sodium × 2.5, so 1 g of salt is 400 mg of sodium.
 */
export function nutritionJsonLd(n: Nutrition) {
  return {
    '@type': 'NutritionInformation',
    calories: `${Math.round(n.kcal)} calories`,
    proteinContent: grams(n.protein),
    carbohydrateContent: grams(n.carbs),
    fatContent: grams(n.fat),
    fiberContent: grams(n.fibre),
    sodiumContent: `${Math.round(n.salt * 400)} mg`,
  } satisfies NutritionInformation;
}

/**
 * Meal types as Google's recipeCategory expects them ("Dinner", "Dessert", "Side dish"), in the
 * page's language. Every `type` the API knows (core/contract/studio RECIPE_TYPES); an unknown
 * key reads as itself, capitalised.
 */
const CATEGORY_LABELS: ReadonlyMap<string, Record<Locale, string>> = new Map(
  Object.entries({
    breakfast: { en: 'Breakfast', nl: 'Ontbijt' },
    lunch: { en: 'Lunch', nl: 'Lunch' },
    dinner: { en: 'Dinner', nl: 'Diner' },
    snack: { en: 'Snack', nl: 'Snack' },
    dessert: { en: 'Dessert', nl: 'Nagerecht' },
    side: { en: 'Side dish', nl: 'Bijgerecht' },
  }),
);

export function recipeCategory(type: string, locale: Locale): string {
  const label = CATEGORY_LABELS.get(type)?.[locale];
  if (label) return label;
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export type RecipeJsonLdOptions = {
  /** The page's absolute canonical URL (steps link to `#step-{n}` on it). */
  url: string;
  /** Absolute origin that `/media/…` URLs are served from. */
  origin: string;
  /** Absolute URL of the creator's page. */
  authorUrl: string;
  /** The page's locale (labels); `inLanguage` is the content's own locale. */
  locale: Locale;
  /** Creators publish as themselves; a brand account can say Organization. */
  authorType?: 'Person' | 'Organization';
};

const absolute = (url: string, origin: string) => new URL(url, origin).toString();

/**
 * The recipe as schema.org `Recipe`, meeting Google's recipe rich result: `image` as the 16:9,
 * 4:3 and 1:1 crops the API serves, times as ISO 8601 durations, `recipeYield` as the number of
 * servings alone (Google: "specify the number of servings … with just a number"; it is also what
 * the per-serving `nutrition.calories` refers to), `recipeInstructions` as `HowToStep`s.
 */
export function recipeJsonLd(recipe: Recipe, opts: RecipeJsonLdOptions) {
  const category = recipeCategory(recipe.type, opts.locale);
  // The three crops the API serves of the photo; an image it cannot crop (another host) as is.
  const source = recipe.image?.data?.url ?? recipe.heroImage;
  const crops = source ? CROP_RATIOS.map((ratio) => cropUrl(source, ratio)) : [];
  const images = !source
    ? []
    : crops.every((url): url is string => url !== undefined)
      ? crops.map((url) => absolute(url, opts.origin))
      : [absolute(source, opts.origin)];

  const website = recipe.website?.data;
  const ingredients = recipe.ingredientsEnabled
    ? (recipe.ingredients?.data ?? []).map((i) => i.text.trim()).filter(Boolean)
    : [];
  // Numbered as the page numbers them (`#step-{n}`), an empty step skipped but still counted.
  const steps = recipe.recipeStepsEnabled
    ? (recipe.recipeSteps?.data ?? [])
        .map((s, i) => ({ text: s.text.trim(), n: i + 1 }))
        .filter((s) => s.text)
    : [];
  // Keywords are the other terms: a tag that repeats the cuisine or the category is left out.
  const cuisineSlug = recipe.cuisine ? slugOf(recipe.cuisine) : undefined;
  const keywords = (recipe.tags?.data ?? [])
    .filter((t) => t.key !== cuisineSlug && t.key !== recipe.type)
    .map((t) => t.name.trim())
    .filter((name) => name && name.toLowerCase() !== category.toLowerCase());

  const published = recipe.publishedAt ?? recipe.updatedAt;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    '@id': `${opts.url}#recipe`,
    url: opts.url,
    name: recipe.name,
    ...(images.length > 0 ? { image: images } : {}),
    ...(website
      ? {
          author: {
            '@type': opts.authorType ?? 'Person',
            name: website.name,
            url: opts.authorUrl,
          } satisfies Person | Organization,
        }
      : {}),
    datePublished: new Date(published).toISOString(),
    dateModified: new Date(recipe.updatedAt).toISOString(),
    ...(recipe.description.trim() ? { description: recipe.description.trim() } : {}),
    prepTime: isoDuration(recipe.time.prep),
    cookTime: isoDuration(recipe.time.cook),
    totalTime: isoDuration(recipe.time.total),
    recipeYield: String(recipe.servings),
    ...(ingredients.length > 0 ? { recipeIngredient: ingredients } : {}),
    ...(steps.length > 0
      ? {
          recipeInstructions: steps.map(
            ({ text, n }) =>
              ({
                '@type': 'HowToStep',
                position: n,
                text,
                url: `${opts.url}#step-${n}`,
              }) satisfies HowToStep,
          ),
        }
      : {}),
    ...(recipe.nutrition ? { nutrition: nutritionJsonLd(recipe.nutrition) } : {}),
    recipeCategory: category,
    ...(recipe.cuisine ? { recipeCuisine: recipe.cuisine } : {}),
    ...(keywords.length > 0 ? { keywords: [...new Set(keywords)].join(', ') } : {}),
    inLanguage: recipe.locale,
  } satisfies WithContext<RecipeSchema>;
}

/** A recipe page's `Recipe`, as `recipeJsonLd` writes it. */
export type RecipeJsonLd = ReturnType<typeof recipeJsonLd>;

/** A summary page's list (Google's host carousel): positions from 1, each item's canonical URL. */
export function itemListJsonLd(items: readonly { url: string; name: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map(
      (item, i) =>
        ({
          '@type': 'ListItem',
          position: i + 1,
          url: item.url,
          name: item.name,
        }) satisfies ListItem,
    ),
  } satisfies WithContext<ItemList>;
}

/** A summary page's `ItemList`, as `itemListJsonLd` writes it. */
export type ItemListJsonLd = ReturnType<typeof itemListJsonLd>;

/**
 * A recipe's canonical URL: `/{locale}/recipes/{slug}` on the main site's origin, or on the
 * creator's own origin for a page of its site.
 */
export function recipeCanonicalUrl(locale: Locale, site: Site, slug: string): string {
  return `${originFor(site)}${localePath(locale, routes.recipe(site, slug))}`;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes so nothing in
 * the content can close the script or open a comment, and U+2028/U+2029 escaped for old parsers.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
