/**
 * The wire contract of the upstream API (spec §3 and §7), written once and imported by both
 * sides: answers (`schemas.ts`), queries (`requests.ts`) and the route table that joins them
 * (`routes.ts`, over the zod-free `paths.ts`). The browser imports types from here, and the
 * few answer schemas its islands parse.
 */
export * from './schemas';
export * from './auth';
export * from './grocery';
export * from './menu';
export * from './requests';
export * from './routes';
export * from './studio';
export * from './content';
export * from './editor';
export * from './creator-applications';
export * from './members';
export * from './operations';
export { API_PATHS, ROUTE_NAMES, pathOf } from './api-paths';
export {
  RESERVED_RECIPE_SLUGS,
  SLUG_MAX_LENGTH,
  withQuery,
  type ApiPath,
  type HttpMethod,
  type ParamsOf,
  type QueryParams,
  type RouteName,
} from './paths';
export * from './session-routes';
export { SESSION_PATHS, type SessionRouteName } from './session-paths';
