/** @jest-environment node */
import { GET, OPTIONS, POST } from '@/app/api/v1/grocery/[...path]/route';
import { ApiError } from '@/lib/api/errors';
import { upstreamFetch } from '@/lib/api/transport';

// Only the transport is replaced: these tests are about the mount's own decisions.
jest.mock('@/lib/api/transport', () => ({ upstreamFetch: jest.fn() }));

const upstream = jest.mocked(upstreamFetch);
const SITE = 'http://localhost:3000';
const FOREIGN = { origin: 'https://blog.example', cookie: 'zesty_at=access; zesty_rt=refresh' };

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

beforeEach(() => {
  upstream.mockReset();
  upstream.mockResolvedValue(
    json({ data: [] }, 200, {
      'Cache-Control': 'public, max-age=300',
      'Access-Control-Allow-Origin': '*',
      'Set-Cookie': 'upstream=1; Path=/',
      'X-Upstream': 'internal',
    }),
  );
});

describe('the grocery mount (/api/v1/grocery/*)', () => {
  it('forwards a GET with its query, the origin and nothing of the session', async () => {
    const res = await GET(
      new Request(`${SITE}/api/v1/grocery/stores/jumbo/products?q=knoflook&page=2`, {
        headers: { ...FOREIGN, authorization: 'Bearer nope' },
      }),
    );
    expect(upstream).toHaveBeenCalledTimes(1);
    const [path, init] = upstream.mock.calls[0]!;
    expect(path).toBe('/api/v1/grocery/stores/jumbo/products?q=knoflook&page=2');
    expect(init?.method).toBe('GET');
    const sent = init?.headers ?? new Headers();
    expect(sent.get('origin')).toBe('https://blog.example');
    expect(sent.get('cookie')).toBeNull();
    expect(sent.get('authorization')).toBeNull();

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-upstream')).toBeNull();
    expect(await res.json()).toEqual({ data: [] });
  });

  it('forwards a POST body as it is, with its content type', async () => {
    upstream.mockResolvedValue(json({ message: 'Unknown website id' }, 403));
    const body = JSON.stringify({ websiteId: 'x', recipe: 'pasta', servings: 2, store: 'coop' });
    const res = await POST(
      new Request(`${SITE}/api/v1/grocery/basket`, {
        method: 'POST',
        headers: { ...FOREIGN, 'content-type': 'application/json' },
        body,
      }),
    );
    const [path, init] = upstream.mock.calls[0]!;
    expect(path).toBe('/api/v1/grocery/basket');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(body);
    expect(init?.headers?.get('content-type')).toBe('application/json');
    expect(init?.headers?.get('cookie')).toBeNull();
    expect(res.status).toBe(403);
  });

  it.each([
    ['a route that is not the widget’s', '/api/v1/grocery/orders'],
    ['a store path without products', '/api/v1/grocery/stores/jumbo'],
    ['an upper-case store', '/api/v1/grocery/stores/Jumbo/products'],
    ['an extra segment', '/api/v1/grocery/basket/1'],
  ])('answers 404 for %s without asking upstream', async (_name, path) => {
    const res = await GET(new Request(`${SITE}${path}`, { headers: FOREIGN }));
    expect(res.status).toBe(404);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toMatchObject({ code: 'not_found', status: 404 });
    expect(upstream).not.toHaveBeenCalled();
  });

  it('refuses a method the route does not have, and a body over 16 KB', async () => {
    const wrong = await POST(
      new Request(`${SITE}/api/v1/grocery/stores`, { method: 'POST', body: '{}' }),
    );
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, OPTIONS');
    const big = await POST(
      new Request(`${SITE}/api/v1/grocery/basket`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ padding: 'x'.repeat(1024 * 1024) }),
      }),
    );
    expect(big.status).toBe(413);
    expect(big.headers.get('access-control-allow-origin')).toBe('*');
    expect(upstream).not.toHaveBeenCalled();
  });

  it('answers the preflight of a JSON POST itself, with no credentials', async () => {
    const res = await OPTIONS(
      new Request(`${SITE}/api/v1/grocery/basket`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://blog.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('content-type');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(upstream).not.toHaveBeenCalled();
  });

  it('maps an unreachable API to a 5xx the widget can read', async () => {
    upstream.mockRejectedValue(
      new ApiError({ status: 504, message: 'timed out', kind: 'timeout' }),
    );
    const res = await GET(new Request(`${SITE}/api/v1/grocery/stores`, { headers: FOREIGN }));
    expect(res.status).toBe(504);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
