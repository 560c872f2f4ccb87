/**
 * The contract's zod-free half, which the browser's islands import: every upstream API route's
 * name, methods, path template and whether the browser may reach it through /api/proxy, the
 * error codes and the list limits. `routes.ts` adds each route's schemas;
 * `proxy-path.ts` derives the proxy's allow-list from here (so it needs no zod), and the data door
 * and the browser's proxy client build paths and queries with the helpers below.
 *
 * Templates: `{id}` is a numeric id, any other `{name}` one lowercase slug. A template ending in `/` is also served without it
 * (the API is not strict about trailing slashes); the proxy allows the slash only there.
 */

import type { APPLICATION_PATHS } from './application-paths';
import type { EDITOR_PATHS } from './editor-paths';
import type { SERVER_PATHS } from './server-paths';
import type { STUDIO_PATHS } from './studio-paths';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Lowercase kebab-case, at most 120 characters: recipe, creator and collection slugs. */
export const SLUG_PATTERN = '[a-z0-9]+(?:-[a-z0-9]+)*';
export const SLUG_MAX_LENGTH = 120;
/**
 * Slugs no recipe may have: `/api/v1/recipes/{slug}` with them names another route (the
 * favourites list), so such a recipe could never be shown. The studio refuses them and never
 * makes one from a name; the data door treats them as not found.
 */
export const RESERVED_RECIPE_SLUGS: readonly string[] = ['favorites'];

/** A numeric id in a path (`{id}`): 1 to 10 digits, no leading zero. */
export const ID_PATTERN = '[1-9][0-9]{0,9}';

export type ApiPath = {
  readonly methods: readonly HttpMethod[];
  readonly path: string;
  /** Reachable from the browser through /api/proxy. */
  readonly proxy: boolean;
  /** Words a `{slug}` may not be on the proxy: they name routes still to come. */
  readonly reserved?: readonly string[];
};

/** A route the browser may call through /api/proxy. */
export const proxied = <const M extends readonly HttpMethod[], const P extends string>(
  methods: M,
  path: P,
) => ({ methods, path, proxy: true as const });

/**
 * A route the browser never calls through /api/proxy: the web server's own, or one with a door of
 * its own (the grocery widget's).
 */
export const unproxied = <const M extends readonly HttpMethod[], const P extends string>(
  methods: M,
  path: P,
) => ({ methods, path, proxy: false as const });

/**
 * The site's routes the browser calls through /api/proxy: what every page's islands may call.
 * The site's other routes are in `server-paths.ts` and the studio's in `studio-paths.ts`, so no
 * public page's JavaScript carries them; `api-paths.ts` joins them all.
 */
export const SITE_PATHS = {
  'recipes.index': proxied(['GET'], '/api/v1/recipes/'),
  /** A signed-in user's favourites (spec §7), newest first; never another user's. */
  'recipes.favorites': proxied(['GET'], '/api/v1/recipes/favorites'),
  /** Those of the user's favourites no longer public: the favourites page's 'no longer available'. */
  'recipes.favorites.unavailable': proxied(['GET'], '/api/v1/recipes/favorites/unavailable'),
  'recipes.favorite': proxied(['POST', 'DELETE'], '/api/v1/recipes/{id}/favorite'),
  'recipes.show': {
    methods: ['GET'],
    path: '/api/v1/recipes/{slug}/',
    proxy: true,
    // GET /api/v1/recipes/favorites is the favourites list, never a recipe slug.
    reserved: RESERVED_RECIPE_SLUGS,
  },
  'recipes.related': proxied(['GET'], '/api/v1/recipes/{slug}/related'),
  'websites.index': proxied(['GET'], '/api/v1/websites'),
  'websites.show': proxied(['GET'], '/api/v1/websites/{slug}'),
  'collections.index': proxied(['GET'], '/api/v1/collections'),
  'collections.show': proxied(['GET'], '/api/v1/collections/{slug}'),
  searchFilters: proxied(['GET'], '/api/v1/searchFilters'),
  search: proxied(['GET'], '/api/v1/search'),
  /** A signed-in user's own searches (issue 14): GET the newest, POST one that was made. */
  'search.history': proxied(['GET', 'POST'], '/api/v1/search/history'),
  /** A signed-in user's ordered recipes, newest first; never another user's. */
  'orders.index': proxied(['GET'], '/api/v1/orders'),
  /** Records an order handed to a store (the signed-in user's, or anonymous). */
  'orders.create': proxied(['POST'], '/api/v1/orders'),
  /** A signed-in user's week menu (issue 28): read whole, replaced whole. */
  menu: proxied(['GET', 'PUT'], '/api/v1/menu'),
} as const satisfies Record<string, ApiPath>;

