/**
 * The browser's side of the one data door: every client island reaches the upstream API through
 * `/api/proxy?path=…`, and every answer is parsed against the same contract as on the server,
 * with the same error mapping.
 */
import {
  SITE_PATHS,
  appendQuery,
  pathIn,
  type ApiPath,
  type ParamsOf,
  type QueryParams,
  type RouteName,
} from '@/core/contract/paths';
import type { ResponseOf } from '@/core/contract/routes';
import { ApiError, deadline, toApiError } from '@/lib/api/errors';
import { parseBody } from '@/lib/api/parse';

export type { QueryParams };

/** `/api/proxy?path=/api/v1/…&…`: arrays become comma lists, empty values are left out. */
export function proxyUrl(path: string, params: QueryParams = {}): string {
  return `/api/proxy?${appendQuery(new URLSearchParams({ path }), params).toString()}`;
}

/**
 * The route tables this page's islands call: the site's, and those a section adds for itself
 * (the studio's, `addProxyRoutes`), so a public page's JavaScript never carries the studio's.
 */
const tables: Readonly<Record<string, ApiPath>>[] = [SITE_PATHS];

export function addProxyRoutes(table: Readonly<Record<string, ApiPath>>): void {
  if (!tables.includes(table)) tables.push(table);
}

/** The path of `name`, from whichever table of this page has it. */
export function proxyPath<N extends RouteName>(name: N, params: ParamsOf<N>): string {
  const table = tables.find((t) => name in t);
  if (!table) throw new Error(`The route ${name} is not loaded on this page`);
  return pathIn(table, name, params);
}

export type ProxyInit = { signal?: AbortSignal; timeoutMs?: number };

/** One call through the proxy: the one error mapping, and the answer parsed against its route. */
async function call<N extends RouteName>(
  name: N,
  url: string,
  request: { method?: 'POST' | 'PUT' | 'DELETE'; body?: string; keepalive?: boolean },
  init: ProxyInit,
): Promise<ResponseOf<N>> {
  // The schemas (and zod) load with the first call, not with the page.
  const schemas = import('@/core/contract/routes');
  const { signal, timeout } = deadline(init.signal, init.timeoutMs);
  let res: Response;
  try {
    res = await fetch(url, {
      ...request,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
    });
  } catch (err) {
    throw toApiError(err, { timeout, signal: init.signal });
  }
  if (!res.ok) throw await ApiError.fromResponse(res);
  const { API_ROUTES } = await schemas;
  return parseBody(API_ROUTES[name].response, res) as Promise<ResponseOf<N>>;
}

/**
 * GET a route of the contract's table through the proxy, and parse its answer against the
 * route's schema. An island's first view comes from the server, so a page that never fetches
 * never loads the schemas. Failures become the one ApiError (spec §8 messages): network failures
 * and time-outs are retryable, as are ≥ 500, 408 and 429 answers.
 */
export function proxyGet<N extends RouteName>(
  name: N,
  params: ParamsOf<N>,
  query?: QueryParams,
  init: ProxyInit = {},
): Promise<ResponseOf<N>> {
  return call(name, proxyUrl(proxyPath(name, params), query), {}, init);
}

/**
 * POST a JSON body to a route of the table through the proxy (which refuses any other body, and
 * any cross-site request). `keepalive` lets the request finish while the page is being left.
 */
export function proxyPost<N extends RouteName>(
  name: N,
  params: ParamsOf<N>,
  body: unknown,
  init: ProxyInit & { keepalive?: boolean } = {},
): Promise<ResponseOf<N>> {
  return send('POST', name, params, body, init);
}

/**
 * PUT a JSON body (a whole resource, e.g. the studio's working copy), as proxyPost does; `query`
 * for a route whose answer depends on one (the language it is in).
 */
export function proxyPut<N extends RouteName>(
  name: N,
  params: ParamsOf<N>,
  body: unknown,
  init: ProxyInit & { keepalive?: boolean; query?: QueryParams } = {},
): Promise<ResponseOf<N>> {
  return send('PUT', name, params, body, init);
}

function send<N extends RouteName>(
  method: 'POST' | 'PUT',
  name: N,
  params: ParamsOf<N>,
  body: unknown,
  init: ProxyInit & { keepalive?: boolean; query?: QueryParams },
): Promise<ResponseOf<N>> {
  const request = { method, body: JSON.stringify(body), keepalive: init.keepalive };
  return call(name, proxyUrl(proxyPath(name, params), init.query), request, init);
}

/** DELETE a route of the table through the proxy (no body; the proxy's cross-site check applies). */
export function proxyDelete<N extends RouteName>(
  name: N,
  params: ParamsOf<N>,
  init: ProxyInit = {},
): Promise<ResponseOf<N>> {
  return call(name, proxyUrl(proxyPath(name, params)), { method: 'DELETE' }, init);
}
