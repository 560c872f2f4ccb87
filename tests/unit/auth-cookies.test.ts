/** @jest-environment node */
import { NextResponse } from 'next/server';
import type { SessionResponse } from '@/core/contract';
import { REMOTE_ADDR_HEADER, clientIpOf, trustedRemoteAddress } from '@/core/client-ip';
import { safeNextPath, localeOfPath } from '@/lib/auth/next-path';
import { USER_COOKIE_MAX_AGE_SECONDS, parseUserCookie } from '@/lib/auth/user-cookie';

/**
 * The session cookies' names and attributes on http and https, how their values are read (a
 * malformed one is absent), the `next` paths /api/auth/refresh accepts, the client address and
 * the cross-site rule (issue 14).
 */

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();
const ACCESS = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
const REFRESH = 'r'.repeat(43);
const SESSION: SessionResponse = {
  accessToken: { token: ACCESS, expiresAt: inMs(15 * MINUTE) },
  refreshToken: { token: REFRESH, expiresAt: inMs(100 * DAY) },
  user: {
    id: 7,
    name: 'Ada Cook',
    username: 'ada-cook',
    image: 'https://img.example/ada.png',
    email: 'ada@example.com',
    role: 'user',
    website: null,
  },
};

type CookiesModule = typeof import('@/lib/auth/cookies');
type SameOriginModule = typeof import('@/lib/auth/same-origin');

/** The modules with a fresh siteConfig() for `siteUrl` (it is read once per process). */
async function withSite<T>(
  siteUrl: string,
  run: (mods: { cookies: CookiesModule; sameOrigin: SameOriginModule }) => Promise<T> | T,
): Promise<T> {
  const saved = process.env.SITE_URL;
  process.env.SITE_URL = siteUrl;
  try {
    let result: T | undefined;
    await jest.isolateModulesAsync(async () => {
      const cookies = await import('@/lib/auth/cookies');
      const sameOrigin = await import('@/lib/auth/same-origin');
      result = await run({ cookies, sameOrigin });
    });
    return result as T;
  } finally {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  }
}

/** Set-Cookie lines by cookie name, each as its attributes in lower case (value kept). */
function setCookies(res: Response): Map<string, { value: string; attrs: Map<string, string> }> {
  const out = new Map<string, { value: string; attrs: Map<string, string> }>();
  for (const line of res.headers.getSetCookie()) {
    const [pair = '', ...rest] = line.split(/;\s*/);
    const eq = pair.indexOf('=');
    const attrs = new Map<string, string>();
    for (const attr of rest) {
      const i = attr.indexOf('=');
      if (i === -1) attrs.set(attr.toLowerCase(), '');
      else attrs.set(attr.slice(0, i).toLowerCase(), attr.slice(i + 1));
    }
    out.set(pair.slice(0, eq), { value: pair.slice(eq + 1), attrs });
  }
  return out;
}

describe('session cookies on http', () => {
  it('are named zesty_at / zesty_rt / user, HttpOnly tokens, SameSite=Lax, Path=/, no Secure', async () => {
    await withSite('http://localhost:3000', ({ cookies }) => {
      const res = NextResponse.json({});
      cookies.setSessionCookies(res.cookies, SESSION);
      const set = setCookies(res);
      expect([...set.keys()]).toEqual(['zesty_at', 'zesty_rt', 'user']);
      for (const [name, { attrs }] of set) {
        expect(attrs.get('path')).toBe('/');
        expect(attrs.get('samesite')?.toLowerCase()).toBe('lax');
        expect(attrs.has('secure')).toBe(false);
        expect(attrs.has('httponly')).toBe(name !== 'user');
        expect(attrs.has('domain')).toBe(false);
      }
      expect(set.get('zesty_at')?.value).toBe(ACCESS);
      expect(set.get('zesty_rt')?.value).toBe(REFRESH);
    });
  });

  it('expire with their tokens; the user cookie in 120 days', async () => {
    await withSite('http://localhost:3000', ({ cookies }) => {
      const res = NextResponse.json({});
      cookies.setSessionCookies(res.cookies, SESSION);
      const set = setCookies(res);
      /** Expires and Max-Age both name `expected` (to the second; the clock moves on). */
      const expectUntil = (name: string, expected: number) => {
        const attrs = set.get(name)!.attrs;
        const expires = new Date(attrs.get('expires')!).getTime();
        expect(Math.abs(expires - expected)).toBeLessThanOrEqual(2000);
        const maxAge = Number(attrs.get('max-age'));
        expect(Math.abs(Date.now() + maxAge * 1000 - expected)).toBeLessThanOrEqual(2000);
      };
      expectUntil('zesty_at', Date.parse(SESSION.accessToken.expiresAt));
      expectUntil('zesty_rt', Date.parse(SESSION.refreshToken.expiresAt));
      expectUntil('user', Date.now() + USER_COOKIE_MAX_AGE_SECONDS * 1000);
      expect(USER_COOKIE_MAX_AGE_SECONDS).toBe(120 * 24 * 60 * 60);
      expect(set.get('user')!.attrs.get('max-age')).toBe(String(USER_COOKIE_MAX_AGE_SECONDS));
    });
  });

  it('the user cookie holds only name, username and image, as JSON', async () => {
    await withSite('http://localhost:3000', ({ cookies }) => {
      const res = NextResponse.json({});
      cookies.setSessionCookies(res.cookies, SESSION);
      const raw = decodeURIComponent(setCookies(res).get('user')!.value);
      expect(JSON.parse(raw)).toEqual({
        name: 'Ada Cook',
        username: 'ada-cook',
        image: 'https://img.example/ada.png',
      });
      expect(raw).not.toContain(ACCESS);
      expect(raw).not.toContain(REFRESH);
      expect(raw).not.toContain('ada@example.com');
    });
  });

  it('clearing expires all three with the attributes they were set with', async () => {
    await withSite('http://localhost:3000', ({ cookies }) => {
      const res = NextResponse.json({});
      cookies.clearSessionCookies(res.cookies);
      const set = setCookies(res);
      expect([...set.keys()]).toEqual(['zesty_at', 'zesty_rt', 'user']);
      for (const [name, { value, attrs }] of set) {
        expect(value).toBe('');
        expect(attrs.get('max-age')).toBe('0');
        expect(new Date(attrs.get('expires')!).getTime()).toBe(0);
        expect(attrs.get('path')).toBe('/');
        expect(attrs.has('httponly')).toBe(name !== 'user');
      }
    });
  });
});

