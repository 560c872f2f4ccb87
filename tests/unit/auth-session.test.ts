/** @jest-environment node */
import { POST as requestOtp } from '@/app/api/auth/otp/request/route';
import { POST as verifyOtp } from '@/app/api/auth/otp/verify/route';
import { POST as socialExchange } from '@/app/api/auth/social/exchange/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET as session } from '@/app/api/auth/session/route';
import { GET as refresh } from '@/app/api/auth/refresh/route';
import type { SessionResponse } from '@/core/contract';
import { ApiError } from '@/lib/api/errors';
import { upstreamFetch, type UpstreamInit } from '@/lib/api/transport';
import { resetRefreshFlights } from '@/lib/auth/refresh';
import { SESSION_USER as USER } from './session-support';

/**
 * The web app's session handlers (issue 14, app/api/auth) over a stand-in upstream: only the
 * transport is replaced, so the handlers, cookies, schemas and single-flight refresh are the real
 * ones. The site is http://localhost:3000 (no SITE_URL): cookies are unprefixed.
 */
jest.mock('@/lib/api/transport', () => ({ upstreamFetch: jest.fn() }));
const upstream = jest.mocked(upstreamFetch);

const SITE = 'http://localhost:3000';

const access = (n: string) => `eyJhbGciOiJIUzI1NiJ9.${n}.c2ln`;
const refreshToken = (n: string) => `rt-${n}-`.padEnd(43, 'x');
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const sessionOf = (n: string): SessionResponse => ({
  accessToken: { token: access(n), expiresAt: inMs(15 * 60 * 1000) },
  refreshToken: { token: refreshToken(n), expiresAt: inMs(100 * 24 * 3600 * 1000) },
  user: USER,
});
/** Every token the stand-in ever issued, to look for in bodies, URLs and readable cookies. */
const issued = new Set<string>();

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
const apiError = (status: number, message: string, code: string, headers = {}) =>
  json({ message, code, status }, status, headers);

type Upstream = {
  /** What the refresh route answers for a token (default: a new session, `next-<n>`). */
  refresh?: (token: string) => Response | Promise<Response>;
  /** The validate route (default: 200 for `access('valid')`, `access('next-…')`; 401 otherwise). */
  validate?: (authorization: string | null) => Response;
  other?: (path: string, init: UpstreamInit) => Response | Promise<Response>;
};

let rotations = 0;
function stub({ refresh: onRefresh, validate, other }: Upstream = {}) {
  upstream.mockImplementation(async (path, init = {}) => {
    const refreshMatch = /^\/api\/v1\/login\/([^/]+)\/exchangeRefreshToken$/.exec(path);
    if (refreshMatch) {
      const token = decodeURIComponent(refreshMatch[1]!);
      if (onRefresh) return onRefresh(token);
      const next = sessionOf(`next-${++rotations}`);
      issued.add(next.accessToken.token).add(next.refreshToken.token);
      return json(next);
    }
    if (path === '/api/v1/login/validate') {
      const auth = init.headers?.get('authorization') ?? null;
      if (validate) return validate(auth);
      return auth === `Bearer ${access('valid')}` || auth?.startsWith(`Bearer ${access('next-')}`)
        ? json({ user: USER })
        : apiError(401, 'Not signed in', 'unauthorized');
    }
    if (other) return other(path, init);
    throw new Error(`unexpected upstream call ${path}`);
  });
}

const calls = (path: string | RegExp) =>
  upstream.mock.calls.filter(([p]) => (typeof path === 'string' ? p === path : path.test(p)));
const refreshCalls = () => calls(/exchangeRefreshToken$/);

beforeEach(() => {
  upstream.mockReset();
  resetRefreshFlights();
  rotations = 0;
  issued.clear();
  issued.add(access('valid')).add(refreshToken('old')).add(access('old'));
});

const SAME_ORIGIN = {
  Host: 'localhost:3000',
  Origin: SITE,
  'Sec-Fetch-Site': 'same-origin',
  'Content-Type': 'application/json',
};

function post(path: string, body?: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { ...SAME_ORIGIN, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, { headers: { Host: 'localhost:3000', ...headers } });
}
const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

