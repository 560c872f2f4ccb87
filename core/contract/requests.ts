/**
 * The queries of the upstream API's routes, as typed values: what the data door passes (their
 * `z.input`) and what a route handler receives (their output). On the wire a query is text;
 * `wireQuery` reads that text into the typed form, and the API validates with it.
 */
import { z } from '../zod';
import {
  COLLECTION_INCLUDES,
  RECIPE_INCLUDES,
  WEBSITE_INCLUDES,
  localeSchema,
  slugSchema,
} from './schemas';

import { ID_PATTERN, RECIPE_LIST_LIMITS, RELATED_RECIPES_LIMITS, WEBSITE_PAGE_SIZE } from './paths';

export { RECIPE_LIST_LIMITS, RELATED_RECIPES_LIMITS, WEBSITE_PAGE_SIZE };
const COLLECTION_PAGE_SIZE = 10;

/** The longest search term answered; the search reads its first words only (server/search). */
export const SEARCH_TERM_MAX = 1000;

/**
 * A search term (`s`, `search`): bounded, trimmed, then control characters (NUL above all, which
 * PostgreSQL refuses in text) turned into spaces. Only a blank term is no term; what is left may
 * hold no searchable word (`\u0000`, `!`), and the search answers nothing for those.
 */
export const searchTermSchema = z
  .string()
  .max(SEARCH_TERM_MAX)
  .transform((v) => v.trim().replace(/[\u0000-\u001f\u007f]/g, ' '));

const locale = localeSchema.default('nl');
const page = z.number().int().min(1).max(RECIPE_LIST_LIMITS.maxPage).default(1);
const perPage = (max: number, fallback: number) =>
  z.number().int().min(1).max(max).default(fallback);
/** A database id (PostgreSQL integer). */
const id = z.number().int().positive().max(2_147_483_647);
const recipeInclude = z.array(z.enum(RECIPE_INCLUDES)).default([]);

