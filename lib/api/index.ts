/**
 * The data door: one typed function per upstream route. Server code calls these; the browser
 * reaches the same routes through /api/proxy. Every answer is parsed against the contract.
 */
import 'server-only';
import type { z } from 'zod';
import {
  API_PATHS,
  API_ROUTES,
  PREVIEW_TOKEN_HEADER,
  isSlug,
  pathOf,
  withQuery,
  type ApiPath,
  type ContentPage,
  type Locale,
  type ParamsOf,
  type QueryOf,
  type QueryParams,
  type ResponseOf,
  type RouteName,
} from '../../core/contract';
import { ApiError } from './errors';
import { parseBody } from './parse';
import { upstreamFetch, type UpstreamInit } from './transport';

/**
 * What a caller passes for a route's query: the input of its contract schema, with lists that may
 * be read-only and the locale always named (every screen knows its locale).
 */
type Options<N extends RouteName> = {
  [K in keyof z.input<QueryOf<N>>]: ReadonlyList<z.input<QueryOf<N>>[K]>;
} & { locale: Locale };
type ReadonlyList<V> = V extends readonly (infer E)[] ? readonly E[] : V;

export type RecipeListOptions = Options<'recipes.index'>;
export type RecipeOptions = Options<'recipes.show'>;
export type RelatedRecipesOptions = Options<'recipes.related'>;
export type CreatorListOptions = Options<'websites.index'>;
export type CreatorOptions = Options<'websites.show'>;
export type CollectionListOptions = Options<'collections.index'>;
export type CollectionOptions = Options<'collections.show'>;
export type SearchFiltersOptions = Options<'searchFilters'>;
export type SearchOptions = Options<'search'>;

/** One route of the table: its path with `params`, `query` on the wire, the answer parsed. */
async function request<N extends RouteName>(
  name: N,
  params: ParamsOf<N>,
  query: Options<N>,
  init?: UpstreamInit,
): Promise<ResponseOf<N>> {
  const res = await upstreamFetch(withQuery(pathOf(name, params), query as QueryParams), init);
  if (!res.ok) throw await ApiError.fromResponse(res);
  const schema: z.ZodType = API_ROUTES[name].response;
  return (await parseBody(schema, res)) as ResponseOf<N>;
}

/** The routes of one item named by a slug. */
type SlugRoute = { [N in RouteName]: ParamsOf<N> extends { slug: string } ? N : never }[RouteName];

/**
 * One item named by slugs (`{ data: item }`), or undefined for a not-found answer (and a creator
 * that is not enabled), so pages can call notFound(). A malformed slug (a URL typed by hand:
 * `/recipes/UPPER`, a host label `a--b`) is not found either, without asking the API, which
 * would answer 400; so is a slug the route reserves (`/recipes/favorites` names the favourites
 * list, whose answer to a visitor is a 401).
 */
async function itemBySlug<N extends SlugRoute>(
  name: N,
  slug: string,
  query: Options<N> & { websiteSlug?: string },
  init?: UpstreamInit,
): Promise<ResponseOf<N>['data'] | undefined> {
  if (![slug, query.websiteSlug].every((s) => s === undefined || isSlug(s))) return undefined;
  const route: ApiPath = API_PATHS[name];
  if (route.reserved?.includes(slug)) return undefined;
  try {
    return (await request(name, { slug } as ParamsOf<N>, query, init)).data;
  } catch (err) {
    if (err instanceof ApiError && err.isNotFound) return undefined;
    throw err;
  }
}

export function getRecipes(options: RecipeListOptions, init?: UpstreamInit) {
  return request('recipes.index', {}, options, init);
}

export function getRecipe(slug: string, options: RecipeOptions, init?: UpstreamInit) {
  return itemBySlug('recipes.show', slug, options, init);
}

/**
 * Recipes related to `slug`, best first (at most 5, never the recipe itself), from everyone or
 * from the creator `websiteSlug`; undefined when the recipe does not exist there.
 */
export function getRelatedRecipes(
  slug: string,
  options: RelatedRecipesOptions,
  init?: UpstreamInit,
) {
  return itemBySlug('recipes.related', slug, options, init);
}

export function getCreators(options: CreatorListOptions, init?: UpstreamInit) {
  return request('websites.index', {}, options, init);
}

export function getCreator(slug: string, options: CreatorOptions, init?: UpstreamInit) {
  return itemBySlug('websites.show', slug, options, init);
}

export function getCollections(options: CollectionListOptions, init?: UpstreamInit) {
  return request('collections.index', {}, options, init);
}

export function getCollection(slug: string, options: CollectionOptions, init?: UpstreamInit) {
  return itemBySlug('collections.show', slug, options, init);
}

/** An editors' page as published (issue 25): its Markdown source, as the editor wrote it. */
export async function getContent(page: ContentPage, locale: Locale, init?: UpstreamInit) {
  const res = await request('content.show', { page }, { locale }, init);
  return res.data;
}

export async function getSearchFilters(options: SearchFiltersOptions, init?: UpstreamInit) {
  const res = await request('searchFilters', {}, { model: 'recipe', ...options }, init);
  return res.data;
}

export async function search(options: SearchOptions, init?: UpstreamInit) {
  const res = await request('search', {}, options, init);
  return res.data;
}

/**
 * A recipe's working copy for a preview session (draft mode; lib/preview), in the public shape;
 * undefined when it is no recipe the session's creator may preview (the page then shows the
 * published one) or the session has ended.
 */
export async function getPreviewRecipe(slug: string, options: RecipeOptions, token: string) {
  return previewRead(() =>
    itemBySlug('preview.recipe', slug, options, { headers: previewHeaders(token) }),
  );
}

/**
 * A collection of the preview session's creator as saved (a draft too), in the public shape;
 * undefined as for getPreviewRecipe.
 */
export async function getPreviewCollection(
  slug: string,
  options: CollectionOptions,
  token: string,
) {
  return previewRead(() =>
    itemBySlug('preview.collection', slug, options, { headers: previewHeaders(token) }),
  );
}

/**
 * The preview session's own creator with the profile as last previewed in the studio; undefined
 * for any other creator (their published site shows) or when the session has ended.
 */
export async function getPreviewWebsite(slug: string, options: CreatorOptions, token: string) {
  return previewRead(() =>
    itemBySlug('preview.website', slug, options, { headers: previewHeaders(token) }),
  );
}

/**
 * An editors' page's newest version for an editor's preview session (issue 25); undefined for any
 * other session (a creator's: the page shows the published version) or when it has ended.
 */
export async function getPreviewContent(page: ContentPage, locale: Locale, token: string) {
  return previewRead(
    async () =>
      (await request('preview.content', { page }, { locale }, { headers: previewHeaders(token) }))
        .data,
  );
}

const previewHeaders = (token: string) => new Headers({ [PREVIEW_TOKEN_HEADER]: token });

/** A preview read: an ended session (401) or nothing to preview (404) reads as nothing. */
async function previewRead<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.isNotFound)) return undefined;
    throw err;
  }
}

export { ApiError } from './errors';