/** Every route's zod-free half, as a type only (`api-paths.ts` has the joined table). */
type AllPaths = typeof SITE_PATHS &
  typeof SERVER_PATHS &
  typeof STUDIO_PATHS &
  typeof EDITOR_PATHS &
  typeof APPLICATION_PATHS;
export type RouteName = keyof AllPaths;

/** The names of a template's parameters: `{slug}` → 'slug'. */
export type PathParams<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? K | PathParams<Rest>
  : never;
export type ParamsOf<N extends RouteName> = Record<PathParams<AllPaths[N]['path']>, string>;

/** The path of `name` in `table` with its parameters filled in (percent-encoded). */
export function pathIn(
  table: Readonly<Record<string, ApiPath>>,
  name: string,
  params: Readonly<Record<string, string>>,
): string {
  const entry = table[name];
  if (!entry) throw new Error(`No such route in this table: ${name}`);
  return entry.path.replace(/\{(\w+)\}/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
}

export type QueryParams = Record<
  string,
  string | number | readonly (string | number)[] | undefined
>;

/** The wire form of a query: arrays become comma lists, undefined and empty values are left out. */
export function appendQuery(search: URLSearchParams, params: QueryParams = {}): URLSearchParams {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') search.set(key, text);
  }
  return search;
}

/** `path?query` in the wire form of `appendQuery`. */
export function withQuery(path: string, params?: QueryParams): string {
  const query = appendQuery(new URLSearchParams(), params).toString();
  return query ? `${path}?${query}` : path;
}

/** Error codes the front end relies on (spec §5/§8: a creator that is not enabled is a not-found). */
/**
 * The Retry-After (seconds) of an answer that says the API or its database cannot be reached
 * now (503 from the API, 502/504 and relayed 5xx from the web's proxy; issue 27).
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

export const ERROR_CODES = {
  notFound: 'not_found',
  websiteNotEnabled: 'website_not_enabled',
  validation: 'validation_failed',
  badRequest: 'bad_request',
  internal: 'internal_error',
  /** The database (or the API, behind the proxy) cannot be reached now: 5xx with Retry-After. */
  unavailable: 'unavailable',
  fault: 'injected_fault',
  /** The proxy's answer (504) when the upstream API did not answer in time. */
  timeout: 'timeout',
  rateLimited: 'rate_limited',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  /** A write made on an older version than the stored one (another tab or member saved since). */
  versionConflict: 'version_conflict',
  /** A slug another recipe already has. */
  slugTaken: 'slug_taken',
  /** Publishing a working copy that lacks what a public recipe needs. */
  notPublishable: 'not_publishable',
  /** An editors' page that does not parse (issue 25): every issue listed, with its line. */
  contentInvalid: 'content_invalid',
  /**
   * requestOtp for an e-mail address without an account (spec §7: 422, go to sign up). Zesty's
   * API no longer answers it (issue 26: the same answer with or without an account).
   */
  noAccount: 'no_account',
  otpInvalid: 'otp_invalid',
  otpExpired: 'otp_expired',
  invalidRedirect: 'invalid_redirect',
  mailFailed: 'mail_failed',
} as const;

/** Page sizes and limits of the list routes (the queries in requests.ts enforce them). */
export const RECIPE_LIST_LIMITS = { defaultPerPage: 10, maxPerPage: 50, maxPage: 10_000 } as const;
export const WEBSITE_PAGE_SIZE = 10;
/** Related recipes under a recipe (spec §9: at most 5, never the current one). */
export const RELATED_RECIPES_LIMITS = { defaultPerPage: 5, maxPerPage: 5 } as const;