/** Filter groups of the list screens: OR within a group, AND across groups. */
export const FILTER_PARAMS = ['type', 'category', 'difficulty', 'time', 'tags', 'quick'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];
const filterGroup = z
  .array(z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be a filter key'))
  .max(30)
  .default([]);

/** `GET /api/v1/recipes/`: a page of recipes, filtered, searched (`s`) or picked (`ids`). */
export const recipeListQuery = z
  .object({
    include: recipeInclude,
    perPage: perPage(RECIPE_LIST_LIMITS.maxPerPage, RECIPE_LIST_LIMITS.defaultPerPage),
    page,
    locale,
    websiteSlug: slugSchema.optional(),
    s: searchTermSchema.optional(),
    budget: z.array(z.enum(['low', 'medium', 'high'])).default([]),
    ids: z.array(id).max(100).default([]),
    exclude: slugSchema.optional(),
    type: filterGroup,
    category: filterGroup,
    difficulty: filterGroup,
    time: filterGroup,
    tags: filterGroup,
    quick: filterGroup,
  } satisfies Record<FilterParam, unknown> & z.ZodRawShape)
  .strict();

/** `GET /api/v1/recipes/favorites`: the signed-in user's, a page at a time. */
export const favouriteListQuery = z
  .object({
    include: recipeInclude,
    perPage: perPage(RECIPE_LIST_LIMITS.maxPerPage, RECIPE_LIST_LIMITS.defaultPerPage),
    page,
    locale,
  })
  .strict();

/** `GET /api/v1/recipes/favorites/unavailable`: the names in this language. */
export const unavailableFavouritesQuery = z.object({ locale }).strict();

/** `POST` / `DELETE /api/v1/recipes/{id}/favorite`: nothing but the path. */
export const favouriteQuery = z.object({}).strict();

/** A recipe id in a path: digits, no sign, no leading zero, within PostgreSQL's integer. */
export const recipeIdParam = z
  .string()
  .regex(new RegExp(`^${ID_PATTERN}$`), 'must be a recipe id')
  .refine((v) => Number(v) <= 2_147_483_647, 'must be a recipe id');

/** `GET /api/v1/recipes/{slug}/`; `websiteSlug` requires the recipe to be that creator's. */
export const recipeQuery = z
  .object({
    include: recipeInclude,
    locale,
    websiteSlug: slugSchema.optional(),
  })
  .strict();

/**
 * `GET /api/v1/recipes/{slug}/related`: `websiteSlug` keeps the related recipes to that
 * creator's. Answers a recipe list.
 */
export const relatedRecipesQuery = z
  .object({
    include: recipeInclude,
    perPage: perPage(RELATED_RECIPES_LIMITS.maxPerPage, RELATED_RECIPES_LIMITS.defaultPerPage),
    locale,
    websiteSlug: slugSchema.optional(),
  })
  .strict();
export type RelatedRecipesQuery = z.input<typeof relatedRecipesQuery>;

const websiteInclude = z.array(z.enum(WEBSITE_INCLUDES)).default([]);
/** `GET /api/v1/websites`: the enabled creators. */
export const websiteListQuery = z
  .object({
    include: websiteInclude,
    locale,
    page,
    perPage: perPage(50, WEBSITE_PAGE_SIZE),
  })
  .strict();
/** `GET /api/v1/websites/{slug}`. */
export const websiteQuery = z.object({ include: websiteInclude, locale }).strict();

const collectionScope = {
  include: z.array(z.enum(COLLECTION_INCLUDES)).default([]),
  locale,
  websiteSlug: slugSchema.optional(),
  websiteId: id.optional(),
};
/** `GET /api/v1/collections`, of one creator when `websiteSlug` or `websiteId` says so. */
export const collectionListQuery = z
  .object({ ...collectionScope, page, perPage: perPage(50, COLLECTION_PAGE_SIZE) })
  .strict();
/** `GET /api/v1/collections/{slug}`. */
export const collectionQuery = z.object(collectionScope).strict();

/** `GET /api/v1/searchFilters`: the filter groups of the list screens. */
export const searchFiltersQuery = z
  .object({ model: z.enum(['recipe']).default('recipe'), locale })
  .strict();

/** `GET /api/v1/search`: suggestions, recipes and creators for a term. */
export const searchQuery = z.object({ search: searchTermSchema.default(''), locale }).strict();

/** The newest searches first; a signed-in user's history keeps at most this many. */
export const SEARCH_HISTORY_LIMIT = 10;
export const searchHistoryQuery = z.object({}).strict();
/** A search made on the search page (submitted, or a result opened). */
export const searchHistoryBody = z.object({
  term: searchTermSchema.pipe(z.string().min(1, 'must not be empty')),
  locale,
});

/** How a field travels in a query string. */
type WireKind = 'list' | 'numberList' | 'number' | 'text';

function wireKind(field: z.ZodType): WireKind {
  let inner = field;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault)
    inner = inner.unwrap() as z.ZodType;
  if (inner instanceof z.ZodArray)
    return inner.element instanceof z.ZodNumber ? 'numberList' : 'list';
  return inner instanceof z.ZodNumber ? 'number' : 'text';
}

/** A comma list, from one value or repeated keys: `include=tags,image&include=website`. */
const splitList = (values: readonly string[]) =>
  values
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

/** Whole numbers only: "abc", "1.5" or "1e3" become NaN, which the number schema refuses. */
const toNumber = (v: string) => (/^-?\d{1,12}$/.test(v.trim()) ? Number(v) : Number.NaN);

/**
 * The schema a route validates its query string with: `schema`, fed with the text of the query
 * (a value, or an array of values for a repeated key). Its array fields are comma lists (repeated
 * keys add to them), its number fields integers; of any other field repeated, the last value
 * counts. Unknown keys are passed on as they are, so a strict schema refuses them.
 */
export function wireQuery<T extends z.ZodObject>(schema: T) {
  const kinds = new Map(
    Object.entries(schema.shape).map(([key, field]) => [key, wireKind(field as z.ZodType)]),
  );
  return z.preprocess((raw) => {
    if (typeof raw !== 'object' || raw === null) return raw;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(raw)) {
      const all = (Array.isArray(value) ? value : [value]).map(String);
      const kind = kinds.get(key) ?? 'text';
      if (kind === 'list') out[key] = splitList(all);
      else if (kind === 'numberList') out[key] = splitList(all).map(toNumber);
      else if (kind === 'number') out[key] = toNumber(all.at(-1) ?? '');
      else out[key] = all.at(-1);
    }
    return out;
  }, schema);
}
