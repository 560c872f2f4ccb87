import { CLIENT_IP_HEADER, clientIpOf } from '@/core/client-ip';
import { NextResponse } from 'next/server';
import { apiConfig } from '@/lib/api/config';
import { z } from '@/core/zod';
import {
  CONTENT_LIMITS,
  ERROR_CODES,
  STUDIO_LIMITS,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
  uploadTypeOf,
  publicChangeSchema,
  type PublicChange,
  type RouteName,
  type SessionResponse,
} from '@/core/contract';
import { revalidatePublic } from '@/lib/publishing/revalidate';
import {
  METHOD_NOT_ALLOWED,
  allowedMethodsFor,
  validateProxyPath,
  type ProxyMethod,
} from '@/lib/api/proxy-path';
import { relayedBody } from '@/lib/api/relay';
import { upstreamFetch } from '@/lib/api/transport';
import {
  clearSessionCookies,
  readSessionCookies,
  requestCookies,
  setSessionCookies,
} from '@/lib/auth/cookies';
import {
  MAX_BODY_BYTES,
  errorResponse,
  failureResponse,
  readLimited,
  readLimitedBytes,
  transportFailure,
  type Failure,
} from '@/lib/auth/http';
import { refreshOnce } from '@/lib/auth/refresh';
import { crossSiteRefusal } from '@/lib/auth/same-origin';

/**
 * The one door from the browser to the upstream API (spec §7). It refuses cross-site writes,
 * accepts only allow-listed routes, builds fresh upstream headers (no client header passes; the
 * session's access token goes as `Authorization: Bearer`), follows and passes on no redirects,
 * and never hands an upstream cookie or Location to the browser. An upstream 401 for a request
 * with a session is refreshed once (single-flight) and retried once (issue 14).
 */
export const dynamic = 'force-dynamic';

/**
 * Test-only fault injection headers (same names as server/faults.ts, which app code may not
 * import). Copied to upstream only when ZESTY_FAULTS is on.
 */
const FAULT_HEADERS = ['x-zesty-fault', 'x-zesty-fault-path'] as const;

const UNSAFE_QUERY = /[\r\n\u0000]/;

/** The upstream credential of the session's access token. */
function authorizationFor(accessToken: string | undefined): string | undefined {
  return accessToken ? `Bearer ${accessToken}` : undefined;
}

const badRequest = (message: string) => errorResponse(400, message, ERROR_CODES.badRequest);

/** What the request's session became on the way: rotated, or ended (cookies to set on any answer). */
type SessionChange = { renewed?: SessionResponse; signedOut?: boolean };

function withSession(res: NextResponse, change: SessionChange): NextResponse {
  // A rotation spent the browser's refresh token: the new one must reach it, whatever the answer.
  if (change.renewed) setSessionCookies(res.cookies, change.renewed);
  else if (change.signedOut) clearSessionCookies(res.cookies);
  return res;
}

