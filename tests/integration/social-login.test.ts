/**
 * Social sign-in (issue 14) on PGlite and (where TEST_DATABASE_URL is set) PostgreSQL, against
 * two real OpenID providers (oidc-provider on loopback) standing in for Google (claims in the ID
 * token) and Facebook (claims from the userinfo endpoint): the whole flow to a session, and the
 * refusals — state, nonce, PKCE verifier, the browser-bound cookie, redirectUrl, limits.
 */
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, mock, test } from 'node:test';
import { randomNonce, randomPKCECodeVerifier } from 'openid-client';
import { eq, sql } from 'drizzle-orm';
import { errorBodySchema, sessionResponse } from '../../core/contract';
import { demo } from '../../demo/seed';
import { createApp } from '../../server/app';
import type { AuthServices } from '../../server/auth';
import { LIMITS } from '../../server/auth/limits';
import { LOGIN_TOKEN_TTL_MS } from '../../server/auth/sessions';
import {
  SOCIAL_STATE_COOKIE,
  SOCIAL_STATE_TTL_SECONDS,
  createSocialLogin,
  openSocialState,
  sealSocialState,
  stateKey,
  type SocialOptions,
} from '../../server/auth/social';
import { socialConfigFromEnv, type SocialConfig } from '../../server/auth/social-env';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import type { MemoryMediaStore } from '../../server/media/storage';
import { startOidcProvider, type OidcAccount, type OidcHarness } from '../support/oidc-provider';
import { testAuth, TEST_ORIGINS } from './auth-services';
import { seededDatabase, targets } from './databases';

const MAIN: string = TEST_ORIGINS.mainOrigin;
const SECRET = new TextEncoder().encode('social-integration-secret-0123456789abcdef');
const ORIGINS = TEST_ORIGINS;
const CLIENTS = {
  google: { id: 'zesty-google', secret: 'google-client-secret-for-tests' },
  facebook: { id: 'zesty-facebook', secret: 'facebook-client-secret-for-tests' },
} as const;
type Provider = keyof typeof CLIENTS;

const creator = demo.creators.find((c) => c.zestyEnabled)!;
const disabledCreator = demo.creators.find((c) => !c.zestyEnabled);

const ACCOUNTS: Record<string, OidcAccount> = {
  ana: {
    email: 'ana.social@example.com',
    email_verified: true,
    name: 'Ana Gómez',
    picture: 'https://images.example.com/ana.png',
  },
  fred: { email: 'fred.social@example.com', email_verified: true, name: 'Fred Facebook' },
  // A seeded user (Kees Kok), in another case and under another name at the provider.
  kees: { email: 'COOK@example.com', email_verified: true, name: 'Someone Else' },
  creator: { email: creator.user.email, email_verified: true, name: creator.user.name },
  unverified: { email: 'unverified.social@example.com', email_verified: false, name: 'Una' },
  once: { email: 'once.social@example.com', email_verified: true, name: 'Otto Once' },
  late: { email: 'late.social@example.com', email_verified: true, name: 'Lena Late' },
};

let ipCounter = 0;
/** A fresh client address, so that one test's per-IP counts never reach another's. */
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** A loopback port nobody listens on (for a provider that is down). */
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const startProvider = (provider: Provider, claimsInIdToken: boolean, port?: number) =>
  startOidcProvider({
    port,
    clients: [
      {
        client_id: CLIENTS[provider].id,
        client_secret: CLIENTS[provider].secret,
        redirect_uris: [`${MAIN}/v1/login/${provider}/callback`],
      },
    ],
    accounts: ACCOUNTS,
    claimsInIdToken,
  });

type GraphUser = { id: string; name: string; email?: string; picture?: string };

/**
 * Facebook's web login as the production default reaches it (plain OAuth 2 with PKCE, then
 * Graph's /me), on loopback: not an OpenID provider, so oidc-provider cannot play it. It checks
 * what Facebook checks (client, redirect_uri, PKCE S256, single-use codes) and signs in `user`.
 */
