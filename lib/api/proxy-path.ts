/**
 * The allow-list of upstream routes the browser may reach through /api/proxy (spec §7,
 * design "Sessions and security defaults"), derived from the contract's route table. Pure and
 * free of dependencies (the table's zod-free half) so it can be tested exhaustively and used
 * anywhere.
 *
 * `raw` is the `path` query parameter after URLSearchParams decoding. Anything that still
 * looks encoded, relative, absolute or unusual is refused outright rather than normalised:
 * every allowed path is plain ASCII [A-Za-z0-9/_-], so a legitimate caller never needs more.
 */

import { API_PATHS, ROUTE_NAMES } from '../../core/contract/api-paths';
import {
  ID_PATTERN,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  type ApiPath,
  type HttpMethod,
  type RouteName,
} from '../../core/contract/paths';

export type ProxyMethod = HttpMethod;

export type ProxyRoute = {
  /** The route's name in the contract's route table, e.g. 'recipes.show'. */
  readonly route: RouteName;
  readonly methods: readonly ProxyMethod[];
  /** The route's path template, for documentation and test output. */
  readonly template: string;
  /** Anchored; matches the whole path (no query, no fragment). */
  readonly pattern: RegExp;
};

export type ProxyPathResult =
  { ok: true; path: string; route: RouteName } | { ok: false; reason: string };

export const PROXY_PATH_MAX_LENGTH = 512;
/** The reason given when the path is allow-listed but not for this method (the route answers 405). */
export const METHOD_NOT_ALLOWED = 'method not allowed';

/** A lowercase slug segment; the look-ahead bounds its length. */
const SLUG = `(?=[a-z0-9-]{1,${SLUG_MAX_LENGTH}}(?:/|$))${SLUG_PATTERN}`;
/** A numeric id segment. */
const ID = `${ID_PATTERN}(?=/|$)`;

/**
 * A template as an anchored pattern: `{id}` is a numeric id, any other parameter one slug (never
 * one of `reserved`), a trailing
 * `/` may be left out, and everything else is literal.
 */
export function routePattern(template: string, reserved: readonly string[] = []): RegExp {
  const trailing = template.length > 1 && template.endsWith('/');
  const body = (trailing ? template.slice(0, -1) : template)
    .split(/(\{\w+\})/)
    .map((part) =>
      part === '{id}'
        ? ID
        : /^\{\w+\}$/.test(part)
          ? `${reserved.map((word) => `(?!${word}(?:/|$))`).join('')}${SLUG}`
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${body}${trailing ? '/?' : ''}$`);
}

/**
 * The allow-list: the routes of the contract's route table marked for the browser. A route is
 * listed only once the API has it. Deliberately absent: GET /api/v1/login/{refreshToken}/
 * exchangeRefreshToken (a refresh token never travels in a URL from the browser), /media
 * (served by app/media), /healthz.
 */
export const PROXY_ROUTES: readonly ProxyRoute[] = ROUTE_NAMES.flatMap((route) => {
  const entry: ApiPath = API_PATHS[route];
  if (!entry.proxy) return [];
  return [
    {
      route,
      methods: entry.methods,
      template: entry.path,
      pattern: routePattern(entry.path, entry.reserved),
    },
  ];
});

/** Methods allowed for a (syntactically valid) path; empty when the path is not on the list. */
export function allowedMethodsFor(path: string): ProxyMethod[] {
  return PROXY_ROUTES.filter((r) => r.pattern.test(path)).flatMap((r) => [...r.methods]);
}

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const SAFE_CHARS = /^[A-Za-z0-9/_-]+$/;

const refuse = (reason: string): ProxyPathResult => ({ ok: false, reason });

export function validateProxyPath(raw: string | null, method: string): ProxyPathResult {
  if (typeof raw !== 'string' || raw.length === 0) return refuse('missing path');
  if (raw.length > PROXY_PATH_MAX_LENGTH) return refuse('path too long');
  if (raw.includes('%')) return refuse('percent-escapes are not allowed');
  if (raw.includes('\\')) return refuse('backslashes are not allowed');
  if (CONTROL.test(raw)) return refuse('control characters are not allowed');
  if (raw.includes('?') || raw.includes('#')) return refuse('query or fragment in path');
  if (SCHEME.test(raw)) return refuse('absolute URLs are not allowed');
  if (!raw.startsWith('/')) return refuse('path must start with /');
  if (raw.startsWith('//')) return refuse('protocol-relative URLs are not allowed');

  const segments = raw.split('/').slice(1);
  if (segments.some((s) => s === '.' || s === '..')) return refuse('dot segments are not allowed');
  // A trailing slash leaves one empty last segment; the patterns decide whether it is allowed.
  if (segments.slice(0, -1).some((s) => s === '')) return refuse('empty path segment');
  if (!SAFE_CHARS.test(raw)) return refuse('path contains characters that are not allowed');

  const matches = PROXY_ROUTES.filter((r) => r.pattern.test(raw));
  if (matches.length === 0) return refuse('path is not on the allow-list');
  const entry = matches.find((r) => (r.methods as readonly string[]).includes(method));
  if (!entry) return refuse(METHOD_NOT_ALLOWED);
  return { ok: true, path: raw, route: entry.route };
}
