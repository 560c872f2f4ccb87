import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { API_PATHS, API_ROUTES, wireQuery, type RouteName } from '../../core/contract';
import { validationError } from '../http';

/** A template as a Hono path: `{slug}` → `:slug`; the app is not strict about a trailing slash. */
export const honoPath = (template: string) =>
  template.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1');

/** A request that fails its schema is a 400 in the API's error shape (server/http.ts). */
const hook = (
  result: { target: string } & (
    { success: true } | { success: false; error: { issues: Parameters<typeof validationError>[0] } }
  ),
) => {
  if (!result.success)
    throw validationError(result.error.issues, { dropFirst: result.target === 'param' });
};

/**
 * A route of the contract's table, ready to register: its path and the validators of its path
 * parameters and query (read from the wire), in that order. Handlers read the typed values with
 * `c.req.valid('param')` and `c.req.valid('query')`:
 *
 *   app.get(...route('recipes.index'), (c) => { const q = c.req.valid('query'); … })
 */
export function route<N extends RouteName>(name: N) {
  const { params, query } = API_ROUTES[name];
  // Destructured from the table, N's schemas widen to the union of all routes': name them again.
  return [
    honoPath(API_PATHS[name].path),
    zValidator('param', z.object(params as (typeof API_ROUTES)[N]['params']), hook),
    zValidator('query', wireQuery(query as (typeof API_ROUTES)[N]['query']), hook),
  ] as const;
}

type BodyRoute = {
  [N in RouteName]: (typeof API_ROUTES)[N] extends { body: z.ZodObject } ? N : never;
}[RouteName];

/**
 * A route with a JSON body: as `route`, plus the body's validator (`c.req.valid('json')`). A body
 * that is not JSON, or sent without a JSON content type, is a 400 like any other invalid body.
 */
export function bodyRoute<N extends BodyRoute>(name: N) {
  const body = (API_ROUTES[name] as { body: z.ZodObject }).body as (typeof API_ROUTES)[N]['body'];
  return [...route(name), zValidator('json', body, hook)] as const;
}