async function startGraphStandIn(user: GraphUser) {
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const tokens = new Set<string>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/dialog/oauth') {
      const q = url.searchParams;
      if (q.get('client_id') !== CLIENTS.facebook.id || q.get('code_challenge_method') !== 'S256')
        return send(400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        challenge: q.get('code_challenge') ?? '',
        redirectUri: q.get('redirect_uri') ?? '',
      });
      const back = new URL(q.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { Location: back.href });
      return res.end();
    }
    if (url.pathname === '/oauth/access_token' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const challenge = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (
          !code ||
          form.get('client_id') !== CLIENTS.facebook.id ||
          form.get('client_secret') !== CLIENTS.facebook.secret ||
          form.get('redirect_uri') !== code.redirectUri ||
          challenge !== code.challenge
        )
          return send(400, { error: 'invalid_grant' });
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        send(200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      });
      return;
    }
    if (url.pathname === '/me') {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !tokens.has(token)) return send(401, { error: { message: 'bad token' } });
      return send(200, {
        id: user.id,
        name: user.name,
        ...(user.email && { email: user.email }),
        ...(user.picture && { picture: { data: { url: user.picture, is_silhouette: false } } }),
      });
    }
    send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    env: {
      FACEBOOK_CLIENT_ID: CLIENTS.facebook.id,
      FACEBOOK_CLIENT_SECRET: CLIENTS.facebook.secret,
      FACEBOOK_AUTHORIZATION_URL: `${base}/dialog/oauth`,
      FACEBOOK_TOKEN_URL: `${base}/oauth/access_token`,
      FACEBOOK_USERINFO_URL: `${base}/me?fields=id,name,email,picture`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The providers as the environment would name them (GOOGLE_ISSUER, FACEBOOK_ISSUER). */
const envConfig = (issuers: Partial<Record<Provider, string>>): SocialConfig =>
  socialConfigFromEnv({
    ...(issuers.google && {
      GOOGLE_CLIENT_ID: CLIENTS.google.id,
      GOOGLE_CLIENT_SECRET: CLIENTS.google.secret,
      GOOGLE_ISSUER: issuers.google,
    }),
    ...(issuers.facebook && {
      FACEBOOK_CLIENT_ID: CLIENTS.facebook.id,
      FACEBOOK_CLIENT_SECRET: CLIENTS.facebook.secret,
      FACEBOOK_ISSUER: issuers.facebook,
    }),
  });

describe('social sign-in configuration from the environment', () => {
  test('a provider is configured only with both its client id and secret', () => {
    assert.deepEqual(socialConfigFromEnv({}), {});
    assert.throws(
      () => socialConfigFromEnv({ GOOGLE_CLIENT_ID: 'x' }),
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
    const config = socialConfigFromEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' });
    assert.equal(config.google?.issuer.href, 'https://accounts.google.com/');
    assert.equal(config.facebook, undefined);
  });
  test("Facebook: its OAuth endpoints and Graph's /me by default, overridable, or an OIDC issuer", () => {
    const creds = { FACEBOOK_CLIENT_ID: 'id', FACEBOOK_CLIENT_SECRET: 's' };
    const plain = socialConfigFromEnv(creds).facebook;
    assert.equal(plain?.kind, 'oauth');
    if (plain?.kind !== 'oauth') return;
    assert.match(
      plain.authorizationUrl.href,
      /^https:\/\/www\.facebook\.com\/v[\d.]+\/dialog\/oauth$/,
    );
    assert.match(
      plain.tokenUrl.href,
      /^https:\/\/graph\.facebook\.com\/v[\d.]+\/oauth\/access_token$/,
    );
    assert.match(plain.userinfoUrl.href, /\/me\?fields=id,name,email,picture$/);
    const moved = socialConfigFromEnv({
      ...creds,
      FACEBOOK_TOKEN_URL: 'https://graph.example.com/token',
    }).facebook;
    assert.equal(moved?.kind === 'oauth' && moved.tokenUrl.href, 'https://graph.example.com/token');
    const discovered = socialConfigFromEnv({ ...creds, FACEBOOK_ISSUER: 'http://127.0.0.1:9' });
    assert.equal(discovered.facebook?.kind, 'oidc');
  });
  test('plain http only on loopback', () => {
    const creds = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' };
    for (const ok of ['http://127.0.0.1:4444', 'http://localhost:4444', 'https://id.example.com'])
      assert.ok(socialConfigFromEnv({ ...creds, GOOGLE_ISSUER: ok }).google);
    for (const bad of ['http://id.example.com', 'http://10.0.0.1', 'ftp://127.0.0.1', 'nonsense'])
      assert.throws(() => socialConfigFromEnv({ ...creds, GOOGLE_ISSUER: bad }), /GOOGLE_ISSUER/);
  });
});

for (const target of targets()) {
  describe(`social sign-in on ${target.name}`, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    let media: MemoryMediaStore;
    const op = {} as Record<Provider, OidcHarness>;
    let clock = Date.now();
    const logs: string[] = [];
    /** Every code and token the tests saw, to prove none of them reached a log line. */
    const secrets: string[] = [];

    const services = (social?: AuthServices['social']): AuthServices =>
      testAuth(SECRET, { social });
    const socialWith = (config: SocialConfig, options: SocialOptions = {}) =>
      createSocialLogin({ secret: SECRET, origins: ORIGINS }, config, {
        now: () => clock,
        log: (line) => logs.push(line),
        ...options,
      });
    const appWith = (auth: AuthServices) =>
      createApp({ db: async () => db, media: () => media, log: () => {}, auth });
    let app: ReturnType<typeof appWith>;

    before(async () => {
      ({ db, media, dispose } = await seededDatabase(target));
      op.google = await startProvider('google', true);
      op.facebook = await startProvider('facebook', false);
      app = appWith(
        services(socialWith(envConfig({ google: op.google.issuer, facebook: op.facebook.issuer }))),
      );
    });
    after(async () => {
      await Promise.all([op.google?.close(), op.facebook?.close()]);
      await dispose();
    });

    async function get(
      path: string,
      { cookie, ip = freshIp(), on = app }: { cookie?: string; ip?: string; on?: typeof app } = {},
    ) {
      return on.fetch(
        new Request(`http://api.test${path}`, {
          headers: { 'x-zesty-client-ip': ip, ...(cookie ? { Cookie: cookie } : {}) },
        }),
      );
    }
    const startUrl = (provider: string, redirectUrl: string) =>
      `/v1/login/${provider}/redirect?redirectUrl=${encodeURIComponent(redirectUrl)}`;

    /** The `name=value` of the state cookie a response sets. */
    function stateCookie(res: Response): string {
      const line = res.headers.getSetCookie().find((l) => l.startsWith(`${SOCIAL_STATE_COOKIE}=`));
      assert.ok(line, `no state cookie in ${JSON.stringify(res.headers.getSetCookie())}`);
      return line.split(';')[0]!;
    }
    const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

    type Started = { cookie: string; authorizationUrl: URL };
    async function start(provider: Provider, redirectUrl = `${MAIN}/en`, on = app) {
      const res = await get(startUrl(provider, redirectUrl), { on });
      assert.equal(res.status, 302, await res.clone().text());
      return { cookie: stateCookie(res), authorizationUrl: new URL(res.headers.get('location')!) };
    }
    /** As the browser: signs in at the provider and comes back with its code to our callback. */
    async function atProvider(provider: Provider, started: Started, sub: string, cancel = false) {
      const back = await op[provider].authorize(started.authorizationUrl.href, sub, { cancel });
      assert.equal(`${back.origin}${back.pathname}`, `${MAIN}/v1/login/${provider}/callback`);
      const code = back.searchParams.get('code');
      if (code) secrets.push(code);
      return back;
    }
    const callback = (provider: string, back: URL, cookie?: string, on = app) =>
      get(`/v1/login/${provider}/callback${back.search}`, { cookie, on });

    /** The landing a callback sends the browser to, and its fragment's values. */
    function landing(res: Response, origin = MAIN, locale = 'en') {
      assert.equal(res.status, 302);
      const location = res.headers.get('location') ?? '';
      const [path, fragment = ''] = location.split('#');
      assert.equal(path, `${origin}/${locale}/account/social`);
      assert.equal(res.headers.get('cache-control'), 'no-store');
      return new URLSearchParams(fragment);
    }
    function refusedWith(res: Response, code: string) {
      const fragment = landing(res);
      assert.equal(fragment.get('error'), code, `fragment: ${fragment.toString()}`);
      assert.equal(fragment.get('token'), null);
    }

    async function signIn(provider: Provider, sub: string, redirectUrl = `${MAIN}/en`) {
      const started = await start(provider, redirectUrl);
      const back = await atProvider(provider, started, sub);
      const res = await callback(provider, back, started.cookie);
      return { res, started, back };
    }
    async function tokenOf(res: Response, origin = MAIN, locale = 'en') {
      const token = landing(res, origin, locale).get('token');
      assert.ok(token, `no token: ${res.headers.get('location')}`);
      secrets.push(token);
      return token;
    }
    async function exchange(token: string) {
      const res = await app.fetch(
        new Request('http://api.test/api/v1/login/exchangeLoginToken', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-zesty-client-ip': freshIp() },
          body: JSON.stringify({ token }),
        }),
      );
      return { status: res.status, body: (await res.json()) as unknown };
    }
    async function usersWith(email: string) {
      return db
        .select()
        .from(schema.users)
        .where(sql`lower(${schema.users.email}) = ${email.toLowerCase()}`);
    }

    describe('the flow', () => {
      for (const provider of ['google', 'facebook'] as const) {
        test(`${provider}: a new user is created by verified e-mail and signed in with a login token`, async () => {
          const account = provider === 'google' ? ACCOUNTS.ana! : ACCOUNTS.fred!;
          const sub = provider === 'google' ? 'ana' : 'fred';
          const { res } = await signIn(provider, sub);
          const token = await tokenOf(res);
          const session = await exchange(token);
          assert.equal(session.status, 200, JSON.stringify(session.body));
          const { user } = sessionResponse.parse(session.body);
          assert.equal(user.email, account.email);
          assert.equal(user.name, account.name);
          assert.equal(user.role, 'user');
          assert.equal(user.image, account.picture ?? null);
          assert.equal((await usersWith(account.email)).length, 1);

          // Again: the same user, found by e-mail.
          const again = await exchange(await tokenOf((await signIn(provider, sub)).res));
          assert.equal(again.status, 200);
          assert.equal(sessionResponse.parse(again.body).user.id, user.id);
          assert.equal((await usersWith(account.email)).length, 1);
        });
      }

      test('an existing account is found by e-mail, whatever its case; its name is kept', async () => {
        const [kees] = await usersWith('cook@example.com');
        assert.ok(kees);
        const session = await exchange(await tokenOf((await signIn('facebook', 'kees')).res));
        assert.equal(session.status, 200);
        const { user } = sessionResponse.parse(session.body);
        assert.equal(user.id, kees.id);
        assert.equal(user.name, 'Kees Kok');
        assert.equal((await usersWith('cook@example.com')).length, 1);
      });

      test('a creator signs in on their own site and comes back there as the creator', async () => {
        const origin = `http://${creator.slug}.localhost:3000`;
        const { res } = await signIn('google', 'creator', `${origin}/nl`);
        const session = await exchange(await tokenOf(res, origin, 'nl'));
        assert.equal(session.status, 200);
        const { user } = sessionResponse.parse(session.body);
        assert.equal(user.role, 'creator');
        assert.equal(user.website?.slug, creator.slug);
      });

      test('the authorization request: code flow, PKCE S256, state, nonce, our redirect_uri', async () => {
        const { cookie, authorizationUrl } = await start('google');
        const q = authorizationUrl.searchParams;
        assert.equal(`${authorizationUrl.origin}`, op.google.issuer);
        assert.equal(q.get('response_type'), 'code');
        assert.equal(q.get('client_id'), CLIENTS.google.id);
        assert.equal(q.get('redirect_uri'), `${MAIN}/v1/login/google/callback`);
        assert.equal(q.get('code_challenge_method'), 'S256');
        assert.match(q.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
        assert.match(q.get('state') ?? '', /^[A-Za-z0-9_-]{20,}$/);
        assert.match(q.get('nonce') ?? '', /^[A-Za-z0-9_-]{20,}$/);
        assert.equal(q.get('scope'), 'openid email profile');
        assert.equal(q.get('code_verifier'), null);
        // The checks travel encrypted: neither the state nor the nonce can be read off the cookie.
        assert.ok(!cookie.includes(q.get('state')!));
        assert.ok(!cookie.includes(q.get('nonce')!));
        const opened = await openSocialState(stateKey(SECRET), cookieValue(cookie), clock);
        assert.ok(opened.ok);
        assert.equal(opened.state.state, q.get('state'));
        assert.equal(opened.state.nonce, q.get('nonce'));
      });

      test('the state cookie: HttpOnly, SameSite=Lax, Path=/v1/login, 10 minutes; cleared at the callback', async () => {
        const res = await get(startUrl('google', `${MAIN}/en`));
        const line = res.headers.getSetCookie().find((l) => l.startsWith(SOCIAL_STATE_COOKIE))!;
        assert.match(line, /; HttpOnly/i);
        assert.match(line, /; SameSite=Lax/i);
        assert.match(line, /; Path=\/v1\/login(;|$)/);
        assert.match(line, new RegExp(`; Max-Age=${SOCIAL_STATE_TTL_SECONDS}(;|$)`));
        assert.doesNotMatch(line, /; Secure/i, 'http site: no Secure');
        assert.equal(res.headers.get('cache-control'), 'no-store');

        const started = {
          cookie: line.split(';')[0]!,
          authorizationUrl: new URL(res.headers.get('location')!),
        };
        const back = await atProvider('google', started, 'ana');
        const done = await callback('google', back, started.cookie);
        await tokenOf(done);
        const cleared = done.headers.getSetCookie().find((l) => l.startsWith(SOCIAL_STATE_COOKIE))!;
        assert.match(cleared, new RegExp(`^${SOCIAL_STATE_COOKIE}=;`));
        assert.match(cleared, /; Max-Age=0/);
        assert.match(cleared, /; Path=\/v1\/login/);
        assert.equal(done.headers.get('referrer-policy'), 'no-referrer');
      });

      test('on https the cookie is __Secure- and Secure', async () => {
        const secureOrigins = { ...ORIGINS, mainOrigin: 'https://www.zesty.test' };
        const social = createSocialLogin(
          { secret: SECRET, origins: secureOrigins },
          envConfig({ google: op.google.issuer }),
          { log: () => {} },
        );
        const secureApp = appWith({ ...services(social), origins: secureOrigins });
        const res = await get(startUrl('google', 'https://www.zesty.test/nl'), { on: secureApp });
        assert.equal(res.status, 302);
        const line = res.headers.getSetCookie()[0] ?? '';
        assert.match(line, new RegExp(`^__Secure-${SOCIAL_STATE_COOKIE}=`));
        assert.match(line, /; Secure/);
        assert.equal(
          new URL(res.headers.get('location')!).searchParams.get('redirect_uri'),
          'https://www.zesty.test/v1/login/google/callback',
        );
      });

      test('a login token is single use', async () => {
        const token = await tokenOf((await signIn('google', 'once')).res);
        assert.equal((await exchange(token)).status, 200);
        const second = await exchange(token);
        assert.equal(second.status, 401);
        assert.equal(
          errorBodySchema.parse(second.body).message,
          'Login token expired. Please try again.',
        );
      });

      test('a login token lives 60 s (the clock moved, no sleeping)', async () => {
        assert.equal(LOGIN_TOKEN_TTL_MS, 60_000);
        const fresh = await tokenOf((await signIn('facebook', 'late')).res);
        const stale = await tokenOf((await signIn('facebook', 'late')).res);
        const issued = Date.now();
        try {
          mock.timers.enable({ apis: ['Date'], now: issued + 55_000 });
          assert.equal((await exchange(fresh)).status, 200);
          mock.timers.setTime(issued + 61_000);
          const late = await exchange(stale);
          assert.equal(late.status, 401);
          assert.equal(
            errorBodySchema.parse(late.body).message,
            'Login token expired. Please try again.',
          );
        } finally {
          mock.timers.reset();
        }
      });

      test('discovery happens once, on first use', async () => {
        const discoveries = () =>
          op.facebook.requests.filter((r) => r.includes('/.well-known/openid-configuration'))
            .length;
        assert.equal(discoveries(), 1);
        await start('facebook');
        await start('facebook');
        assert.equal(discoveries(), 1);
      });

      test('a provider that is down: the visitor is told, and discovery is tried again later', async () => {
        const port = await freePort();
        const issuer = `http://127.0.0.1:${port}`;
        const downApp = appWith(services(socialWith(envConfig({ google: issuer }))));
        const res = await get(startUrl('google', `${MAIN}/en`), { on: downApp });
        refusedWith(res, 'provider_error');
        const later = await startProvider('google', true, port);
        try {
          const started = await start('google', `${MAIN}/en`, downApp);
          const back = await later.authorize(started.authorizationUrl.href, 'ana');
          await tokenOf(await callback('google', back, started.cookie, downApp));
        } finally {
          await later.close();
        }
      });
    });

    describe('refusals at the callback', () => {
      test('a wrong state', async () => {
        const started = await start('google');
        const back = await atProvider('google', started, 'ana');
        back.searchParams.set('state', 'not-the-state-we-sent');
        refusedWith(await callback('google', back, started.cookie), 'invalid_state');
      });

      test("another browser's code with this browser's cookie (login CSRF)", async () => {
        const attacker = await start('google');
        const attackerBack = await atProvider('google', attacker, 'fred');
        const victim = await start('google');
        refusedWith(await callback('google', attackerBack, victim.cookie), 'invalid_state');
      });

      test('a wrong nonce (state and PKCE verifier right: only the ID token disagrees)', async () => {
        const started = await start('google');
        const back = await atProvider('google', started, 'ana');
        const key = stateKey(SECRET);
        const opened = await openSocialState(key, cookieValue(started.cookie), clock);
        assert.ok(opened.ok);
        const forged = await sealSocialState(key, { ...opened.state, nonce: randomNonce() }, clock);
        const res = await callback('google', back, `${SOCIAL_STATE_COOKIE}=${forged}`);
        refusedWith(res, 'invalid_state');
        assert.match(logs.at(-1) ?? '', /ClientError/);
      });

      test('a wrong PKCE verifier: the provider refuses the code', async () => {
        const started = await start('facebook');
        const back = await atProvider('facebook', started, 'fred');
        const key = stateKey(SECRET);
        const opened = await openSocialState(key, cookieValue(started.cookie), clock);
        assert.ok(opened.ok);
        const forged = await sealSocialState(
          key,
          { ...opened.state, verifier: randomPKCECodeVerifier() },
          clock,
        );
        refusedWith(
          await callback('facebook', back, `${SOCIAL_STATE_COOKIE}=${forged}`),
          'invalid_state',
        );
        assert.match(logs.at(-1) ?? '', /invalid_grant/);
      });

      test('a replayed code', async () => {
        const { res, back, started } = await signIn('google', 'ana');
        await tokenOf(res);
        refusedWith(await callback('google', back, started.cookie), 'invalid_state');
      });

      test("one provider's cookie at the other's callback", async () => {
        const started = await start('google');
        const back = await atProvider('google', started, 'ana');
        refusedWith(await callback('facebook', back, started.cookie), 'invalid_state');
      });

      test('a missing, foreign or damaged cookie: 400, nowhere to send the visitor', async () => {
        const started = await start('google');
        const back = await atProvider('google', started, 'ana');
        const foreignKey = stateKey(
          new TextEncoder().encode('another-secret-0123456789abcdef0123'),
        );
        const opened = await openSocialState(stateKey(SECRET), cookieValue(started.cookie), clock);
        assert.ok(opened.ok);
        const foreign = await sealSocialState(foreignKey, opened.state, clock);
        for (const cookie of [
          undefined,
          `${SOCIAL_STATE_COOKIE}=${foreign}`,
          `${SOCIAL_STATE_COOKIE}=${cookieValue(started.cookie).slice(0, -4)}AAAA`,
          `${SOCIAL_STATE_COOKIE}=garbage`,
          `other=${cookieValue(started.cookie)}`,
        ]) {
          const res = await callback('google', back, cookie);
          assert.equal(res.status, 400, String(cookie));
          assert.equal(res.headers.get('location'), null);
          const body = errorBodySchema.parse(await res.json());
          assert.equal(body.code, 'bad_request');
        }
        // The genuine cookie still works: none of the above spent the code.
        await tokenOf(await callback('google', back, started.cookie));
      });

      test('a sign-in that took more than 10 minutes', async () => {
        const started = await start('google');
        const back = await atProvider('google', started, 'ana');
        clock += (SOCIAL_STATE_TTL_SECONDS + 1) * 1000;
        try {
          refusedWith(await callback('google', back, started.cookie), 'expired');
        } finally {
          clock = Date.now();
        }
      });

      test('cancelled at the provider', async () => {
        const started = await start('facebook');
        const back = await atProvider('facebook', started, 'fred', true);
        assert.equal(back.searchParams.get('error'), 'access_denied');
        refusedWith(await callback('facebook', back, started.cookie), 'cancelled');
      });

      test('an account without a verified e-mail address creates nobody', async () => {
        for (const provider of ['google', 'facebook'] as const) {
          const { res } = await signIn(provider, 'unverified');
          refusedWith(res, 'email_unverified');
        }
        assert.equal((await usersWith(ACCOUNTS.unverified!.email)).length, 0);
      });
    });

    describe("Facebook's default: OAuth 2 with PKCE and Graph's /me", () => {
      async function graphSignIn(user: GraphUser) {
        const graph = await startGraphStandIn(user);
        try {
          const graphApp = appWith(services(socialWith(socialConfigFromEnv(graph.env))));
          const started = await start('facebook', `${MAIN}/nl`, graphApp);
          const q = started.authorizationUrl.searchParams;
          assert.equal(q.get('scope'), 'email public_profile');
          assert.equal(q.get('nonce'), null);
          const opened = await openSocialState(
            stateKey(SECRET),
            cookieValue(started.cookie),
            clock,
          );
          assert.ok(opened.ok);
          assert.equal(opened.state.nonce, undefined);
          const atGraph = await fetch(started.authorizationUrl, { redirect: 'manual' });
          const back = new URL(atGraph.headers.get('location') ?? '');
          secrets.push(back.searchParams.get('code') ?? '');
          const res = await callback('facebook', back, started.cookie, graphApp);
          // The code is single use at Facebook too.
          const replay = await callback('facebook', back, started.cookie, graphApp);
          return { res, replay };
        } finally {
          await graph.close();
        }
      }

      test('a Graph e-mail counts as verified: the user is signed in with name and picture', async () => {
        const user = {
          id: '10221234567890',
          name: 'Gina Graph',
          email: 'gina.graph@example.com',
          picture: 'https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=1',
        };
        const { res, replay } = await graphSignIn(user);
        const session = await exchange(await tokenOf(res, MAIN, 'nl'));
        assert.equal(session.status, 200, JSON.stringify(session.body));
        const signedIn = sessionResponse.parse(session.body).user;
        assert.equal(signedIn.email, user.email);
        assert.equal(signedIn.name, user.name);
        assert.equal(signedIn.image, user.picture);
        assert.equal(landing(replay, MAIN, 'nl').get('error'), 'invalid_state');
      });

      test('without an e-mail address (permission declined) nobody is signed in', async () => {
        const { res } = await graphSignIn({ id: '10220000000001', name: 'No Mail' });
        assert.equal(landing(res, MAIN, 'nl').get('error'), 'email_unverified');
      });
    });

    describe('refusals at the start', () => {
      const vectors = [
        'https://evil.example/en',
        'http://evil.example/en',
        '//evil.example',
        '//evil.example/en',
        'http://localhost:3000@evil.example/',
        'http://user:pass@localhost:3000/en',
        'http://localhost:3000\\@evil.example/',
        'http:\\\\evil.example\\en',
        '/\\evil.example',
        'http://localhost:3000.evil.example/en',
        'http://evil.localhost.example:3000/en',
        'http://nonexistent-creator.localhost:3000/en/account/social',
        'http://nonexistent-creator.localhost:3000/en',
        ...(disabledCreator ? [`http://${disabledCreator.slug}.localhost:3000/en`] : []),
        'http://localhost:3001/en',
        'https://localhost:3000/en',
        'http://localhost/en',
        'http://localhost:3000/en?next=https://evil.example',
        'http://localhost:3000/en#https://evil.example',
        'http://localhost:3000/de',
        'http://localhost:3000/en/../../evil',
        'http://LOCALHOST:3000/en',
        'javascript:alert(1)',
        'data:text/html,hi',
        '/en',
        '',
      ];
      for (const vector of vectors) {
        test(`redirectUrl ${JSON.stringify(vector)} is refused with 400`, async () => {
          const res = await get(startUrl('google', vector));
          assert.equal(res.status, 400);
          assert.equal(res.headers.get('location'), null);
          assert.deepEqual(res.headers.getSetCookie(), []);
          assert.equal(errorBodySchema.parse(await res.json()).code, 'invalid_redirect');
        });
      }

      test('a missing or repeated redirectUrl is refused', async () => {
        for (const path of [
          '/v1/login/google/redirect',
          `/v1/login/google/redirect?redirectUrl=${encodeURIComponent(`${MAIN}/en`)}&redirectUrl=${encodeURIComponent('https://evil.example/')}`,
        ]) {
          const res = await get(path);
          assert.equal(res.status, 400, path);
          assert.equal(errorBodySchema.parse(await res.json()).code, 'invalid_redirect');
        }
      });

      test('our own sites are accepted: the main site with or without a locale, a creator site', async () => {
        for (const ok of [
          MAIN,
          `${MAIN}/`,
          `${MAIN}/nl`,
          `${MAIN}/en/`,
          `http://${creator.slug}.localhost:3000/en`,
        ]) {
          const res = await get(startUrl('google', ok));
          assert.equal(res.status, 302, ok);
        }
      });

      test('unknown and unconfigured providers are 404', async () => {
        const googleOnly = appWith(services(socialWith(envConfig({ google: op.google.issuer }))));
        const noSocial = appWith(services(undefined));
        for (const [on, provider] of [
          [app, 'twitter'],
          [app, 'Google'],
          [googleOnly, 'facebook'],
          [noSocial, 'google'],
        ] as const) {
          for (const action of ['redirect', 'callback']) {
            const res = await get(
              action === 'redirect'
                ? startUrl(provider, `${MAIN}/en`)
                : `/v1/login/${provider}/callback?code=x&state=y`,
              { on },
            );
            assert.equal(res.status, 404, `${provider} ${action}`);
            assert.equal(errorBodySchema.parse(await res.json()).code, 'not_found');
          }
        }
        assert.equal((await get(startUrl('google', `${MAIN}/en`), { on: googleOnly })).status, 302);
        // What the sign-in screens ask, to show only the buttons that work.
        for (const [on, offered] of [
          [app, ['google', 'facebook']],
          [googleOnly, ['google']],
          [noSocial, []],
        ] as const) {
          const res = await get('/api/v1/login/providers', { on });
          assert.equal(res.status, 200);
          assert.deepEqual(await res.json(), { data: offered });
        }
      });

      test(`more than ${LIMITS.socialPerIp.points} starts from one address in 10 minutes: 429 with Retry-After`, async () => {
        const ip = freshIp();
        const limited = appWith(services(socialWith(envConfig({ google: op.google.issuer }))));
        for (let i = 0; i < LIMITS.socialPerIp.points; i++) {
          const res = await get(startUrl('google', `${MAIN}/en`), { ip, on: limited });
          assert.equal(res.status, 302, `start ${i + 1}`);
        }
        const res = await get(startUrl('google', `${MAIN}/en`), { ip, on: limited });
        assert.equal(res.status, 429);
        assert.ok(Number(res.headers.get('retry-after')) > 0);
        assert.equal(errorBodySchema.parse(await res.json()).code, 'rate_limited');
        assert.deepEqual(res.headers.getSetCookie(), []);
        // Another address is not affected.
        assert.equal((await get(startUrl('google', `${MAIN}/en`), { on: limited })).status, 302);
      });
    });

    test('no code or token ever reached a log line', () => {
      assert.ok(secrets.length > 10);
      assert.ok(logs.length > 5);
      const all = logs.join('\n');
      for (const secret of secrets) assert.ok(!all.includes(secret), 'a secret was logged');
    });

    test('no user was created twice', async () => {
      const rows = await db
        .select({ email: schema.users.email, n: sql<number>`count(*)::int` })
        .from(schema.users)
        .groupBy(schema.users.email)
        .having(sql`count(*) > 1`);
      assert.deepEqual(rows, []);
      const [ana] = await usersWith(ACCOUNTS.ana!.email);
      assert.ok(ana);
      const tokens = await db
        .select()
        .from(schema.loginTokens)
        .where(eq(schema.loginTokens.userId, ana.id));
      for (const row of tokens)
        assert.ok(!secrets.includes(row.tokenHash), 'tokens are stored hashed');
    });
  });
}
