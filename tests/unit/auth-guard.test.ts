/** @jest-environment node */
import { redirect } from 'next/navigation';
import type { SessionUser } from '@/core/contract';
import { ApiError } from '@/lib/api/errors';
import { upstreamFetch } from '@/lib/api/transport';
import { redirectIfSignedIn, requireUser } from '@/lib/auth/guard';
import { jar, Redirected } from './session-support';

/**
 * The server-side login guard (issue 14 item 4): the session is validated by the API, a session
 * that needs a refresh goes through /api/auth/refresh, anyone else to sign-in. Next's request
 * cookies and redirect are stand-ins (there is no request here); the transport as elsewhere.
 */
jest.mock('@/lib/api/transport', () => ({ upstreamFetch: jest.fn() }));
jest.mock('next/headers', () => ({ cookies: jest.fn() }));
jest.mock('next/navigation', () => ({
  redirect: jest.fn((url: string) => {
    throw new Redirected(url);
  }),
}));

const upstream = jest.mocked(upstreamFetch);
const USER: SessionUser = {
  id: 7,
  name: 'Ada Cook',
  username: 'ada-cook',
  image: null,
  email: 'ada@example.com',
  role: 'creator',
  website: { slug: 'anna', name: 'Anna' },
};
const VALID = 'eyJhbGciOiJIUzI1NiJ9.valid.c2ln';
const EXPIRED = 'eyJhbGciOiJIUzI1NiJ9.expired.c2ln';
const REFRESH = 'r'.repeat(43);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  upstream.mockReset();
  jest.mocked(redirect).mockClear();
  upstream.mockImplementation(async (path, init = {}) => {
    if (path !== '/api/v1/login/validate') throw new Error(`unexpected ${path}`);
    return init.headers?.get('authorization') === `Bearer ${VALID}`
      ? json({ user: USER })
      : json({ message: 'Not signed in', code: 'unauthorized', status: 401 }, 401);
  });
});

async function redirected(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
    return undefined;
  } catch (err) {
    if (err instanceof Redirected) return err.url;
    throw err;
  }
}

describe('requireUser', () => {
  it('returns the user the API validated', async () => {
    jar({ zesty_at: VALID });
    await expect(requireUser('en', '/en/favourites')).resolves.toEqual(USER);
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it('sends an expired session with a refresh cookie through /api/auth/refresh', async () => {
    jar({ zesty_at: EXPIRED, zesty_rt: REFRESH });
    expect(await redirected(() => requireUser('en', '/en/favourites'))).toBe(
      '/api/auth/refresh?next=%2Fen%2Ffavourites',
    );
    jar({ zesty_rt: REFRESH });
    expect(await redirected(() => requireUser('nl', '/nl/account/settings'))).toBe(
      '/api/auth/refresh?next=%2Fnl%2Faccount%2Fsettings',
    );
  });

  it('never hands a foreign path to the refresh', async () => {
    jar({ zesty_rt: REFRESH });
    expect(await redirected(() => requireUser('en', '//evil.example'))).toBe(
      '/api/auth/refresh?next=%2Fen%2Faccount',
    );
  });

  it('sends anyone without a session to sign-in, asking nothing', async () => {
    jar({});
    expect(await redirected(() => requireUser('nl', '/nl/orders'))).toBe('/nl/account/signin');
    expect(upstream).not.toHaveBeenCalled();
    jar({ zesty_at: EXPIRED });
    expect(await redirected(() => requireUser('en', '/en/orders'))).toBe('/en/account/signin');
  });

  it('an unreachable API is an error, not a sign-out', async () => {
    jar({ zesty_at: VALID, zesty_rt: REFRESH });
    upstream.mockResolvedValue(json({ message: 'Down', code: 'internal_error', status: 503 }, 503));
    await expect(requireUser('en', '/en/orders')).rejects.toBeInstanceOf(ApiError);
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('redirectIfSignedIn', () => {
  it('sends a signed-in visitor to the account page', async () => {
    jar({ zesty_at: VALID });
    expect(await redirected(() => redirectIfSignedIn('en'))).toBe('/en/account');
  });

  it('renews a session with only the refresh cookie on the way to the account page', async () => {
    jar({ zesty_rt: REFRESH });
    expect(await redirected(() => redirectIfSignedIn('nl'))).toBe(
      '/api/auth/refresh?next=%2Fnl%2Faccount',
    );
  });

  it('lets everyone else (and everyone, when the API is down) see the page', async () => {
    jar({});
    expect(await redirected(() => redirectIfSignedIn('en'))).toBeUndefined();
    jar({ zesty_at: EXPIRED });
    expect(await redirected(() => redirectIfSignedIn('en'))).toBeUndefined();
    jar({ zesty_at: VALID, zesty_rt: REFRESH });
    upstream.mockResolvedValue(json({ message: 'Down', code: 'internal_error', status: 503 }, 503));
    expect(await redirected(() => redirectIfSignedIn('en'))).toBeUndefined();
  });
});
