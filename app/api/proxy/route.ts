import { apiConfig } from '@/lib/api/config';
import { ERROR_CODES, type ErrorBody } from '@/lib/api/contract';
import { isApiError } from '@/lib/api/errors';
import {
  METHOD_NOT_ALLOWED,
  allowedMethodsFor,
  validateProxyPath,
  type ProxyMethod,
} from '@/lib/api/proxy-path';
import { upstreamFetch } from '@/lib/api/transport';

/**
 * The one door from the browser to the upstream API (spec §7). It accepts only allow-listed
 * routes, builds fresh upstream headers (no client header passes), follows and passes on no
 * redirects, and never hands an upstream cookie or Location to the browser.
 */
export const dynamic = 'force-dynamic';

const MAX_BODY_BYTES = 16 * 1024;

/**
 * Test-only fault injection headers (same names as server/faults.ts, which app code may not
 * import). Copied to upstream only when ZESTY_FAULTS is on.
 */
const FAULT_HEADERS = ['x-zesty-fault', 'x-zesty-fault-path'] as const;

const UNSAFE_QUERY = /[\r\n\u0000]/;

/**
 * Where the accounts work adds `Bearer <access token>` read from the HttpOnly session cookie.
 * Until then no request carries credentials upstream.
 */
function authorizationFor(_request: Request): string | undefined {
  return undefined;
}

function errorResponse(
  status: number,
  message: string,
  code: string,
  extra?: HeadersInit,
): Response {
  const body: ErrorBody = { message, code, status };
  const headers = new Headers(extra);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(JSON.stringify(body), { status, headers });
}

const badRequest = (message: string) => errorResponse(400, message, ERROR_CODES.badRequest);

/** Reads at most `limit` bytes of the body; undefined when it is larger. */
async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(all);
}

function upstreamErrorResponse(err: unknown): Response {
  if (isApiError(err)) {
    if (err.kind === 'timeout') return errorResponse(504, err.message, 'timeout');
    if (err.kind === 'network') return errorResponse(502, err.message, 'network_error');
    if (err.kind === 'aborted') return errorResponse(499, err.message, 'aborted');
    const status = err.status >= 400 && err.status <= 599 ? err.status : 502;
    return errorResponse(status, err.message, err.code);
  }
  return errorResponse(502, 'Network error: Unable to reach server', 'network_error');
}

async function handle(request: Request, method: ProxyMethod): Promise<Response> {
  const url = new URL(request.url);
  const pathParams = url.searchParams.getAll('path');
  if (pathParams.length > 1) return badRequest('Only one path parameter is allowed');

  const checked = validateProxyPath(url.searchParams.get('path'), method);
  if (!checked.ok) {
    if (checked.reason === METHOD_NOT_ALLOWED) {
      const allow = allowedMethodsFor(url.searchParams.get('path') ?? '').join(', ');
      return errorResponse(405, 'Method not allowed', ERROR_CODES.badRequest, { Allow: allow });
    }
    return badRequest(`Invalid proxy path: ${checked.reason}`);
  }

  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (name === 'path') continue;
    // Values travel percent-encoded, so a control character in one is only text (a search term
    // with a NUL byte answers an empty result upstream); a name with one is no parameter of ours.
    if (UNSAFE_QUERY.test(name)) return badRequest('Invalid query parameter');
    query.append(name, value);
  }
  const search = query.toString();
  const pathAndQuery = search ? `${checked.path}?${search}` : checked.path;

  // Fresh headers: nothing from the client passes, except the test-only fault headers.
  const headers = new Headers({ Accept: 'application/json' });
  if (apiConfig().faults) {
    for (const name of FAULT_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
  }
  const authorization = authorizationFor(request);
  if (authorization) headers.set('Authorization', authorization);

  let body: string | undefined;
  if (method === 'POST') {
    const text = await readLimited(request, MAX_BODY_BYTES);
    if (text === undefined)
      return errorResponse(413, 'Request body too large', ERROR_CODES.badRequest);
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch {
        return badRequest('Request body must be JSON');
      }
      body = text;
      headers.set('Content-Type', 'application/json');
    }
  }

  let upstream: Response;
  try {
    upstream = await upstreamFetch(pathAndQuery, { method, headers, body, signal: request.signal });
  } catch (err) {
    return upstreamErrorResponse(err);
  }

  if (upstream.status >= 300 && upstream.status < 400) {
    await upstream.body?.cancel().catch(() => undefined);
    return errorResponse(502, 'Upstream answered with a redirect', 'bad_gateway');
  }

  const out = new Headers();
  const contentType = upstream.headers.get('content-type');
  if (contentType) out.set('Content-Type', contentType);
  out.set('X-Content-Type-Options', 'nosniff');
  const cacheControl = upstream.headers.get('cache-control')?.trim();
  // A personalised (authorised) answer is never shared, whatever upstream says.
  const shareable =
    method === 'GET' && !authorization && cacheControl?.toLowerCase().startsWith('public');
  out.set(
    'Cache-Control',
    shareable && cacheControl ? cacheControl : method === 'GET' ? 'private, no-store' : 'no-store',
  );

  const nullBody = upstream.status === 204 || upstream.status === 205;
  if (nullBody) await upstream.body?.cancel().catch(() => undefined);
  return new Response(nullBody ? null : upstream.body, { status: upstream.status, headers: out });
}

export function GET(request: Request): Promise<Response> {
  return handle(request, 'GET');
}

export function POST(request: Request): Promise<Response> {
  return handle(request, 'POST');
}

export function DELETE(request: Request): Promise<Response> {
  return handle(request, 'DELETE');
}
