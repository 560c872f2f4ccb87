/**
 * The allow-list of upstream routes the browser may reach through /api/proxy (spec §7,
 * design "Sessions and security defaults"). Pure and dependency-free so it can be tested
 * exhaustively and used anywhere.
 *
 * `raw` is the `path` query parameter after URLSearchParams decoding. Anything that still
 * looks encoded, relative, absolute or unusual is refused outright rather than normalised:
 * every allowed path is plain ASCII [A-Za-z0-9/_-], so a legitimate caller never needs more.
 */

export type ProxyMethod = 'GET' | 'POST' | 'DELETE';

export type ProxyRoute = {
  /** Stable name of the pattern, e.g. 'recipes.show'. */
  readonly route: string;
  readonly methods: readonly ProxyMethod[];
  /** Human-readable template, for documentation and test output. */
  readonly template: string;
  /** Anchored; matches the whole path (no query, no fragment). */
  readonly pattern: RegExp;
};

export type ProxyPathResult =
  { ok: true; path: string; route: string } | { ok: false; reason: string };

export const PROXY_PATH_MAX_LENGTH = 512;
/** The reason given when the path is allow-listed but not for this method (the route answers 405). */
export const METHOD_NOT_ALLOWED = 'method not allowed';

/** Lowercase slug, hyphen-separated, 1–120 chars (look-ahead bounds the length). */
const SLUG = '(?=[a-z0-9-]{1,120}(?:/|$))[a-z0-9]+(?:-[a-z0-9]+)*';
const ID = '[0-9]{1,10}';
const re = (body: string) => new RegExp(`^${body}$`);

export const PROXY_ROUTES: readonly ProxyRoute[] = [
  {
    route: 'recipes.index',
    methods: ['GET'],
    template: '/api/v1/recipes/',
    pattern: re('/api/v1/recipes/?'),
  },
  {
    route: 'recipes.favorites',
    methods: ['GET'],
    template: '/api/v1/recipes/favorites',
    pattern: re('/api/v1/recipes/favorites'),
  },
  {
    route: 'recipes.show',
    methods: ['GET'],
    template: '/api/v1/recipes/{slug}/',
    // 'favorites' is its own route, so a path never matches two entries.
    pattern: re(`/api/v1/recipes/(?!favorites/?$)${SLUG}/?`),
  },
  {
    route: 'recipes.related',
    methods: ['GET'],
    template: '/api/v1/recipes/{slug}/related',
    pattern: re(`/api/v1/recipes/${SLUG}/related`),
  },
  {
    route: 'recipes.favorite',
    methods: ['POST', 'DELETE'],
    template: '/api/v1/recipes/{id}/favorite',
    pattern: re(`/api/v1/recipes/${ID}/favorite`),
  },
  {
    route: 'websites.index',
    methods: ['GET'],
    template: '/api/v1/websites',
    pattern: re('/api/v1/websites'),
  },
  {
    route: 'websites.show',
    methods: ['GET'],
    template: '/api/v1/websites/{slug}',
    pattern: re(`/api/v1/websites/${SLUG}`),
  },
  {
    route: 'collections.index',
    methods: ['GET'],
    template: '/api/v1/collections',
    pattern: re('/api/v1/collections'),
  },
  {
    route: 'collections.show',
    methods: ['GET'],
    template: '/api/v1/collections/{slug}',
    pattern: re(`/api/v1/collections/${SLUG}`),
  },
  {
    route: 'searchFilters',
    methods: ['GET'],
    template: '/api/v1/searchFilters',
    pattern: re('/api/v1/searchFilters'),
  },
  { route: 'search', methods: ['GET'], template: '/api/v1/search', pattern: re('/api/v1/search') },
  {
    route: 'login.requestOtp',
    methods: ['POST'],
    template: '/api/v1/login/requestOtp',
    pattern: re('/api/v1/login/requestOtp'),
  },
  {
    route: 'login.exchangeOtpRefreshToken',
    methods: ['POST'],
    template: '/api/v1/login/exchangeOtpRefreshToken',
    pattern: re('/api/v1/login/exchangeOtpRefreshToken'),
  },
  // Deliberately absent: GET /api/v1/login/{refreshToken}/exchangeRefreshToken (a refresh token
  // never travels in a URL from the browser), /media (served by app/media), /healthz.
];

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
