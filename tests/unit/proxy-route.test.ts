/** @jest-environment node */
import { DELETE, GET, POST, PUT } from '@/app/api/proxy/route';
import { ApiError } from '@/lib/api/errors';
import { upstreamFetch } from '@/lib/api/transport';
import { FAULT_HEADER, FAULT_PATH_HEADER } from '@/server/faults';
import { SESSION_USER as USER } from './session-support';

// Only the transport is replaced: these tests are about the proxy's own decisions.
jest.mock('@/lib/api/transport', () => ({ upstreamFetch: jest.fn() }));

const upstream = jest.mocked(upstreamFetch);
const ORIGIN = 'http://localhost/api/proxy';

type Call = {
  path: string;
  method?: string;
  headers: Headers;
  body?: string;
  signal?: AbortSignal;
};

function lastCall(): Call {
  const call = upstream.mock.calls.at(-1);
  if (!call) throw new Error('upstreamFetch was not called');
  const [path, init = {}] = call;
  return {
    path,
    method: init.method,
    headers: init.headers ?? new Headers(),
    body: typeof init.body === 'string' ? init.body : undefined,
    signal: init.signal,
  };
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** What a same-origin fetch of the site's own pages sends with a JSON write (issue 14). */
const SAME_ORIGIN_JSON = {
  'Content-Type': 'application/json',
  Origin: 'http://localhost',
  'Sec-Fetch-Site': 'same-origin',
} as const;

beforeEach(() => {
  upstream.mockReset();
  upstream.mockResolvedValue(json({ data: [] }));
});

describe('proxy route: refusals happen before any upstream call', () => {
  it.each([
    '?path=https://example.com',
    '?path=//example.com',
    '?path=/api/v1/../../x',
    '?path=%2e%2e%2fx',
    '?path=%5C%5Cexample.com',
    '',
    '?path=',
    '?path=/healthz',
    '?path=/api/v1/login/abc/exchangeRefreshToken',
    '?path=/api/v1/recipes/%252e%252e',
    '?path=/api/v1/recipes/&path=/healthz',
  ])('%s answers 400 with a JSON error and never reaches upstream', async (query) => {
    const res = await GET(new Request(`${ORIGIN}${query}`));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body: unknown = await res.json();
    expect(body).toEqual({ message: expect.any(String), code: 'bad_request', status: 400 });
    expect(upstream).not.toHaveBeenCalled();
  });

  it('answers 405 with Allow for an allow-listed path and the wrong method', async () => {
    const res = await POST(
      new Request(`${ORIGIN}?path=/api/v1/websites`, {
        method: 'POST',
        body: '{}',
        headers: SAME_ORIGIN_JSON,
      }),
    );
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(await res.json()).toEqual({
      message: expect.any(String),
      code: 'bad_request',
      status: 405,
    });
    const del = await DELETE(
      new Request(`${ORIGIN}?path=/api/v1/recipes/spaghetti-carbonara/related`, {
        method: 'DELETE',
      }),
    );
    expect(del.status).toBe(405);
    expect(upstream).not.toHaveBeenCalled();
  });

  it.each([
    ['POST', '/api/v1/login/requestOtp'],
    ['POST', '/api/v1/login/exchangeOtpRefreshToken'],
    ['POST', '/api/v1/login/exchangeLoginToken'],
    ['GET', '/api/v1/login/validate'],
    ['POST', '/api/v1/recipes/042/favorite'],
  ] as const)(
    '%s %s (not the browser’s to call) is 400 and never reaches upstream',
    async (method, path) => {
      const handler = { GET, POST, DELETE }[method];
      const res = await handler(
        new Request(`${ORIGIN}?path=${path}`, {
          method,
          body: method === 'POST' ? '{"email":"a@example.com"}' : undefined,
          headers: method === 'POST' ? SAME_ORIGIN_JSON : {},
        }),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: 'Invalid proxy path: path is not on the allow-list',
        code: 'bad_request',
        status: 400,
      });
      expect(upstream).not.toHaveBeenCalled();
    },
  );

  it('refuses CR, LF or NUL in forwarded query names', async () => {
    for (const query of ['bad%0aname=1', 'bad%0d%0aHost:%20evil=1', 'a%00b=1']) {
      const res = await GET(new Request(`${ORIGIN}?path=/api/v1/search&${query}`));
      expect(res.status).toBe(400);
    }
    expect(upstream).not.toHaveBeenCalled();
  });

  it('forwards CR, LF or NUL in a value percent-encoded, as text', async () => {
    const res = await GET(
      new Request(`${ORIGIN}?path=/api/v1/search&search=a%0d%0aHost:%20evil%00`),
    );
    expect(res.status).toBe(200);
    expect(upstream).toHaveBeenCalledTimes(1);
    const forwarded = String(upstream.mock.calls[0]?.[0]);
    expect(forwarded).toBe('/api/v1/search?search=a%0D%0AHost%3A+evil%00');
  });
});