async function handle(request: Request, method: ProxyMethod): Promise<Response> {
  // Before anything else: a cross-site write never reaches a parser, let alone upstream.
  if (method !== 'GET') {
    const refusal = crossSiteRefusal(request);
    if (refusal) return refusal;
  }

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

  // Fresh headers: nothing from the client passes, except the test-only fault headers. The
  // visitor's address (vouched for by our web server) goes along for the API's limits.
  const headers = new Headers({ Accept: 'application/json' });
  const ip = clientIpOf(request);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  if (apiConfig().faults) {
    for (const name of FAULT_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
  }

  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (checked.route === 'studio.images') {
    // A picture's bytes, up to 10 MB, passed on as they came; the API reads what they are.
    const type = uploadTypeOf(request.headers.get('content-type'));
    if (!type)
      return errorResponse(
        415,
        'Only JPEG, PNG, WebP and AVIF pictures can be uploaded',
        ERROR_CODES.badRequest,
      );
    const bytes = await readLimitedBytes(request, STUDIO_LIMITS.imageBytes);
    if (bytes === undefined)
      return errorResponse(413, 'The picture is larger than 10 MB', ERROR_CODES.badRequest);
    body = new Uint8Array(bytes);
    headers.set('Content-Type', type);
  } else if (method === 'POST' || method === 'PUT') {
    // The studio's recipes and the editors' pages are long texts; every other body is a few fields.
    const limit = checked.route.startsWith('studio.')
      ? STUDIO_LIMITS.bodyBytes
      : checked.route.startsWith('editor.')
        ? CONTENT_LIMITS.bodyBytes
        : MAX_BODY_BYTES;
    const text = await readLimited(request, limit);
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

  const cookies = readSessionCookies(requestCookies(request));
  const credentialed = cookies.accessToken !== undefined || cookies.refreshToken !== undefined;
  const change: SessionChange = {};
  let accessToken = cookies.accessToken;
  let refreshTried = false;
  let unavailable: Failure | undefined;

  /** One rotation of the browser's refresh token (single-flight across requests). */
  const refresh = async (): Promise<void> => {
    refreshTried = true;
    if (!cookies.refreshToken) {
      change.signedOut = true;
      return;
    }
    const result = await refreshOnce(cookies.refreshToken);
    if (result.kind === 'ok') {
      change.renewed = result.session;
      accessToken = result.session.accessToken.token;
    } else if (result.kind === 'rejected') change.signedOut = true;
    else unavailable = result.failure;
  };

  // The browser drops the access cookie when its token expires: renew before asking, so a
  // signed-in visitor's answer is theirs. A refused refresh goes on without a session.
  if (!accessToken && cookies.refreshToken) await refresh();

  const send = (token: string | undefined) => {
    const sent = new Headers(headers);
    const authorization = authorizationFor(token);
    if (authorization) sent.set('Authorization', authorization);
    return upstreamFetch(pathAndQuery, { method, headers: sent, body, signal: request.signal });
  };

  let upstream: Response;
  try {
    upstream = await send(accessToken);
    if (upstream.status === 401 && credentialed && !refreshTried) {
      await upstream.body?.cancel().catch(() => undefined);
      await refresh();
      // An unreachable API keeps the session (the browser may try again); a refused refresh
      // signs the browser out.
      if (unavailable) return failureResponse(unavailable);
      if (!change.renewed)
        return withSession(
          errorResponse(401, 'Session expired. Please sign in again.', ERROR_CODES.unauthorized),
          change,
        );
      upstream = await send(accessToken);
    }
  } catch (err) {
    return withSession(failureResponse(transportFailure(err)), change);
  }

  if (upstream.status >= 300 && upstream.status < 400) {
    await upstream.body?.cancel().catch(() => undefined);
    return withSession(
      errorResponse(502, 'Upstream answered with a redirect', 'bad_gateway'),
      change,
    );
  }

  const out = new Headers();
  const contentType = upstream.headers.get('content-type');
  if (contentType) out.set('Content-Type', contentType);
  // A limit's refusal says when to come back (issue 26); so does every failure of the API's
  // (issue 27: an API or database out of reach answers 503 with one; any other 5xx gets ours).
  const retryAfter =
    upstream.headers.get('retry-after') ??
    (upstream.status >= 500 ? String(UNAVAILABLE_RETRY_AFTER_SECONDS) : null);
  if (retryAfter) out.set('Retry-After', retryAfter);
  out.set('X-Content-Type-Options', 'nosniff');
  const cacheControl = upstream.headers.get('cache-control')?.trim();
  // An answer to a request with a session is never shared, whatever upstream says.
  const shareable =
    method === 'GET' && !credentialed && cacheControl?.toLowerCase().startsWith('public');
  out.set(
    'Cache-Control',
    shareable && cacheControl ? cacheControl : method === 'GET' ? 'private, no-store' : 'no-store',
  );

  // A studio write that changed what visitors see: its pages are revalidated before the answer
  // goes back, so the creator's next look at the public site shows the change.
  if (method !== 'GET' && upstream.ok && PUBLISHING_ROUTES.has(checked.route)) {
    const text = await upstream.text();
    const changed = publishedChange(text);
    if (changed) revalidatePublic(changed);
    return withSession(new NextResponse(text, { status: upstream.status, headers: out }), change);
  }

  return withSession(
    new NextResponse(await relayedBody(upstream), { status: upstream.status, headers: out }),
    change,
  );
}

/** The studio's writes whose answer may say what changed for visitors (`changed`). */
const PUBLISHING_ROUTES: ReadonlySet<RouteName> = new Set([
  'studio.recipe',
  'studio.recipe.publish',
  'studio.recipe.unpublish',
  'studio.recipe.restore',
  'studio.collections.create',
  'studio.collection',
  'studio.profile',
  'editor.publish',
  'editor.creator.enabled',
]);

/** The `changed` of a studio answer, checked against the contract; nothing when there is none. */
function publishedChange(text: string): PublicChange | undefined {
  try {
    const parsed = publishedAnswer.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.changed : undefined;
  } catch {
    return undefined;
  }
}
const publishedAnswer = z.object({ changed: publicChangeSchema.optional() });

export const GET = (request: Request): Promise<Response> => handle(request, 'GET');
export const POST = (request: Request): Promise<Response> => handle(request, 'POST');
export const PUT = (request: Request): Promise<Response> => handle(request, 'PUT');
export const DELETE = (request: Request): Promise<Response> => handle(request, 'DELETE');