type SetCookie = { value: string; httpOnly: boolean; maxAge?: string };
function setCookies(res: Response): Map<string, SetCookie> {
  const out = new Map<string, SetCookie>();
  for (const line of res.headers.getSetCookie()) {
    const [pair = '', ...attrs] = line.split(/;\s*/);
    const eq = pair.indexOf('=');
    const maxAge = attrs.find((a) => a.toLowerCase().startsWith('max-age='));
    out.set(pair.slice(0, eq), {
      value: pair.slice(eq + 1),
      httpOnly: attrs.some((a) => a.toLowerCase() === 'httponly'),
      maxAge: maxAge?.split('=')[1],
    });
  }
  return out;
}
const cleared = (res: Response) =>
  [...setCookies(res)]
    .filter(([, c]) => c.value === '' && c.maxAge === '0')
    .map(([name]) => name)
    .sort();

/** No issued token in the body, the Location, or a cookie the page can read. */
async function expectNoTokenLeak(res: Response): Promise<string> {
  const body = await res.clone().text();
  const location = res.headers.get('location') ?? '';
  for (const token of issued) {
    expect(body).not.toContain(token);
    expect(location).not.toContain(token);
    for (const [name, c] of setCookies(res))
      if (!c.httpOnly) expect(`${name}=${decodeURIComponent(c.value)}`).not.toContain(token);
  }
  return body;
}

describe('POST /api/auth/otp/request', () => {
  it("asks upstream with the site's own origin and the locale, and the visitor's address", async () => {
    stub({ other: () => json({ message: 'OTP sent' }) });
    const res = await requestOtp(
      post(
        '/api/auth/otp/request',
        { email: ' Ada@Example.com ', locale: 'en' },
        { 'x-zesty-remote-addr': '203.0.113.7' },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ message: 'OTP sent' });
    const [[path, init]] = calls('/api/v1/login/requestOtp') as [[string, UpstreamInit]];
    expect(path).toBe('/api/v1/login/requestOtp');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada@example.com',
      redirectUrl: 'http://localhost:3000/en',
    });
    expect(init.headers?.get('x-zesty-client-ip')).toBe('203.0.113.7');
    expect(init.headers?.get('content-type')).toBe('application/json');
  });

  it("on a creator's host, the creator's origin; a sign up passes the name", async () => {
    stub({ other: () => json({ message: 'OTP sent' }) });
    const res = await requestOtp(
      post(
        '/api/auth/otp/request',
        { email: 'new@example.com', name: 'New Cook', locale: 'nl' },
        { Host: 'anna.localhost:3000', Origin: 'http://anna.localhost:3000' },
      ),
    );
    expect(res.status).toBe(200);
    const init = calls('/api/v1/login/requestOtp')[0]![1]!;
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'new@example.com',
      name: 'New Cook',
      redirectUrl: 'http://anna.localhost:3000/nl',
    });
  });

  it('a host that is no site of ours gets the main origin, never its own', async () => {
    stub({ other: () => json({ message: 'OTP sent' }) });
    await requestOtp(
      post(
        '/api/auth/otp/request',
        { email: 'a@example.com', locale: 'en' },
        { Host: 'evil.example', Origin: 'http://evil.example' },
      ),
    );
    const init = calls('/api/v1/login/requestOtp')[0]![1]!;
    expect(JSON.parse(String(init.body)).redirectUrl).toBe('http://localhost:3000/en');
  });

  it.each([
    [422, apiError(422, 'No account for this e-mail address', 'no_account')],
    [429, apiError(429, 'Too many requests', 'rate_limited', { 'Retry-After': '42' })],
    [400, apiError(400, 'redirectUrl is not one of our sites', 'invalid_redirect')],
    [502, apiError(502, 'Failed to send OTP. Please try again.', 'mail_failed')],
  ])('passes upstream %i on with its body', async (status, answer) => {
    const expected: unknown = await answer.clone().json();
    stub({ other: () => answer });
    const res = await requestOtp(post('/api/auth/otp/request', { email: 'a@b.nl', locale: 'nl' }));
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual(expected);
    expect(res.headers.get('retry-after')).toBe(status === 429 ? '42' : null);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    [{ email: 'not an address', locale: 'en' }],
    [{ email: 'a@example.com', locale: 'fr' }],
    [{ email: 'a@example.com' }],
    [{ email: 'a@example.com', name: '', locale: 'en' }],
  ])('answers 400 for %p without asking upstream', async (body) => {
    stub();
    const res = await requestOtp(post('/api/auth/otp/request', body));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', status: 400 });
    expect(upstream).not.toHaveBeenCalled();
  });

  it('answers 504 when upstream times out', async () => {
    upstream.mockRejectedValue(
      new ApiError({
        status: 408,
        message: 'Request timed out. Please try again.',
        kind: 'timeout',
      }),
    );
    const res = await requestOtp(post('/api/auth/otp/request', { email: 'a@b.nl', locale: 'nl' }));
    expect(res.status).toBe(504);
  });
});

