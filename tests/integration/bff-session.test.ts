/**
 * The web app's session layer (app/api/auth, the proxy) against the real in-process API: the
 * route handlers are called as Next calls them, the transport reaches the embedded API (`server/runtime.ts`) on
 * a fresh PGlite data directory, and the sign-in mail goes through nodemailer to a real SMTP
 * server on loopback. No Next server: handlers are plain functions of a Request.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startMailCatcher } from '../support/smtp';

const SITE = 'http://localhost:3000';
const EMAIL = 'bff-cook@example.com';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zesty-bff-'));
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

type Handler = (request: Request) => Promise<Response>;
let handlers: {
  request: Handler;
  verify: Handler;
  logout: Handler;
  session: Handler;
  refresh: Handler;
  proxyGet: Handler;
};

before(async () => {
  mail = await startMailCatcher();
  // Read once per process by serverEnv() and siteConfig(): set before the modules load.
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    ZESTY_SEED: '0',
    AUTH_SECRET: 'bff-integration-test-secret-0123456789abcdef',
    SMTP_URL: mail.url,
    SITE_URL: SITE,
  });
  delete process.env.DATABASE_URL;
  delete process.env.UPSTREAM_API_URL;
  delete process.env.REDIS_URL;
  // What instrumentation.ts does when Next starts: the embedded API, offered to the transport,
  // with its database opened and migrated before the first request.
  await (await import('../../server/runtime')).warmUp();
  const [request, verify, logout, session, refresh, proxy] = await Promise.all([
    import('../../app/api/auth/otp/request/route'),
    import('../../app/api/auth/otp/verify/route'),
    import('../../app/api/auth/logout/route'),
    import('../../app/api/auth/session/route'),
    import('../../app/api/auth/refresh/route'),
    import('../../app/api/proxy/route'),
  ]);
  handlers = {
    request: request.POST,
    verify: verify.POST,
    logout: logout.POST,
    session: session.GET,
    refresh: refresh.GET,
    proxyGet: proxy.GET,
  };
});

after(async () => {
  await mail.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The browser's cookie jar, as far as these tests need one (name → value; set, replaced, removed). */
class Jar {
  readonly values = new Map<string, string>();
  readonly httpOnly = new Set<string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(/;\s*/);
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const gone = attrs.some((a) => /^max-age=0$/i.test(a)) || value === '';
      if (gone) this.values.delete(name);
      else this.values.set(name, value);
      if (attrs.some((a) => a.toLowerCase() === 'httponly')) this.httpOnly.add(name);
    }
    return res;
  }
  header() {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  /** What `document.cookie` would show. */
  readable() {
    return [...this.values]
      .filter(([k]) => !this.httpOnly.has(k))
      .map(([k, v]) => `${k}=${decodeURIComponent(v)}`)
      .join('; ');
  }
}