describe('session cookies on https', () => {
  it('are __Host- prefixed and Secure (the user cookie Secure, unprefixed, readable)', async () => {
    await withSite('https://www.zesty.example', ({ cookies }) => {
      const res = NextResponse.json({});
      cookies.setSessionCookies(res.cookies, SESSION);
      const set = setCookies(res);
      expect([...set.keys()]).toEqual(['__Host-zesty_at', '__Host-zesty_rt', 'user']);
      for (const [name, { attrs }] of set) {
        expect(attrs.has('secure')).toBe(true);
        expect(attrs.get('path')).toBe('/');
        expect(attrs.has('domain')).toBe(false);
        expect(attrs.get('samesite')?.toLowerCase()).toBe('lax');
        expect(attrs.has('httponly')).toBe(name !== 'user');
      }
    });
  });

  it('clearing keeps Secure and Path=/ (a __Host- cookie is removed only so)', async () => {
    await withSite('https://www.zesty.example', ({ cookies }) => {
      const res = NextResponse.json({});
      cookies.clearSessionCookies(res.cookies);
      const set = setCookies(res);
      expect([...set.keys()]).toEqual(['__Host-zesty_at', '__Host-zesty_rt', 'user']);
      for (const { attrs } of set.values()) {
        expect(attrs.has('secure')).toBe(true);
        expect(attrs.get('path')).toBe('/');
        expect(attrs.get('max-age')).toBe('0');
      }
    });
  });

  it('reads only the prefixed token cookies (an unprefixed one may come from a subdomain)', async () => {
    await withSite('https://www.zesty.example', ({ cookies }) => {
      const plain = cookies.readSessionCookies(
        cookies.requestCookies(
          new Request('https://www.zesty.example/', {
            headers: { Cookie: `zesty_at=${ACCESS}; zesty_rt=${REFRESH}` },
          }),
        ),
      );
      expect(plain.accessToken).toBeUndefined();
      expect(plain.refreshToken).toBeUndefined();
      const prefixed = cookies.readSessionCookies(
        cookies.requestCookies(
          new Request('https://www.zesty.example/', {
            headers: { Cookie: `__Host-zesty_at=${ACCESS}; __Host-zesty_rt=${REFRESH}` },
          }),
        ),
      );
      expect(prefixed).toMatchObject({ accessToken: ACCESS, refreshToken: REFRESH });
    });
  });
});