describe('proxy route: forwarding', () => {
  it('forwards an allowed GET with the rest of the query and no client header', async () => {
    const res = await GET(
      new Request(`${ORIGIN}?path=/api/v1/recipes/&page=2&include=tags,image`, {
        headers: {
          Cookie: 'session=secret',
          Authorization: 'Bearer client-token',
          'X-Forwarded-For': '203.0.113.9',
          Host: 'evil.example',
          Accept: 'text/html',
          [FAULT_HEADER]: 'status=503',
        },
      }),
    );
    expect(res.status).toBe(200);
    expect(upstream).toHaveBeenCalledTimes(1);
    const call = lastCall();
    expect(call.path).toBe('/api/v1/recipes/?page=2&include=tags%2Cimage');
    expect(new URLSearchParams(call.path.split('?')[1]).getAll('include')).toEqual(['tags,image']);
    expect(call.method).toBe('GET');
    expect(call.body).toBeUndefined();
    expect(call.signal).toBeInstanceOf(AbortSignal);
    // Only what the proxy sets itself (fault headers pass only when faults are on).
    expect([...call.headers.keys()]).toEqual(['accept']);
    expect(call.headers.get('accept')).toBe('application/json');
  });

  it('forwards repeated query parameters with all values, in order', async () => {
    await GET(new Request(`${ORIGIN}?tags=b&path=/api/v1/recipes&tags=a&page=1&tags=c`));
    expect(lastCall().path).toBe('/api/v1/recipes?tags=b&tags=a&page=1&tags=c');
  });

  it('passes status, body and content type through, with nosniff and no upstream cookie', async () => {
    upstream.mockResolvedValue(
      json({ message: 'No such route', code: 'not_found', status: 404 }, 404, {
        'Set-Cookie': 'tracking=1; Path=/',
        'X-Powered-By': 'upstream',
      }),
    );
    const res = await GET(new Request(`${ORIGIN}?path=/api/v1/websites/nobody`));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(await res.json()).toEqual({ message: 'No such route', code: 'not_found', status: 404 });
  });

  it('turns an upstream redirect into 502 without Location', async () => {
    upstream.mockResolvedValue(
      new Response(null, {
        status: 302,
        headers: { Location: 'https://evil.example/', 'Set-Cookie': 'a=b' },
      }),
    );
    const res = await GET(new Request(`${ORIGIN}?path=/api/v1/websites`));
    expect(res.status).toBe(502);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await res.json()).toEqual({
      message: expect.any(String),
      code: expect.any(String),
      status: 502,
    });
  });

  it('keeps a public upstream Cache-Control for GET and makes anything else private', async () => {
    upstream.mockResolvedValue(json({ data: [] }, 200, { 'Cache-Control': 'public, max-age=60' }));
    const pub = await GET(new Request(`${ORIGIN}?path=/api/v1/websites`));
    expect(pub.headers.get('cache-control')).toBe('public, max-age=60');

    upstream.mockResolvedValue(json({ data: [] }, 200, { 'Cache-Control': 'max-age=60' }));
    const other = await GET(new Request(`${ORIGIN}?path=/api/v1/websites`));
    expect(other.headers.get('cache-control')).toBe('private, no-store');

    upstream.mockResolvedValue(json({ data: [] }));
    const none = await GET(new Request(`${ORIGIN}?path=/api/v1/websites`));
    expect(none.headers.get('cache-control')).toBe('private, no-store');
  });

  it('maps transport failures to 504, 502 and 499 JSON errors', async () => {
    const cases = [
      [
        new ApiError({
          status: 408,
          message: 'Request timed out. Please try again.',
          kind: 'timeout',
        }),
        504,
      ],
      [
        new ApiError({
          status: 0,
          message: 'Network error: Unable to reach server',
          kind: 'network',
        }),
        502,
      ],
      [new ApiError({ status: 0, message: 'Request aborted', kind: 'aborted' }), 499],
    ] as const;
    for (const [err, status] of cases) {
      upstream.mockRejectedValueOnce(err);
      const res = await GET(new Request(`${ORIGIN}?path=/api/v1/search&search=pasta`));
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toBe('no-store');
      // A gateway's failure says when to try again (issue 27); a request the browser gave up does not.
      expect(res.headers.get('retry-after')).toBe(status >= 500 ? '5' : null);
      expect(await res.json()).toEqual({ message: err.message, code: expect.any(String), status });
    }
  });

  it('relays an upstream 5xx with its own Retry-After, or with one of 5 s', async () => {
    const general = 'Something went wrong. Please try again later.';
    upstream.mockResolvedValueOnce(
      json({ message: general, code: 'unavailable', status: 503 }, 503, { 'Retry-After': '2' }),
    );
    upstream.mockResolvedValueOnce(
      json({ message: general, code: 'internal_error', status: 500 }, 500),
    );
    for (const [status, retryAfter] of [
      [503, '2'],
      [500, '5'],
    ] as const) {
      const res = await GET(new Request(`${ORIGIN}?path=/api/v1/search&search=pasta`));
      expect(res.status).toBe(status);
      expect(res.headers.get('retry-after')).toBe(retryAfter);
      expect(((await res.json()) as { message: string }).message).toBe(general);
    }
  });
});