let ipCounter = 0;
const browser = (jar: Jar, extra: Record<string, string> = {}) => ({
  Host: 'localhost:3000',
  'x-zesty-remote-addr': `10.9.0.${++ipCounter}`,
  ...(jar.values.size ? { Cookie: jar.header() } : {}),
  ...extra,
});
const post = (jar: Jar, p: string, body?: unknown) =>
  new Request(`${SITE}${p}`, {
    method: 'POST',
    headers: browser(jar, {
      Origin: SITE,
      'Sec-Fetch-Site': 'same-origin',
      'Content-Type': 'application/json',
    }),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const get = (jar: Jar, p: string) => new Request(`${SITE}${p}`, { headers: browser(jar) });

/** Every token that reached the jar, to look for where none may be. */
const seenTokens = new Set<string>();
function remember(jar: Jar) {
  for (const [name, value] of jar.values) if (name.startsWith('zesty_')) seenTokens.add(value);
}
async function assertNoToken(res: Response, jar: Jar) {
  const text = await res.clone().text();
  for (const token of seenTokens) {
    assert.ok(!text.includes(token), 'no token in a body');
    assert.ok(!(res.headers.get('location') ?? '').includes(token), 'no token in a Location');
    assert.ok(!jar.readable().includes(token), 'no token in a readable cookie');
  }
  return text;
}

describe('sessions through the web app, against the real API', () => {
  const jar = new Jar();

  test('sign up: code by mail, verify sets the cookies and answers only { user }', async () => {
    const sent = await handlers.request(
      post(jar, '/api/auth/otp/request', { email: EMAIL, name: 'Bea Baker', locale: 'en' }),
    );
    assert.equal(sent.status, 200, await sent.clone().text());
    assert.deepEqual(await sent.json(), { message: 'OTP sent' });
    const message = await mail.waitForMail(EMAIL);
    assert.ok(message.text.includes(`${SITE}/en/account/verify/`), 'the link is on our origin');
    const otp = mail.codeIn(message);
    assert.ok(otp);

    const wrong = await handlers.verify(
      post(jar, '/api/auth/otp/verify', {
        email: EMAIL,
        otp: otp === '000000' ? '111111' : '000000',
      }),
    );
    assert.equal(wrong.status, 404);
    assert.equal(((await wrong.json()) as { message: string }).message, 'Invalid OTP');

    const res = jar.take(
      await handlers.verify(post(jar, '/api/auth/otp/verify', { email: EMAIL, otp })),
    );
    assert.equal(res.status, 200);
    remember(jar);
    const body = JSON.parse(await assertNoToken(res, jar)) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body), ['user']);
    assert.equal((body.user as { name: string }).name, 'Bea Baker');
    assert.deepEqual([...jar.values.keys()].sort(), ['user', 'zesty_at', 'zesty_rt']);
    assert.deepEqual([...jar.httpOnly].sort(), ['zesty_at', 'zesty_rt']);
    assert.deepEqual(JSON.parse(decodeURIComponent(jar.values.get('user')!)), {
      name: 'Bea Baker',
      username: (body.user as { username: string }).username,
      image: null,
    });
  });

  test('the session is validated by the API', async () => {
    const res = jar.take(await handlers.session(get(jar, '/api/auth/session')));
    assert.equal(res.status, 200);
    const body = JSON.parse(await assertNoToken(res, jar)) as { user: { email: string } };
    assert.equal(body.user.email, EMAIL);
  });

  test('with only the refresh cookie left (a new browser day), the session is refreshed', async () => {
    jar.values.delete('zesty_at');
    const before = jar.values.get('zesty_rt');
    const res = jar.take(await handlers.session(get(jar, '/api/auth/session')));
    assert.equal(res.status, 200);
    remember(jar);
    await assertNoToken(res, jar);
    assert.ok(jar.values.has('zesty_at'));
    assert.notEqual(jar.values.get('zesty_rt'), before, 'the refresh token was rotated');
  });

  test('the proxy carries the session; the guard refresh route rotates and redirects', async () => {
    const listed = jar.take(await handlers.proxyGet(get(jar, '/api/proxy?path=/api/v1/websites')));
    assert.equal(listed.status, 200);
    assert.equal(listed.headers.get('cache-control'), 'private, no-store');

    const before = jar.values.get('zesty_rt');
    const back = jar.take(
      await handlers.refresh(
        get(jar, `/api/auth/refresh?next=${encodeURIComponent('/en/favourites')}`),
      ),
    );
    assert.equal(back.status, 303);
    assert.equal(back.headers.get('location'), '/en/favourites');
    remember(jar);
    await assertNoToken(back, jar);
    assert.notEqual(jar.values.get('zesty_rt'), before);

    const foreign = jar.take(
      await handlers.refresh(
        get(jar, `/api/auth/refresh?next=${encodeURIComponent('//evil.example')}`),
      ),
    );
    assert.equal(foreign.headers.get('location'), '/nl/account');
    remember(jar);
  });

  test('a cross-site logout is refused and changes nothing', async () => {
    const res = await handlers.logout(
      new Request(`${SITE}/api/auth/logout`, {
        method: 'POST',
        headers: browser(jar, { Origin: 'http://evil.example', 'Content-Type': 'text/plain' }),
        body: '{}',
      }),
    );
    assert.equal(res.status, 403);
    assert.equal(res.headers.getSetCookie().length, 0);
    const still = await handlers.session(get(jar, '/api/auth/session'));
    assert.equal(still.status, 200);
  });

  test('logout clears every cookie and ends the session upstream', async () => {
    const spent = jar.values.get('zesty_rt')!;
    const res = jar.take(await handlers.logout(post(jar, '/api/auth/logout')));
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { ok: true });
    assert.equal(jar.values.size, 0);

    const none = await handlers.session(get(jar, '/api/auth/session'));
    assert.equal(none.status, 401);
    assert.deepEqual(await none.json(), { user: null });

    // The logged-out refresh token no longer works, even presented by hand.
    const replay = new Jar();
    replay.values.set('zesty_rt', spent);
    const refused = replay.take(await handlers.session(get(replay, '/api/auth/session')));
    assert.equal(refused.status, 401);
    assert.equal(replay.values.size, 0, 'a refused refresh clears the cookies');
  });
});