describe('reading the cookies', () => {
  const read = (cookies: CookiesModule, header: string) =>
    cookies.readSessionCookies(
      cookies.requestCookies(new Request('http://localhost/', { headers: { Cookie: header } })),
    );
  const userValue = (value: unknown) => encodeURIComponent(JSON.stringify(value));

  it('reads valid tokens and a valid user cookie', async () => {
    await withSite('http://localhost:3000', ({ cookies }) => {
      const user = { name: 'Ada', username: 'ada', image: null };
      expect(
        read(cookies, `zesty_at=${ACCESS}; zesty_rt=${REFRESH}; user=${userValue(user)}`),
      ).toEqual({ accessToken: ACCESS, refreshToken: REFRESH, user, present: true });
      expect(read(cookies, 'locale=en')).toEqual({ present: false });
    });
  });

  it('reads a user cookie with a picture it would not show as the user without one', async () => {
    await withSite('http://localhost:3000', ({ cookies }) => {
      const header = `user=${userValue({ name: 'Ada', username: 'ada', image: 3 })}`;
      expect(read(cookies, header).user).toEqual({ name: 'Ada', username: 'ada', image: null });
    });
  });

  it.each([
    ['not JSON', 'user=%7Bname'],
    ['a JSON string', `user=${userValue('Ada')}`],
    ['a missing username', `user=${userValue({ name: 'Ada', image: null })}`],
    ['too long', `user=${userValue({ name: 'x'.repeat(5000), username: 'a', image: null })}`],
  ])('ignores a user cookie that is %s', async (_what, header) => {
    await withSite('http://localhost:3000', ({ cookies }) => {
      const got = read(cookies, header);
      expect(got.user).toBeUndefined();
      expect(got.present).toBe(true);
    });
  });

  it.each([
    ['zesty_at=not-a-jwt'],
    ['zesty_at=a.b.c%3Cscript%3E'],
    ['zesty_rt=short'],
    ['zesty_rt=has%20space%20in%20it%20and%20is%20long%20enough%20ok'],
  ])('ignores a malformed token cookie: %s', async (header) => {
    await withSite('http://localhost:3000', ({ cookies }) => {
      const got = read(cookies, header);
      expect(got.accessToken).toBeUndefined();
      expect(got.refreshToken).toBeUndefined();
      expect(got.present).toBe(true);
    });
  });

  it('one parser for the server and the browser', () => {
    const user = { name: 'a', username: 'b', image: null };
    expect(parseUserCookie(JSON.stringify(user))).toEqual(user);
    expect(parseUserCookie(JSON.stringify({ ...user, image: '/media/a.png' }))).toEqual({
      ...user,
      image: '/media/a.png',
    });
    // A picture we would not show leaves the visitor signed in, without it.
    expect(parseUserCookie(JSON.stringify({ ...user, image: 'javascript:x' }))).toEqual(user);
    expect(parseUserCookie(JSON.stringify({ name: 'a', image: null }))).toBeNull();
    expect(parseUserCookie('null')).toBeNull();
    expect(parseUserCookie('{')).toBeNull();
  });
});

describe('the `next` path of /api/auth/refresh', () => {
  it.each([
    '/en/favourites',
    '/nl/account/settings',
    '/en/orders?page=2',
    '/nl/account',
    '/en/search?s=caf%C3%A9',
  ])('keeps %s', (path) => {
    expect(safeNextPath(path, 'en')).toBe(path);
  });

  it.each([
    null,
    '',
    '//evil.example',
    '//evil.example/en/account',
    'https://evil.example/en/account',
    'http:/evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/en/../..',
    '/en/../../evil',
    '/en/./account',
    '/en//evil.example',
    '/en/%2e%2e/x',
    '/en/%2F%2Fevil.example',
    '/en/account#x',
    '/en/account\n',
    '/en/ac count',
    '/fr/account',
    '/en',
    'en/account',
    '/javascript:alert(1)',
    `/en/${'a'.repeat(3000)}`,
  ])('sends %p to the account page', (path) => {
    expect(safeNextPath(path, 'nl')).toBe('/nl/account');
  });

  it('takes the locale of a path', () => {
    expect(localeOfPath('/en/../..')).toBe('en');
    expect(localeOfPath('/nl?x')).toBe('nl');
    expect(localeOfPath('//evil')).toBeUndefined();
    expect(localeOfPath(null)).toBeUndefined();
  });
});

describe('the client address', () => {
  const req = (remoteAddress: string | undefined, xff?: string | string[]) => ({
    socket: { remoteAddress },
    headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  });

  it("is the socket's peer unless a trusted proxy stands in front", () => {
    expect(trustedRemoteAddress(req('::ffff:127.0.0.1', '203.0.113.9'), false)).toBe(
      '::ffff:127.0.0.1',
    );
    expect(trustedRemoteAddress(req(undefined), false)).toBeUndefined();
  });

  it("behind a trusted proxy, is the hop that proxy appended (the client's own are ignored)", () => {
    expect(trustedRemoteAddress(req('10.0.0.2', '198.51.100.1, 203.0.113.9'), true)).toBe(
      '203.0.113.9',
    );
    expect(trustedRemoteAddress(req('10.0.0.2', ['1.1.1.1', '203.0.113.9']), true)).toBe(
      '203.0.113.9',
    );
    expect(trustedRemoteAddress(req('10.0.0.2', 'garbage'), true)).toBe('10.0.0.2');
    expect(trustedRemoteAddress(req('10.0.0.2'), true)).toBe('10.0.0.2');
  });

  it('is read back from the header our server sets, only when it is an address', () => {
    const ip = (value: string) =>
      clientIpOf(new Request('http://localhost/', { headers: { [REMOTE_ADDR_HEADER]: value } }));
    expect(ip('203.0.113.9')).toBe('203.0.113.9');
    expect(ip('2001:db8::1')).toBe('2001:db8::1');
    expect(ip('evil, 1.2.3.4')).toBeUndefined();
    expect(clientIpOf(new Request('http://localhost/'))).toBeUndefined();
  });
});

