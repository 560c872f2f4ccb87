/**
 * The data door: one typed function per upstream route. Server code calls these; the browser
 * reaches the same routes through /api/proxy. Every answer is parsed against the contract.
 */
import 'server-only';
import type { z } from 'zod';
import {
  collectionListResponse,
  collectionResponse,
  isSlug,
  recipeListResponse,
  recipeResponse,
  relatedRecipesResponse,
  searchFiltersResponse,
  searchResponse,
  websiteListResponse,
  websiteResponse,
  type CollectionInclude,
  type Locale,
  type RecipeInclude,
  type WebsiteInclude,
} from './contract';
import { ApiError } from './errors';
import { parseBody } from './parse';
import { upstreamFetch, type UpstreamInit } from './transport';

type Params = Record<string, string | number | readonly (string | number)[] | undefined>;

/** Builds `path?query`: arrays become comma lists, undefined and empty values are left out. */
export function buildPath(path: string, params: Params = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') search.set(key, text);
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function request<T extends z.ZodType>(
  schema: T,
  path: string,
  params?: Params,
  init?: UpstreamInit,
): Promise<z.infer<T>> {
  const res = await upstreamFetch(buildPath(path, params), init);
  if (!res.ok) throw await ApiError.fromResponse(res);
  return parseBody(schema, res);
}

/**
 * Returns undefined for a not-found answer (and a creator that is not enabled), so pages can call
 * notFound(). Callers of a single item also answer undefined for a malformed slug (a URL typed by
 * hand: `/recipes/UPPER`, a host label `a--b`) without asking the API, which would answer 400.
 */
async function orUndefined<T>(promise: Promise<T>): Promise<T | undefined> {
  try {
    return await promise;
  } catch (err) {
    if (err instanceof ApiError && err.isNotFound) return undefined;
    throw err;
  }
}

const isOptionalSlug = (value: string | undefined) => value === undefined || isSlug(value);

export type RecipeListOptions = {
  locale: Locale;
  include?: readonly RecipeInclude[];
  page?: number;
  perPage?: number;
  websiteSlug?: string;
  s?: string;
  type?: readonly string[];
  category?: readonly string[];
  difficulty?: readonly string[];
  time?: readonly string[];
  tags?: readonly string[];
  quick?: readonly string[];
  budget?: readonly string[];
  ids?: readonly number[];
  exclude?: string;
};

export function getRecipes(options: RecipeListOptions, init?: UpstreamInit) {
  return request(recipeListResponse, '/api/v1/recipes/', options, init);
}

export async function getRecipe(
  slug: string,
  options: { locale: Locale; include?: readonly RecipeInclude[]; websiteSlug?: string },
  init?: UpstreamInit,
) {
  if (!isSlug(slug) || !isOptionalSlug(options.websiteSlug)) return undefined;
  const res = await orUndefined(
    request(recipeResponse, `/api/v1/recipes/${encodeURIComponent(slug)}/`, options, init),
  );
  return res?.data;
}

/**
 * Recipes related to `slug`, best first (at most 5, never the recipe itself), from everyone or
 * from the creator `websiteSlug`; undefined when the recipe does not exist there.
 */
export async function getRelatedRecipes(
  slug: string,
  options: {
    locale: Locale;
    include?: readonly RecipeInclude[];
    perPage?: number;
    websiteSlug?: string;
  },
  init?: UpstreamInit,
) {
  if (!isSlug(slug) || !isOptionalSlug(options.websiteSlug)) return undefined;
  const res = await orUndefined(
    request(
      relatedRecipesResponse,
      `/api/v1/recipes/${encodeURIComponent(slug)}/related`,
      options,
      init,
    ),
  );
  return res?.data;
}

export function getCreators(
  options: { locale: Locale; include?: readonly WebsiteInclude[]; page?: number; perPage?: number },
  init?: UpstreamInit,
) {
  return request(websiteListResponse, '/api/v1/websites', options, init);
}

export async function getCreator(
  slug: string,
  options: { locale: Locale; include?: readonly WebsiteInclude[] },
  init?: UpstreamInit,
) {
  if (!isSlug(slug)) return undefined;
  const res = await orUndefined(
    request(websiteResponse, `/api/v1/websites/${encodeURIComponent(slug)}`, options, init),
  );
  return res?.data;
}

export function getCollections(
  options: {
    locale: Locale;
    include?: readonly CollectionInclude[];
    websiteSlug?: string;
    websiteId?: number;
    page?: number;
    perPage?: number;
  },
  init?: UpstreamInit,
) {
  return request(collectionListResponse, '/api/v1/collections', options, init);
}

export async function getCollection(
  slug: string,
  options: {
    locale: Locale;
    include?: readonly CollectionInclude[];
    websiteId?: number;
    websiteSlug?: string;
  },
  init?: UpstreamInit,
) {
  if (!isSlug(slug) || !isOptionalSlug(options.websiteSlug)) return undefined;
  const res = await orUndefined(
    request(collectionResponse, `/api/v1/collections/${encodeURIComponent(slug)}`, options, init),
  );
  return res?.data;
}

export async function getSearchFilters(
  options: { locale: Locale; model?: 'recipe' },
  init?: UpstreamInit,
) {
  const res = await request(
    searchFiltersResponse,
    '/api/v1/searchFilters',
    { model: 'recipe', ...options },
    init,
  );
  return res.data;
}

export async function search(options: { search: string; locale: Locale }, init?: UpstreamInit) {
  const res = await request(searchResponse, '/api/v1/search', options, init);
  return res.data;
}

export { ApiError } from './errors';
