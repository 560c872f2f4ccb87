/**
 * Every upstream route's zod-free half, the site's (proxied and server-only), the studio's, the editor console's and the
 * creator application's joined: for the server (the API registers from it, the data door and the proxy's allow-list read it). Browser code takes
 * the table it needs (lib/client/proxy.ts), so a public page never loads the studio's.
 */
import { SITE_PATHS, pathIn, type ParamsOf, type RouteName } from './paths';
import { APPLICATION_PATHS } from './application-paths';
import { EDITOR_PATHS } from './editor-paths';
import { SERVER_PATHS } from './server-paths';
import { STUDIO_PATHS } from './studio-paths';

export const API_PATHS = {
  ...SITE_PATHS,
  ...SERVER_PATHS,
  ...STUDIO_PATHS,
  ...EDITOR_PATHS,
  ...APPLICATION_PATHS,
} as const;
export const ROUTE_NAMES = Object.keys(API_PATHS) as RouteName[];

/** The path of `name` with its parameters filled in (percent-encoded). */
export function pathOf<N extends RouteName>(name: N, params: ParamsOf<N>): string {
  return pathIn(API_PATHS, name, params);
}
