/** @jest-environment node */
import { GET } from '@/app/v1/login/[provider]/[action]/route';
import { ApiError } from '@/lib/api/errors';
import { upstreamFetch } from '@/lib/api/transport';
import { config } from '@/middleware';

// Only the transport is replaced: these tests are about the mount's own decisions.
jest.mock('@/lib/api/transport', () => ({ upstreamFetch: jest.fn() }));

const upstream = jest.mocked(upstreamFetch);
const SITE = 'http://localhost:3000';

function call(path: string, headers: Record<string, string> = {}) {
  const [, , , provider = '', action = ''] = new URL(path, SITE).pathname.split('/');
  return GET(new Request(`${SITE}${path}`, { headers }), {
    params: Promise.resolve({ provider, action }),
  });
}

beforeEach(() => {
  upstream.mockReset();
  upstream.mockResolvedValue(
    new Response(null, {
      status: 302,
      headers: [
        ['Location', 'https://accounts.google.com/o/oauth2/v2/auth?state=s'],
        ['Set-Cookie', 'zesty_social=sealed; Max-Age=600; Path=/v1/login; HttpOnly; SameSite=Lax'],
        ['Set-Cookie', 'other=1; Path=/'],
        ['X-Upstream', 'internal'],
      ],
    }),
  );
});

describe('the social sign-in mount (/v1/login/{provider}/{action})', () => {
  it.each([
    '/v1/login/twitter/redirect',
    '/v1/login/Google/redirect',
    '/v1/login/google/start',
    '/v1/login/facebook/exchange',
    '/v1/login/google/..',
    '/v1/login/facebook/token',
  ])('%s is 404 and never reaches upstream', async (path) => {
    const res = await call(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ code: 'not_found', status: 404 });
    expect(upstream).not.toHaveBeenCalled();
  });

  it('forwards path and query, only the state cookie and the address our server vouched for', async () => {
    const res = await call(
      '/v1/login/google/redirect?redirectUrl=http%3A%2F%2Flocalhost%3A3000%2Fen',
      {
        cookie: 'zesty_at=access; zesty_social=sealed; user=%7B%7D; __Secure-zesty_social=x',
        'x-zesty-remote-addr': '203.0.113.9',
        'x-forwarded-for': '198.51.100.7',
        authorization: 'Bearer nope',
      },
    );
    const [path, init] = upstream.mock.calls[0]!;
    expect(path).toBe('/v1/login/google/redirect?redirectUrl=http%3A%2F%2Flocalhost%3A3000%2Fen');
    const headers = init?.headers ?? new Headers();
    expect(headers.get('cookie')).toBe('zesty_social=sealed; __Secure-zesty_social=x');
    expect(headers.get('x-zesty-client-ip')).toBe('203.0.113.9');
    expect(headers.get('authorization')).toBeNull();
    expect(init?.method ?? 'GET').toBe('GET');

    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      'https://accounts.google.com/o/oauth2/v2/auth?state=s',
    );
    expect(res.headers.getSetCookie()).toEqual([
      'zesty_social=sealed; Max-Age=600; Path=/v1/login; HttpOnly; SameSite=Lax',
    ]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-upstream')).toBeNull();
  });

  it('sends no cookie header without the state cookie, and no address that is not one', async () => {
    await call('/v1/login/facebook/callback?code=c&state=s', {
      cookie: 'zesty_rt=refresh',
      'x-zesty-remote-addr': 'not-an-address',
      'x-zesty-client-ip': '198.51.100.7',
    });
    const headers = upstream.mock.calls[0]![1]?.headers ?? new Headers();
    expect(headers.get('cookie')).toBeNull();
    expect(headers.get('x-zesty-client-ip')).toBeNull();
  });

  it("passes upstream's refusals on (a 400 JSON error)", async () => {
    upstream.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'no', code: 'invalid_redirect', status: 400 }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const res = await call('/v1/login/google/redirect?redirectUrl=https%3A%2F%2Fevil.example');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_redirect' });
  });

  it('answers 502 or 504 when upstream cannot be reached', async () => {
    upstream.mockRejectedValueOnce(new ApiError({ status: 0, message: 'x', kind: 'network' }));
    expect((await call('/v1/login/google/callback?code=c')).status).toBe(502);
    upstream.mockRejectedValueOnce(new ApiError({ status: 0, message: 'x', kind: 'timeout' }));
    expect((await call('/v1/login/google/callback?code=c')).status).toBe(504);
  });

  it('the middleware leaves /v1/login/ alone (no locale redirect), and nothing else under /v1', () => {
    const matcher = new RegExp(`^${config.matcher[0]!}$`);
    expect(matcher.test('/v1/login/google/redirect')).toBe(false);
    expect(matcher.test('/v1/other')).toBe(true);
    expect(matcher.test('/en/account/social')).toBe(true);
  });
});
