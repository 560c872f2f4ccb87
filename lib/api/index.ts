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
 * One item named by slugs (`{ data: item }`), or undefined for a not-found answer (and a creator
 * that is not enabled), so pages can call notFound(). A malformed slug (a URL typed by hand:
 * `/recipes/UPPER`, a host label `a--b`) is not found either, without asking the API, which
 * would answer 400.
 */
async function itemBySlug<T extends z.ZodType<{ data: unknown }>>(
  schema: T,
  slugs: readonly (string | undefined)[],
  path: string,
  params: Params,
  init?: UpstreamInit,
): Promise<z.infer<T>['data'] | undefined> {
  if (!slugs.every((s) => s === undefined || isSlug(s))) return undefined;
  try {
    return (await request(schema, path, params, init)).data;
  } catch (err) {
    if (err instanceof ApiError && err.isNotFound) return undefined;
    throw err;
  }
}

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

export function getRecipe(
  slug: string,
  options: { locale: Locale; include?: readonly RecipeInclude[]; websiteSlug?: string },
  init?: UpstreamInit,
) {
  return itemBySlug(
    recipeResponse,
    [slug, options.websiteSlug],
    `/api/v1/recipes/${encodeURIComponent(slug)}/`,
    options,
    init,
  );
}

/**
 * Recipes related to `slug`, best first (at most 5, never the recipe itself), from everyone or
 * from the creator `websiteSlug`; undefined when the recipe does not exist there.
 */
export function getRelatedRecipes(
  slug: string,
  options: {
    locale: Locale;
    include?: readonly RecipeInclude[];
    perPage?: number;
    websiteSlug?: string;
  },
  init?: UpstreamInit,
) {
  return itemBySlug(
    relatedRecipesResponse,
    [slug, options.websiteSlug],
    `/api/v1/recipes/${encodeURIComponent(slug)}/related`,
    options,
    init,
  );
}

export function getCreators(
  options: { locale: Locale; include?: readonly WebsiteInclude[]; page?: number; perPage?: number },
  init?: UpstreamInit,
) {
  return request(websiteListResponse, '/api/v1/websites', options, init);
}

export function getCreator(
  slug: string,
  options: { locale: Locale; include?: readonly WebsiteInclude[] },
  init?: UpstreamInit,
) {
  return itemBySlug(
    websiteResponse,
    [slug],
    `/api/v1/websites/${encodeURIComponent(slug)}`,
    options,
    init,
  );
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

export function getCollection(
  slug: string,
  options: {
    locale: Locale;
    include?: readonly CollectionInclude[];
    websiteId?: number;
    websiteSlug?: string;
  },
  init?: UpstreamInit,
) {
  return itemBySlug(
    collectionResponse,
    [slug, options.websiteSlug],
    `/api/v1/collections/${encodeURIComponent(slug)}`,
    options,
    init,
  );
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
