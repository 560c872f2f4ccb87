/** @jest-environment node */
import type { SiteAccessState } from '@/components/site-access/constants';

// The server action's side effects: the cookie store and the redirect (which throws in Next).
const cookieSet = jest.fn();
jest.mock('next/headers', () => ({ cookies: async () => ({ set: cookieSet }) }));
const redirect = jest.fn((url: string) => {
  throw new Error(`REDIRECT ${url}`);
});
jest.mock('next/navigation', () => ({ redirect: (url: string) => redirect(url) }));

const initial: SiteAccessState = { error: null, attempt: 0 };

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

/** A fresh module graph per test: siteConfig() reads the environment once per process. */
async function load(env: { gate: string; password?: string }) {
  jest.resetModules();
  process.env.SITE_ACCESS_GATE = env.gate;
  if (env.password === undefined) delete process.env.SITE_ACCESS_PASSWORD;
  else process.env.SITE_ACCESS_PASSWORD = env.password;
  return import('@/components/site-access/actions');
}

beforeEach(() => {
  cookieSet.mockClear();
  redirect.mockClear();
});

afterAll(() => {
  delete process.env.SITE_ACCESS_GATE;
  delete process.env.SITE_ACCESS_PASSWORD;
});

describe('verifySiteAccess (gate on)', () => {
  it('answers "incorrect" for a wrong password after about half a second, setting nothing', async () => {
    const { verifySiteAccess } = await load({ gate: '1', password: 'correct horse' });
    const started = Date.now();
    const state = await verifySiteAccess(
      initial,
      form({ password: 'battery staple', locale: 'en' }),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(state).toEqual({ error: 'incorrect', attempt: 1 });
    expect(cookieSet).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('answers "required" for an empty password', async () => {
    const { verifySiteAccess } = await load({ gate: '1', password: 'correct horse' });
    const state = await verifySiteAccess(
      { error: 'incorrect', attempt: 3 },
      form({ password: '' }),
    );
    expect(state).toEqual({ error: 'required', attempt: 4 });
  });

  it('sets the 7-day HttpOnly site_access cookie and goes to the locale home on success', async () => {
    const { verifySiteAccess } = await load({ gate: '1', password: 'correct horse' });
    await expect(
      verifySiteAccess(initial, form({ password: 'correct horse', locale: 'en' })),
    ).rejects.toThrow('REDIRECT /en');
    expect(cookieSet).toHaveBeenCalledTimes(1);
    const [name, value, options] = cookieSet.mock.calls[0]!;
    expect(name).toBe('site_access');
    expect(value).not.toContain('correct horse');
    expect(value.length).toBeGreaterThan(20);
    expect(options).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: 7 * 24 * 60 * 60,
    });
  });

  it('falls back to the default locale for an unknown one', async () => {
    const { verifySiteAccess } = await load({ gate: '1', password: 'pw' });
    await expect(
      verifySiteAccess(initial, form({ password: 'pw', locale: '../evil' })),
    ).rejects.toThrow('REDIRECT /nl');
  });

  it('refuses every password when none is configured', async () => {
    const { verifySiteAccess } = await load({ gate: '1' });
    const state = await verifySiteAccess(initial, form({ password: 'anything', locale: 'nl' }));
    expect(state.error).toBe('incorrect');
    expect(cookieSet).not.toHaveBeenCalled();
  });
});

describe('verifySiteAccess (gate off, the default)', () => {
  it('grants access: straight to the locale home, no cookie needed', async () => {
    const { verifySiteAccess } = await load({ gate: '' });
    await expect(verifySiteAccess(initial, form({ password: '', locale: 'en' }))).rejects.toThrow(
      'REDIRECT /en',
    );
    expect(cookieSet).not.toHaveBeenCalled();
  });
});

describe('passwordMatches', () => {
  it('compares in constant time over digests, whatever the lengths', async () => {
    jest.resetModules();
    const { passwordMatches } = await import('@/components/site-access/verify');
    expect(passwordMatches('s3cret', 's3cret')).toBe(true);
    expect(passwordMatches('s3cret', 's3cre')).toBe(false);
    expect(passwordMatches('', 's3cret')).toBe(false);
    expect(passwordMatches('x'.repeat(5000), 's3cret')).toBe(false);
    expect(passwordMatches('', '')).toBe(false);
  });
});
