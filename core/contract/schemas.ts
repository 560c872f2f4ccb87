/**
 * The answers of the upstream API (spec §3 and §7) and the pieces requests share with them.
 * The server builds its answers against these schemas and the client parses with them.
 */
import { z } from '../zod';

import { LOCALES, type Locale } from '../locale';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './paths';

export { ERROR_CODES, UNAVAILABLE_RETRY_AFTER_SECONDS } from './paths';

export { LOCALES, type Locale };
export const localeSchema = z.enum(LOCALES);

/**
 * Recipe, creator and collection slugs: lowercase kebab-case, at most 120 characters. The API
 * answers 400 for anything else, and the data door treats such a slug as not found without asking.
 */
export const slugSchema = z
  .string()
  .min(1)
  .max(SLUG_MAX_LENGTH)
  .regex(new RegExp(`^${SLUG_PATTERN}$`), 'must be a lowercase slug');
export const isSlug = (value: string): boolean => slugSchema.safeParse(value).success;

/** Fractal-style nesting: included relations arrive as `{ data: … }`. */
const wrapped = <T extends z.ZodType>(item: T) => z.object({ data: item });
const wrappedList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const paginationSchema = z.object({
  current_page: z.number().int().min(1),
  total_pages: z.number().int().min(0),
  total: z.number().int().min(0),
  per_page: z.number().int().min(1),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A point of a picture in whole percent of its width and height (core/image-crops.ts Focus). */
export const focusSchema = z.strictObject({
  x: z.number().int().min(0).max(100),
  y: z.number().int().min(0).max(100),
});

export const imageSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
  /** A tiny blurred copy (a data URL) shown while the picture loads; pictures uploaded in the studio have one. */
  blurDataURL: z.string().startsWith('data:image/').optional(),
  /** The point the creator keeps in view when the picture is cut (absent: the centre). */
  focus: focusSchema.optional(),
});
export type Image = z.infer<typeof imageSchema>;

export const websiteSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  handle: z.string(),
  heroImage: z.string().nullable(),
  logo: z.string().nullable(),
});
export type WebsiteSummary = z.infer<typeof websiteSummarySchema>;

export const nutritionSchema = z.object({
  kcal: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fibre: z.number(),
  salt: z.number(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

export const RECIPE_INCLUDES = [
  'tags',
  'image',
  'ingredients',
  'recipeSteps',
  'website',
  'contextualBanners',
] as const;
export type RecipeInclude = (typeof RECIPE_INCLUDES)[number];

export const recipeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  locale: localeSchema,
  name: z.string(),
  title: z.string(),
  description: z.string(),
  heroImage: z.string().nullable(),
  time: z.object({ total: z.number().int(), prep: z.number().int(), cook: z.number().int() }),
  type: z.string(),
  difficulty: z.string(),
  budget: z.string(),
  cuisine: z.string().nullable(),
  servings: z.number().int(),
  nutrition: nutritionSchema.nullable(),
  ingredientsEnabled: z.boolean(),
  recipeStepsEnabled: z.boolean(),
  /** Whether the page shows the paid-collaboration and affiliate-link note (the creator's choice). */
  disclaimer: z.boolean().default(true),
  externalUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  tags: wrappedList(z.object({ key: z.string(), name: z.string() })).optional(),
  image: wrapped(imageSchema.nullable()).optional(),
  ingredients: wrappedList(z.object({ text: z.string() })).optional(),
  recipeSteps: wrappedList(z.object({ text: z.string() })).optional(),
  contextualBanners: wrappedList(
    z.object({
      name: z.string(),
      description: z.string(),
      image: z.string(),
      url: z.string().nullable(),
    }),
  ).optional(),
  website: wrapped(websiteSummarySchema).optional(),
});
export type Recipe = z.infer<typeof recipeSchema>;

export const FILTER_KINDS = ['multiple', 'boolean', 'single'] as const;
export const filterDefinitionSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.enum(FILTER_KINDS),
  options: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type FilterDefinition = z.infer<typeof filterDefinitionSchema>;

export const WEBSITE_INCLUDES = [
  'callToActions',
  'primaryUser',
  'socials',
  'searchFilters',
] as const;
export type WebsiteInclude = (typeof WEBSITE_INCLUDES)[number];

export const userSchema = z.object({
  name: z.string(),
  username: z.string(),
  image: z.string().nullable(),
});

export const websiteSchema = websiteSummarySchema.extend({
  description: z.string(),
  favicon: z.string().nullable(),
  noIndex: z.boolean(),
  zestyEnabled: z.boolean(),
  followEnabled: z.boolean(),
  followUrl: z.string().nullable(),
  primaryHexColor: z.string(),
  secondaryHexColor: z.string(),
  tertiaryHexColor: z.string(),
  location: z.string().nullable(),
  cookingClassUrl: z.string().nullable(),
  cookbookUrl: z.string().nullable(),
  recipeCount: z.number().int(),
  callToActions: wrappedList(z.object({ title: z.string(), url: z.string() })).optional(),
  primaryUser: wrapped(userSchema.nullable()).optional(),
  socials: wrappedList(z.object({ type: z.string(), url: z.string() })).optional(),
  searchFilters: wrappedList(filterDefinitionSchema).optional(),
});
export type Website = z.infer<typeof websiteSchema>;

export const COLLECTION_INCLUDES = ['recipes', 'website'] as const;
export type CollectionInclude = (typeof COLLECTION_INCLUDES)[number];

export const collectionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  heroImage: z.string().nullable(),
  recipeCount: z.number().int(),
  recipes: wrappedList(recipeSchema).optional(),
  website: wrapped(
    z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  ).optional(),
});
export type Collection = z.infer<typeof collectionSchema>;

export const SEARCH_SUBTYPES = ['suggestion', 'history', 'recipe', 'website'] as const;
export const searchResultSchema = z.object({
  subtype: z.enum(SEARCH_SUBTYPES),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  slug: z.string(),
  model: z.enum(['recipe', 'website', 'term']),
  /** The creator of a recipe result: the recipe result links to the creator-scoped route. */
  websiteSlug: z.string().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: z.object({ pagination: paginationSchema }) });
export const itemOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const recipeListResponse = listOf(recipeSchema);
export const recipeResponse = itemOf(recipeSchema);
/** Related recipes under a recipe: a list of at most 5 (spec §9). */
export const relatedRecipesResponse = recipeListResponse;
/** The favourites list: recipes, newest favourite first. */
export const favouriteListResponse = recipeListResponse;
/** After `POST` / `DELETE …/favorite`: where the recipe now stands for this user. */
export const favouriteResponse = z.object({
  data: z.object({ id: z.number().int(), favorite: z.boolean() }),
});
/**
 * `GET /api/v1/recipes/favorites/unavailable`: the signed-in user's favourites that are no longer
 * public (unpublished, in the creator's bin, or the creator's site switched off), newest first,
 * with the name they had: what the favourites page lists as no longer available.
 */
export const unavailableFavouritesResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export const websiteListResponse = listOf(websiteSchema);
export const websiteResponse = itemOf(websiteSchema);
export const collectionListResponse = listOf(collectionSchema);
export const collectionResponse = itemOf(collectionSchema);
export const searchFiltersResponse = z.object({ data: z.array(filterDefinitionSchema) });
export const searchResponse = z.object({ data: z.array(searchResultSchema) });

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  status: z.number().int(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