/**
 * No route the browser may POST or DELETE exists yet (they come with accounts), so these tests
 * run the proxy over the real table plus one such route: what the proxy does with a body.
 */
const BODY_PATH = '/api/v1/test/body-route';

async function withBodyRoute(
  run: (route: typeof import('@/app/api/proxy/route')) => Promise<void>,
) {
  await jest.isolateModulesAsync(async () => {
    jest.doMock('@/core/contract/api-paths', () => {
      const actual: typeof import('@/core/contract/api-paths') = jest.requireActual(
        '@/core/contract/api-paths',
      );
      const route = { methods: ['POST', 'DELETE'], path: '/api/v1/test/{slug}', proxy: true };
      return {
        ...actual,
        API_PATHS: { ...actual.API_PATHS, 'test.body': route },
        ROUTE_NAMES: [...actual.ROUTE_NAMES, 'test.body'],
      };
    });
    // The transport stays the file's mock (`upstream`): jest.mock holds across isolation.
    await run(await import('@/app/api/proxy/route'));
  });
}

describe('proxy route: POST and DELETE', () => {
  it('forwards a JSON body with a fresh Content-Type', async () => {
    const body = JSON.stringify({
      email: 'a@example.com',
      name: 'A',
      redirectUrl: 'http://localhost/en',
    });
    await withBodyRoute(async (route) => {
      const res = await route.POST(
        new Request(`${ORIGIN}?path=${BODY_PATH}`, {
          method: 'POST',
          body,
          headers: { ...SAME_ORIGIN_JSON, Cookie: 'x=1' },
        }),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    });
    const call = lastCall();
    expect(call.path).toBe(BODY_PATH);
    expect(call.method).toBe('POST');
    expect(call.body).toBe(body);
    expect(Object.fromEntries(call.headers)).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
    });
  });

  it('answers 413 for a body over 16 KB without calling upstream', async () => {
    const big = JSON.stringify({ email: 'a@example.com', pad: 'x'.repeat(16 * 1024) });
    await withBodyRoute(async (route) => {
      const res = await route.POST(
        new Request(`${ORIGIN}?path=${BODY_PATH}`, {
          method: 'POST',
          body: big,
          headers: SAME_ORIGIN_JSON,
        }),
      );
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        message: expect.any(String),
        code: 'bad_request',
        status: 413,
      });
    });
    expect(upstream).not.toHaveBeenCalled();
  });

  it('accepts a body of exactly 16 KB', async () => {
    const prefix = '{"pad":"';
    const exact = `${prefix}${'x'.repeat(16 * 1024 - prefix.length - 2)}"}`;
    expect(exact.length).toBe(16 * 1024);
    await withBodyRoute(async (route) => {
      const res = await route.POST(
        new Request(`${ORIGIN}?path=${BODY_PATH}`, {
          method: 'POST',
          body: exact,
          headers: SAME_ORIGIN_JSON,
        }),
      );
      expect(res.status).toBe(200);
    });
    expect(lastCall().body).toBe(exact);
  });

  it('answers 400 for a body that is not JSON', async () => {
    await withBodyRoute(async (route) => {
      const res = await route.POST(
        new Request(`${ORIGIN}?path=${BODY_PATH}`, {
          method: 'POST',
          body: 'email=a@example.com',
          headers: SAME_ORIGIN_JSON,
        }),
      );
      expect(res.status).toBe(400);
    });
    expect(upstream).not.toHaveBeenCalled();
  });

  it('forwards DELETE without a body', async () => {
    upstream.mockResolvedValue(new Response(null, { status: 204 }));
    await withBodyRoute(async (route) => {
      const res = await route.DELETE(
        new Request(`${ORIGIN}?path=${BODY_PATH}`, { method: 'DELETE' }),
      );
      expect(res.status).toBe(204);
    });
    const call = lastCall();
    expect(call).toMatchObject({ path: BODY_PATH, method: 'DELETE', body: undefined });
    expect([...call.headers.keys()]).toEqual(['accept']);
  });
});