describe('POST /api/auth/otp/verify and /api/auth/social/exchange', () => {
  it('verify sets the cookies and answers only { user }', async () => {
    const signedIn = sessionOf('fresh');
    issued.add(signedIn.accessToken.token).add(signedIn.refreshToken.token);
    stub({ other: () => json(signedIn) });
    const res = await verifyOtp(
      post('/api/auth/otp/verify', { email: 'ada@example.com', otp: '123456' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await expectNoTokenLeak(res);
    expect(JSON.parse(body)).toEqual({ user: USER });
    const set = setCookies(res);
    expect(set.get('zesty_at')).toMatchObject({ value: access('fresh'), httpOnly: true });
    expect(set.get('zesty_rt')).toMatchObject({ value: refreshToken('fresh'), httpOnly: true });
    expect(set.get('user')?.httpOnly).toBe(false);
    expect(JSON.parse(decodeURIComponent(set.get('user')!.value))).toEqual({
      name: 'Ada Cook',
      username: 'ada-cook',
      image: null,
    });
    const init = calls('/api/v1/login/exchangeOtpRefreshToken')[0]![1]!;
    expect(JSON.parse(String(init.body))).toEqual({ email: 'ada@example.com', otp: '123456' });
  });

  it.each([
    [404, 'Invalid OTP', 'otp_invalid'],
    [401, 'OTP has expired. Please request a new one.', 'otp_expired'],
    [429, 'Too many attempts', 'rate_limited'],
  ])('verify passes upstream %i on and sets no cookie', async (status, message, code) => {
    stub({ other: () => apiError(status, message, code) });
    const res = await verifyOtp(post('/api/auth/otp/verify', { email: 'a@b.nl', otp: '000000' }));
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ message, code, status });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each(['12345', '1234567', '１２３４５６', 123456, ['123456']])(
    'verify refuses the code %p with 400, without asking upstream',
    async (otp) => {
      stub();
      const res = await verifyOtp(post('/api/auth/otp/verify', { email: 'a@b.nl', otp }));
      expect(res.status).toBe(400);
      expect(upstream).not.toHaveBeenCalled();
    },
  );

  it('verify does not accept an upstream answer outside the contract', async () => {
    stub({ other: () => json({ accessToken: 'x', user: USER }) });
    const res = await verifyOtp(post('/api/auth/otp/verify', { email: 'a@b.nl', otp: '123456' }));
    expect(res.status).toBe(502);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('social exchange sets the cookies and answers only { user }; 401 passes on', async () => {
    const signedIn = sessionOf('social');
    issued.add(signedIn.accessToken.token).add(signedIn.refreshToken.token);
    const loginToken = 'L'.repeat(43);
    stub({ other: () => json(signedIn) });
    const res = await socialExchange(post('/api/auth/social/exchange', { token: loginToken }));
    expect(res.status).toBe(200);
    expect(JSON.parse(await expectNoTokenLeak(res))).toEqual({ user: USER });
    expect(setCookies(res).get('zesty_rt')?.value).toBe(refreshToken('social'));
    const init = calls('/api/v1/login/exchangeLoginToken')[0]![1]!;
    expect(JSON.parse(String(init.body))).toEqual({ token: loginToken });

    stub({ other: () => apiError(401, 'Login token expired. Please try again.', 'unauthorized') });
    const expired = await socialExchange(post('/api/auth/social/exchange', { token: loginToken }));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({
      message: 'Login token expired. Please try again.',
    });
    expect(expired.headers.getSetCookie()).toEqual([]);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session upstream and clears every cookie', async () => {
    stub({ other: () => json({ message: 'Logged out' }) });
    const res = await logout(
      post('/api/auth/logout', undefined, {
        Cookie: cookieHeader({
          zesty_at: access('valid'),
          zesty_rt: refreshToken('old'),
          user: encodeURIComponent(JSON.stringify({ name: 'A', username: 'a', image: null })),
        }),
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(cleared(res)).toEqual(['user', 'zesty_at', 'zesty_rt']);
    const init = calls('/api/v1/login/logout')[0]![1]!;
    expect(JSON.parse(String(init.body))).toEqual({ refreshToken: refreshToken('old') });
  });

  it('clears the cookies even when upstream fails, and asks nothing without a session', async () => {
    stub({ other: () => apiError(500, 'boom', 'internal_error') });
    const res = await logout(
      post('/api/auth/logout', undefined, { Cookie: `zesty_rt=${refreshToken('old')}` }),
    );
    expect(res.status).toBe(200);
    expect(cleared(res)).toEqual(['user', 'zesty_at', 'zesty_rt']);

    upstream.mockClear();
    const none = await logout(post('/api/auth/logout'));
    expect(none.status).toBe(200);
    expect(cleared(none)).toEqual(['user', 'zesty_at', 'zesty_rt']);
    expect(upstream).not.toHaveBeenCalled();
  });

  it('a session rotated a moment ago is not handed out again after logout', async () => {
    stub({ other: () => json({ message: 'Logged out' }) });
    const first = await session(
      get('/api/auth/session', { Cookie: `zesty_rt=${refreshToken('old')}` }),
    );
    expect(first.status).toBe(200);
    const rotated = setCookies(first).get('zesty_rt')!.value;
    await logout(post('/api/auth/logout', undefined, { Cookie: `zesty_rt=${rotated}` }));
    stub({
      refresh: () => apiError(401, 'Session expired. Please sign in again.', 'unauthorized'),
    });
    const replay = await session(
      get('/api/auth/session', { Cookie: `zesty_rt=${refreshToken('old')}` }),
    );
    expect(replay.status).toBe(401);
  });
});

describe('GET /api/auth/session', () => {
  it('answers { user } for a valid access token (and renews the user cookie)', async () => {
    stub();
    const res = await session(get('/api/auth/session', { Cookie: `zesty_at=${access('valid')}` }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(JSON.parse(await expectNoTokenLeak(res))).toEqual({ user: USER });
    expect([...setCookies(res).keys()]).toEqual(['user']);
    expect(refreshCalls()).toHaveLength(0);
    const init = calls('/api/v1/login/validate')[0]![1]!;
    expect(init.headers?.get('authorization')).toBe(`Bearer ${access('valid')}`);
  });

  it('refreshes when only the refresh cookie exists (spec §4 "on start")', async () => {
    stub();
    const res = await session(
      get('/api/auth/session', { Cookie: `zesty_rt=${refreshToken('old')}` }),
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(await expectNoTokenLeak(res))).toEqual({ user: USER });
    expect(refreshCalls().map(([p]) => p)).toEqual([
      `/api/v1/login/${refreshToken('old')}/exchangeRefreshToken`,
    ]);
    const set = setCookies(res);
    expect(set.get('zesty_at')?.value).toBe(access('next-1'));
    expect(set.get('zesty_rt')?.value).toBe(refreshToken('next-1'));
    expect(set.get('user')?.httpOnly).toBe(false);
  });

  it('refreshes when the access token is no longer valid', async () => {
    stub();
    const res = await session(
      get('/api/auth/session', {
        Cookie: cookieHeader({ zesty_at: access('old'), zesty_rt: refreshToken('old') }),
      }),
    );
    expect(res.status).toBe(200);
    expect(refreshCalls()).toHaveLength(1);
    expect(setCookies(res).get('zesty_at')?.value).toBe(access('next-1'));
  });

  it('a refused refresh answers 401 { user: null } and clears every cookie', async () => {
    stub({
      refresh: () => apiError(401, 'Session expired. Please sign in again.', 'unauthorized'),
    });
    const res = await session(
      get('/api/auth/session', {
        Cookie: cookieHeader({ zesty_at: access('old'), zesty_rt: refreshToken('old') }),
      }),
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ user: null });
    expect(cleared(res)).toEqual(['user', 'zesty_at', 'zesty_rt']);
  });

  it('without a session: 401 { user: null }, a stale user cookie cleared, nothing asked', async () => {
    stub();
    const none = await session(get('/api/auth/session'));
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ user: null });
    expect(none.headers.getSetCookie()).toEqual([]);
    expect(upstream).not.toHaveBeenCalled();

    const stale = await session(
      get('/api/auth/session', {
        Cookie: `user=${encodeURIComponent('{"name":"A","username":"a","image":null}')}`,
      }),
    );
    expect(stale.status).toBe(401);
    expect(cleared(stale)).toEqual(['user', 'zesty_at', 'zesty_rt']);
  });

  it('an unreachable API is an error, not a sign-out: the cookies stay', async () => {
    stub({ refresh: () => apiError(503, 'Service unavailable', 'internal_error') });
    const res = await session(
      get('/api/auth/session', { Cookie: `zesty_rt=${refreshToken('old')}` }),
    );
    expect(res.status).toBe(503);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('ten parallel calls with only a refresh cookie rotate once and share the new pair', async () => {
    stub({
      refresh: async () => {
        await new Promise((r) => setTimeout(r, 20));
        const next = sessionOf(`next-${++rotations}`);
        issued.add(next.accessToken.token).add(next.refreshToken.token);
        return json(next);
      },
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        session(get('/api/auth/session', { Cookie: `zesty_rt=${refreshToken('old')}` })),
      ),
    );
    expect(refreshCalls()).toHaveLength(1);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(setCookies(res).get('zesty_rt')?.value).toBe(refreshToken('next-1'));
    }
  });
});

describe('GET /api/auth/refresh', () => {
  const withRefresh = (next: string, extra: Record<string, string> = {}) =>
    get(`/api/auth/refresh?next=${encodeURIComponent(next)}`, {
      Cookie: cookieHeader({ zesty_rt: refreshToken('old'), ...extra }),
    });

  it('rotates, sets the cookies and sends the browser back with 303', async () => {
    stub();
    const res = await refresh(withRefresh('/en/favourites'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/favourites');
    expect(res.headers.get('cache-control')).toBe('no-store');
    await expectNoTokenLeak(res);
    const set = setCookies(res);
    expect(set.get('zesty_at')?.value).toBe(access('next-1'));
    expect(set.get('zesty_rt')?.value).toBe(refreshToken('next-1'));
    expect(refreshCalls()).toHaveLength(1);
  });

  it.each([
    ['//evil.example', '/nl/account'],
    ['https://evil.example', '/nl/account'],
    ['/\\evil.example', '/nl/account'],
    ['/en/../..', '/en/account'],
    ['/en/../../evil.example', '/en/account'],
    ['/en//evil.example', '/en/account'],
    ['/en/%2e%2e/x', '/en/account'],
    ['javascript:alert(1)', '/nl/account'],
    ['/nl/account#https://evil.example', '/nl/account'],
  ])('sends next=%p to %s', async (next, location) => {
    stub();
    const res = await refresh(withRefresh(next));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(location);
    await expectNoTokenLeak(res);
  });

  it("falls back to the visitor's saved locale", async () => {
    stub();
    const res = await refresh(withRefresh('//evil.example', { locale: 'en' }));
    expect(res.headers.get('location')).toBe('/en/account');
  });

  it('a refused refresh clears the cookies and goes to sign-in', async () => {
    stub({
      refresh: () => apiError(401, 'Session expired. Please sign in again.', 'unauthorized'),
    });
    const res = await refresh(withRefresh('/en/orders'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/account/signin');
    expect(cleared(res)).toEqual(['user', 'zesty_at', 'zesty_rt']);
  });

  it('without a refresh cookie, sign-in (nothing asked)', async () => {
    stub();
    const res = await refresh(get('/api/auth/refresh?next=%2Fnl%2Ffavourites'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/nl/account/signin');
    expect(upstream).not.toHaveBeenCalled();
  });

  it('an unreachable API answers its error (no redirect the guard would send straight back)', async () => {
    stub({ refresh: () => apiError(503, 'Service unavailable', 'internal_error') });
    const res = await refresh(withRefresh('/en/orders'));
    expect(res.status).toBe(503);
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('cross-site requests to the session handlers', () => {
  const handlers = [
    ['otp/request', requestOtp, { email: 'a@example.com', locale: 'en' }],
    ['otp/verify', verifyOtp, { email: 'a@example.com', otp: '123456' }],
    ['social/exchange', socialExchange, { token: 'L'.repeat(43) }],
    ['logout', logout, undefined],
  ] as const;
  const vectors: [string, Record<string, string>][] = [
    ['Origin: http://evil.example', { Origin: 'http://evil.example' }],
    ['Origin: null', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    [
      'Sec-Fetch-Site: same-site',
      { 'Sec-Fetch-Site': 'same-site', Origin: 'http://anna.localhost:3000' },
    ],
    ['a text/plain body', { 'Content-Type': 'text/plain' }],
    ['a form body', { 'Content-Type': 'application/x-www-form-urlencoded' }],
  ];

  for (const [name, handler, body] of handlers) {
    it.each(vectors)(
      `POST /api/auth/${name} with %s is 403 and reaches nothing`,
      async (_, headers) => {
        stub();
        const res = await handler(
          post(`/api/auth/${name}`, body ?? {}, {
            Cookie: `zesty_rt=${refreshToken('old')}`,
            ...headers,
          }),
        );
        expect(res.status).toBe(403);
        expect(await res.json()).toMatchObject({ code: 'forbidden', status: 403 });
        expect(res.headers.getSetCookie()).toEqual([]);
        expect(upstream).not.toHaveBeenCalled();
      },
    );
  }
});
