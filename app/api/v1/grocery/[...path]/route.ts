import { CLIENT_IP_HEADER, clientIpOf } from '@/core/client-ip';
import { ERROR_CODES, GROCERY_CORS, GROCERY_LIMITS, type ErrorBody } from '@/core/contract';
import { API_PATHS, ROUTE_NAMES } from '@/core/contract/api-paths';
import { routePattern } from '@/lib/api/proxy-path';
import { relayedBody } from '@/lib/api/relay';
import { upstreamFetch } from '@/lib/api/transport';
import { readLimited, transportFailure } from '@/lib/auth/http';

/**
 * The grocery widget's routes on the web app's own origin (issue 15), at the upstream API's
 * paths: the widget on a page of ours, or the order card on a creator's blog, calls
 * `/api/v1/grocery/*` here. Only the contract's grocery routes pass, without any session: no
 * cookie and no credential goes upstream, only the method, path, query, content type, origin,
 * the visitor's address (for the limits) and a bounded body; the answer comes back with its status, body, and its CORS and cache
 * headers. Preflights are answered here with the API's own CORS (GROCERY_CORS), and this
 * mount's refusals carry `Access-Control-Allow-Origin: *` too, so a widget on another site can
 * read them.
 */
export const dynamic = 'force-dynamic';

type Method = 'GET' | 'POST' | 'OPTIONS';

/** The grocery routes of the contract, as anchored path patterns (the proxy's compiler). */
const ROUTES = ROUTE_NAMES.filter((name) => name.startsWith('grocery.')).map((name) => {
  const { path, methods } = API_PATHS[name];
  return { name, methods: methods as readonly string[], pattern: routePattern(path) };
});

/** Headers of the upstream answer that reach the browser; nothing else (no cookies, no Location). */
const PASSED_HEADERS = [
  'content-type',
  'cache-control',
  'retry-after',
  'vary',
  'access-control-allow-origin',
];

function refusal(status: number, message: string, code: string, extra: HeadersInit = {}) {
  const body: ErrorBody = { message, code, status };
  const headers = new Headers(extra);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Access-Control-Allow-Origin', '*');
  return new Response(JSON.stringify(body), { status, headers });
}

async function handle(request: Request, method: Method): Promise<Response> {
  const url = new URL(request.url);
  // A trailing slash is the same route (the API is not strict about it).
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
  const matches = ROUTES.filter((r) => r.pattern.test(path));
  if (!matches.length) return refusal(404, 'No such route', ERROR_CODES.notFound);
  const allowed = matches.flatMap((r) => r.methods);
  if (method !== 'OPTIONS' && !allowed.includes(method))
    return refusal(405, 'Method not allowed', ERROR_CODES.badRequest, {
      Allow: [...allowed, 'OPTIONS'].join(', '),
    });

  if (method === 'OPTIONS')
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': GROCERY_CORS.allowMethods.join(','),
        'Access-Control-Allow-Headers': GROCERY_CORS.allowHeaders.join(','),
        'Access-Control-Max-Age': String(GROCERY_CORS.maxAgeSeconds),
      },
    });

  const headers = new Headers({ Accept: 'application/json' });
  const origin = request.headers.get('origin');
  if (origin) headers.set('Origin', origin);
  // The limits count per visitor and website (issue 26): the address our web server vouched for.
  const ip = clientIpOf(request);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  let body: string | undefined;
  if (method === 'POST') {
    const text = await readLimited(request, GROCERY_LIMITS.maxBodyBytes);
    if (text === undefined) return refusal(413, 'Request body too large', ERROR_CODES.badRequest);
    body = text;
    const contentType = request.headers.get('content-type');
    if (contentType) headers.set('Content-Type', contentType);
  }

  let upstream: Response;
  try {
    upstream = await upstreamFetch(`${path}${url.search}`, {
      method,
      headers,
      body,
      signal: request.signal,
    });
  } catch (err) {
    const failure = transportFailure(err);
    return refusal(failure.status, failure.body.message, failure.body.code);
  }
  if (upstream.status >= 300 && upstream.status < 400) {
    await upstream.body?.cancel().catch(() => undefined);
    return refusal(502, 'Upstream answered with a redirect', 'bad_gateway');
  }

  const out = new Headers({ 'X-Content-Type-Options': 'nosniff' });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) out.set(name, value);
  }
  return new Response(await relayedBody(upstream), { status: upstream.status, headers: out });
}

export const GET = (request: Request): Promise<Response> => handle(request, 'GET');
export const POST = (request: Request): Promise<Response> => handle(request, 'POST');
export const OPTIONS = (request: Request): Promise<Response> => handle(request, 'OPTIONS');