describe('proxy route: fault headers', () => {
  const saved = process.env.ZESTY_FAULTS;
  afterEach(() => {
    if (saved === undefined) delete process.env.ZESTY_FAULTS;
    else process.env.ZESTY_FAULTS = saved;
  });

  it('copies the two fault headers only when faults are enabled', async () => {
    process.env.ZESTY_FAULTS = '1';
    await jest.isolateModulesAsync(async () => {
      const route = await import('@/app/api/proxy/route');
      const transport = await import('@/lib/api/transport');
      const fetchMock = jest.mocked(transport.upstreamFetch);
      fetchMock.mockResolvedValue(json({ data: [] }));
      await route.GET(
        new Request(`${ORIGIN}?path=/api/v1/websites`, {
          headers: {
            [FAULT_HEADER]: 'status=503',
            [FAULT_PATH_HEADER]: '/api/v1/websites',
            Cookie: 'a=b',
          },
        }),
      );
      const headers = fetchMock.mock.calls[0]?.[1]?.headers;
      expect(Object.fromEntries(headers ?? new Headers())).toEqual({
        accept: 'application/json',
        [FAULT_HEADER]: 'status=503',
        [FAULT_PATH_HEADER]: '/api/v1/websites',
      });
    });
  });
});

/** Sessions through the proxy (issue 14): the access cookie as Bearer, one refresh on a 401. */
describe('proxy route: the session', () => {
  const access = (n: string) => `eyJhbGciOiJIUzI1NiJ9.${n}.c2ln`;
  const refreshToken = (n: string) => `rt-${n}-`.padEnd(43, 'x');
  const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
  const sessionOf = (n: string) => ({
    accessToken: { token: access(n), expiresAt: inMs(15 * 60 * 1000) },
    refreshToken: { token: refreshToken(n), expiresAt: inMs(100 * 24 * 3600 * 1000) },
    user: USER,
  });
  const REFRESH_PATH = /^\/api\/v1\/login\/([^/]+)\/exchangeRefreshToken$/;
  const unauthorized = () =>
    json({ message: 'Not signed in', code: 'unauthorized', status: 401 }, 401);

  let rotations = 0;
  /**
   * Upstream: the refresh route rotates (after a moment, so parallel callers overlap) unless
   * `refresh` says otherwise; every other route answers 200 to a current token, 401 to
   * `access('old')`, and 200 without a token.
   */
  function stub(refresh?: () => Response) {
    upstream.mockImplementation(async (path, init = {}) => {
      if (REFRESH_PATH.test(path)) {
        await new Promise((r) => setTimeout(r, 20));
        return refresh ? refresh() : json(sessionOf(`next-${++rotations}`));
      }
      const auth = init.headers?.get('authorization');
      if (auth === `Bearer ${access('old')}`) return unauthorized();
      return json({ data: [], auth: auth ?? null }, 200, { 'Cache-Control': 'public, max-age=60' });
    });
  }
  const refreshCalls = () => upstream.mock.calls.filter(([p]) => REFRESH_PATH.test(p));
  const dataCalls = () => upstream.mock.calls.filter(([p]) => !REFRESH_PATH.test(p));
  const withCookies = (cookies: string, init: RequestInit = {}) =>
    new Request(`${ORIGIN}?path=/api/v1/websites`, {
      ...init,
      headers: { Cookie: cookies, ...(init.headers as Record<string, string> | undefined) },
    });
  const setCookies = (res: Response) =>
    new Map(
      res.headers.getSetCookie().map((line) => {
        const pair = line.split(';')[0]!;
        const eq = pair.indexOf('=');
        return [pair.slice(0, eq), { value: pair.slice(eq + 1), line }] as const;
      }),
    );
  const cleared = (res: Response) =>
    [...setCookies(res)]
      .filter(([, c]) => c.value === '' && /max-age=0/i.test(c.line))
      .map(([name]) => name)
      .sort();

  beforeEach(async () => {
    rotations = 0;
    const { resetRefreshFlights } = await import('@/lib/auth/refresh');
    resetRefreshFlights();
  });

  it('sends the access cookie upstream as Bearer, and keeps the answer private', async () => {
    stub();
    const res = await GET(withCookies(`zesty_at=${access('valid')}`));
    expect(res.status).toBe(200);
    expect(lastCall().headers.get('authorization')).toBe(`Bearer ${access('valid')}`);
    expect([...lastCall().headers.keys()].sort()).toEqual(['accept', 'authorization']);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(refreshCalls()).toHaveLength(0);
  });

  it('a client Authorization header never passes, only the cookie', async () => {
    stub();
    await GET(withCookies('other=1', { headers: { Authorization: `Bearer ${access('forged')}` } }));
    expect(lastCall().headers.get('authorization')).toBeNull();
  });

  it('ten parallel GETs with an expired access token: one refresh, ten answers, one new pair', async () => {
    stub();
    const cookies = `zesty_at=${access('old')}; zesty_rt=${refreshToken('old')}`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => GET(withCookies(cookies))));
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]![0]).toBe(`/api/v1/login/${refreshToken('old')}/exchangeRefreshToken`);
    for (const res of answers) {
      expect(res.status).toBe(200);
      const body = (await res.json()) as { auth: string };
      expect(body.auth).toBe(`Bearer ${access('next-1')}`);
      const set = setCookies(res);
      expect(set.get('zesty_at')?.value).toBe(access('next-1'));
      expect(set.get('zesty_rt')?.value).toBe(refreshToken('next-1'));
      expect(set.get('zesty_at')?.line).toMatch(/HttpOnly/);
      expect(set.has('user')).toBe(true);
    }
    // Each request: the refused call and one retry.
    expect(dataCalls()).toHaveLength(20);
  });

  it('a request the browser sent just before it got the new cookies shares the same rotation', async () => {
    stub();
    const cookies = `zesty_at=${access('old')}; zesty_rt=${refreshToken('old')}`;
    const first = await GET(withCookies(cookies));
    const late = await GET(withCookies(cookies));
    expect(refreshCalls()).toHaveLength(1);
    expect(setCookies(late).get('zesty_rt')?.value).toBe(setCookies(first).get('zesty_rt')?.value);
  });

  it('with only the refresh cookie left, renews before asking (one refresh, one call)', async () => {
    stub();
    const res = await GET(withCookies(`zesty_rt=${refreshToken('old')}`));
    expect(res.status).toBe(200);
    expect(refreshCalls()).toHaveLength(1);
    expect(dataCalls()).toHaveLength(1);
    expect(lastCall().headers.get('authorization')).toBe(`Bearer ${access('next-1')}`);
    expect(setCookies(res).get('zesty_at')?.value).toBe(access('next-1'));
  });

  it('a refused refresh clears every credential cookie (user too) and answers 401', async () => {
    stub(() => json({ message: 'Session expired.', code: 'unauthorized', status: 401 }, 401));
    const res = await GET(
      withCookies(
        `zesty_at=${access('old')}; zesty_rt=${refreshToken('old')}; user=%7B%22name%22%3A%22A%22%2C%22username%22%3A%22a%22%2C%22image%22%3Anull%7D`,
      ),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      message: expect.any(String),
      code: 'unauthorized',
      status: 401,
    });
    expect(cleared(res)).toEqual(['user', 'zesty_at', 'zesty_rt']);
    expect(refreshCalls()).toHaveLength(1);
    expect(dataCalls()).toHaveLength(1);
  });

  it('a refused access token without a refresh token signs the browser out', async () => {
    stub();
    const res = await GET(withCookies(`zesty_at=${access('old')}`));
    expect(res.status).toBe(401);
    expect(cleared(res)).toEqual(['user', 'zesty_at', 'zesty_rt']);
    expect(refreshCalls()).toHaveLength(0);
  });

  it('an unreachable API during the refresh keeps the cookies', async () => {
    stub(() => json({ message: 'Down', code: 'internal_error', status: 503 }, 503));
    const res = await GET(
      withCookies(`zesty_at=${access('old')}; zesty_rt=${refreshToken('old')}`),
    );
    expect(res.status).toBe(503);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('a 401 for a request without a session is passed on, with no refresh', async () => {
    upstream.mockResolvedValue(unauthorized());
    const res = await GET(new Request(`${ORIGIN}?path=/api/v1/websites`));
    expect(res.status).toBe(401);
    expect(upstream).toHaveBeenCalledTimes(1);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('a POST refused for its expired token is retried once with the same body', async () => {
    stub();
    const body = JSON.stringify({ term: 'pasta', locale: 'en' });
    await withBodyRoute(async (route) => {
      const res = await route.POST(
        new Request(`${ORIGIN}?path=${BODY_PATH}`, {
          method: 'POST',
          body,
          headers: {
            ...SAME_ORIGIN_JSON,
            Cookie: `zesty_at=${access('old')}; zesty_rt=${refreshToken('old')}`,
          },
        }),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    });
    expect(refreshCalls()).toHaveLength(1);
    expect(dataCalls().map(([, init]) => init?.body)).toEqual([body, body]);
  });
});

describe('proxy route: cross-site writes are refused before anything else', () => {
  const vectors: [string, Record<string, string>][] = [
    // The case: a text/plain body from another site.
    [
      'a text/plain body with Origin: http://evil.example',
      { 'Content-Type': 'text/plain', Origin: 'http://evil.example' },
    ],
    [
      'Origin: http://evil.example',
      { 'Content-Type': 'application/json', Origin: 'http://evil.example' },
    ],
    [
      'Sec-Fetch-Site: cross-site',
      { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
    ],
    [
      'Sec-Fetch-Site: same-site',
      { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-site' },
    ],
    ['a same-origin text/plain body', { 'Content-Type': 'text/plain', Origin: 'http://localhost' }],
  ];

  it.each(vectors)('POST with %s is 403', async (_, headers) => {
    await withBodyRoute(async (route) => {
      const res = await route.POST(
        new Request(`${ORIGIN}?path=${BODY_PATH}`, {
          method: 'POST',
          body: '{"a":1}',
          headers: { ...headers, Cookie: 'zesty_at=eyJh.eyJz.c2ln' },
        }),
      );
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'forbidden', status: 403 });
    });
    expect(upstream).not.toHaveBeenCalled();
  });

  it.each(vectors.slice(0, 4))('DELETE with %s is 403', async (_, headers) => {
    await withBodyRoute(async (route) => {
      const res = await route.DELETE(
        new Request(`${ORIGIN}?path=${BODY_PATH}`, { method: 'DELETE', headers }),
      );
      expect(res.status).toBe(403);
    });
    expect(upstream).not.toHaveBeenCalled();
  });

  it('also on a path that would be refused anyway (403 comes first)', async () => {
    const res = await POST(
      new Request(`${ORIGIN}?path=https://evil.example`, {
        method: 'POST',
        body: 'x',
        headers: { 'Content-Type': 'text/plain', Origin: 'http://evil.example' },
      }),
    );
    expect(res.status).toBe(403);
    expect(upstream).not.toHaveBeenCalled();
  });

  it('a same-origin JSON POST and DELETE still pass', async () => {
    upstream.mockResolvedValue(json({ ok: true }));
    await withBodyRoute(async (route) => {
      const post = await route.POST(
        new Request(`${ORIGIN}?path=${BODY_PATH}`, {
          method: 'POST',
          body: '{"a":1}',
          headers: SAME_ORIGIN_JSON,
        }),
      );
      expect(post.status).toBe(200);
      const del = await route.DELETE(
        new Request(`${ORIGIN}?path=${BODY_PATH}`, {
          method: 'DELETE',
          headers: { Origin: 'http://localhost', 'Sec-Fetch-Site': 'same-origin' },
        }),
      );
      expect(del.status).toBe(200);
    });
    expect(upstream).toHaveBeenCalledTimes(2);
  });
});

describe('proxy route: a studio picture upload', () => {
  const IMAGES = `${ORIGIN}?path=/api/v1/studio/creators/greenkitchen/images`;
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3]);
  const upload = (headers: Record<string, string>, body: Uint8Array<ArrayBuffer> = jpeg) =>
    POST(
      new Request(IMAGES, {
        method: 'POST',
        body,
        headers: { Cookie: 'zesty_at=eyJh.eyJz.c2ln', ...headers },
      }),
    );

  it('passes the bytes on as they came, with their picture type', async () => {
    upstream.mockResolvedValue(json({ data: {} }, 201));
    const res = await upload({ 'Content-Type': 'image/jpeg', Origin: 'http://localhost' });
    expect(res.status).toBe(201);
    const [path, init] = upstream.mock.calls.at(-1)!;
    expect(path).toBe('/api/v1/studio/creators/greenkitchen/images');
    expect(init?.headers?.get('content-type')).toBe('image/jpeg');
    expect([...(init?.body as Uint8Array)]).toEqual([...jpeg]);
  });

  it('refuses another type (403 or 415), a cross-site upload (403) and more than 10 MB (413)', async () => {
    // A type a page of another site could send without a preflight is refused as cross-site…
    expect((await upload({ 'Content-Type': 'image/svg+xml' })).status).toBe(403);
    expect((await upload({ 'Content-Type': 'text/plain' })).status).toBe(403);
    // …and JSON, which passes that check, is no picture.
    expect((await upload({ 'Content-Type': 'application/json' })).status).toBe(415);
    expect(
      (await upload({ 'Content-Type': 'image/jpeg', Origin: 'http://evil.example' })).status,
    ).toBe(403);
    expect(
      (await upload({ 'Content-Type': 'image/png' }, new Uint8Array(10 * 1024 * 1024 + 1))).status,
    ).toBe(413);
    expect(upstream).not.toHaveBeenCalled();
  });
});

describe('proxy route: the editor console (issue 25)', () => {
  const PAGE = `${ORIGIN}?path=/api/v1/editor/pages/privacy-policy/en`;
  const PUBLISH = `${ORIGIN}?path=/api/v1/editor/pages/privacy-policy/en/publish`;
  const body = (chars: number) =>
    JSON.stringify({ markdown: 'x'.repeat(chars), summary: 's', base: 1 });

  it('refuses a cross-site save, publish, decision, switch, application or invitation before the API hears of it', async () => {
    const at = (path: string) => `${ORIGIN}?path=${path}`;
    for (const [url, method, send] of [
      [PAGE, 'PUT', PUT],
      [PUBLISH, 'POST', POST],
      [at('/api/v1/editor/pages/legal/en/preview'), 'POST', POST],
      [at('/api/v1/editor/applications/3/approve'), 'POST', POST],
      [at('/api/v1/editor/creators/pastapapa/enabled'), 'PUT', PUT],
      [at('/api/v1/creator-applications'), 'POST', POST],
      [at('/api/v1/studio/creators/pastapapa/invitations'), 'POST', POST],
    ] as const) {
      const res = await send(
        new Request(url, {
          method,
          body: '{"base":1}',
          headers: { 'Content-Type': 'text/plain', Origin: 'http://evil.example' },
        }),
      );
      expect(res.status).toBe(403);
    }
    expect(upstream).not.toHaveBeenCalled();
  });

  it('passes a page of 200,000 characters on, and refuses one over 512 KB (413)', async () => {
    upstream.mockResolvedValue(json({ ok: true }));
    const long = await PUT(
      new Request(PAGE, { method: 'PUT', body: body(200_000), headers: SAME_ORIGIN_JSON }),
    );
    expect(long.status).toBe(200);
    const huge = await PUT(
      new Request(PAGE, { method: 'PUT', body: body(2 * 1024 * 1024), headers: SAME_ORIGIN_JSON }),
    );
    expect(huge.status).toBe(413);
    expect(upstream).toHaveBeenCalledTimes(1);
  });
});