describe('the cross-site rule', () => {
  const post = (headers: Record<string, string>, body: BodyInit | null = '{}') =>
    new Request('http://localhost:3000/api/auth/logout', { method: 'POST', headers, body });

  it.each([
    [
      {
        'Content-Type': 'application/json',
        Origin: 'http://localhost:3000',
        'Sec-Fetch-Site': 'same-origin',
      },
    ],
    [{ 'Content-Type': 'application/json; charset=utf-8', Origin: 'http://localhost:3000' }],
    [{ 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'none' }],
    // Not a browser (no Origin, no Sec-Fetch-*): no cross-site request to refuse.
    [{ 'Content-Type': 'application/json' }],
  ])('lets %p through', async (headers) => {
    await withSite('http://localhost:3000', ({ sameOrigin }) => {
      expect(
        sameOrigin.crossSiteReason(post({ Host: 'localhost:3000', ...headers })),
      ).toBeUndefined();
    });
  });

  it('lets an empty POST without a type through (logout)', async () => {
    await withSite('http://localhost:3000', ({ sameOrigin }) => {
      const request = post({ Host: 'localhost:3000', Origin: 'http://localhost:3000' }, null);
      expect(sameOrigin.crossSiteReason(request)).toBeUndefined();
    });
  });

  it('lets a same-origin DELETE through whatever its (empty) body, and refuses a foreign one', async () => {
    await withSite('http://localhost:3000', ({ sameOrigin }) => {
      // A DELETE always needs a CORS preflight cross-site, so its body's type proves nothing; the
      // server may see an empty body stream (the heart's un-favourite was refused for it).
      const del = (origin: string) =>
        new Request('http://localhost:3000/api/proxy?path=/api/v1/recipes/1/favorite', {
          method: 'DELETE',
          headers: { Host: 'localhost:3000', Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
          body: '',
        });
      expect(sameOrigin.crossSiteReason(del('http://localhost:3000'))).toBeUndefined();
      expect(sameOrigin.crossSiteRefusal(del('http://evil.example'))?.status).toBe(403);
    });
  });

  it.each([
    [{ Origin: 'http://evil.example', 'Content-Type': 'application/json' }],
    [{ Origin: 'null', 'Content-Type': 'application/json' }],
    [{ Origin: 'https://localhost:3000', 'Content-Type': 'application/json' }],
    [{ Origin: 'http://anna.localhost:3000', 'Content-Type': 'application/json' }],
    [{ 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' }],
    [{ 'Sec-Fetch-Site': 'same-site', 'Content-Type': 'application/json' }],
    [{ Origin: 'http://localhost:3000', 'Content-Type': 'text/plain' }],
    [{ Origin: 'http://localhost:3000', 'Content-Type': 'application/x-www-form-urlencoded' }],
    [{ Origin: 'http://localhost:3000', 'Content-Type': 'multipart/form-data; boundary=x' }],
    [{ Origin: 'http://localhost:3000', 'Content-Type': 'application/jsonp' }],
  ])('refuses %p', async (headers) => {
    await withSite('http://localhost:3000', ({ sameOrigin }) => {
      const request = post({ Host: 'localhost:3000', ...headers });
      expect(sameOrigin.crossSiteReason(request)).toEqual(expect.any(String));
      expect(sameOrigin.crossSiteRefusal(request)?.status).toBe(403);
    });
  });

  it("compares with the site's scheme (TLS may end at a proxy) and the addressed host", async () => {
    await withSite('https://www.zesty.example', ({ sameOrigin }) => {
      const on = (host: string, origin: string) =>
        sameOrigin.crossSiteReason(
          new Request('http://internal:3000/api/auth/logout', {
            method: 'POST',
            headers: { Host: host, Origin: origin },
          }),
        );
      expect(on('www.zesty.example', 'https://www.zesty.example')).toBeUndefined();
      expect(on('anna.zesty.example', 'https://anna.zesty.example')).toBeUndefined();
      expect(on('www.zesty.example', 'http://www.zesty.example')).toEqual(expect.any(String));
      expect(on('www.zesty.example', 'https://anna.zesty.example')).toEqual(expect.any(String));
    });
  });
});
