/**
 * The login routes (spec §7, issue 14) on PGlite and (where TEST_DATABASE_URL is set) PostgreSQL,
 * sending real mail through nodemailer to a real SMTP server on loopback: codes, limits,
 * sessions, rotation, logout and the redirectUrl allow-list.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import {
  OTP_SENT,
  errorBodySchema,
  messageResponse,
  sessionResponse,
  userResponse,
  type SessionResponse,
} from '../../core/contract';
import { createApp } from '../../server/app';
import type { AuthServices } from '../../server/auth';
import { signAccessToken } from '../../server/auth/access-token';
import { createLimits, LIMITS, RateLimited } from '../../server/auth/limits';
import { issueCode, OTP_MAX_ATTEMPTS } from '../../server/auth/otp';
import { issueLoginToken } from '../../server/auth/sessions';
import { findOrCreateUser } from '../../server/auth/users';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { createMailer } from '../../server/mail';
import type { MemoryMediaStore } from '../../server/media/storage';
import { startMailCatcher } from '../support/smtp';
import { testAuth, TEST_ORIGINS } from './auth-services';
import { seededDatabase, targets } from './databases';
import { connectRedis } from '../../core/redis';

const MAIN: string = TEST_ORIGINS.mainOrigin;
const SECRET = new TextEncoder().encode('integration-test-secret-0123456789abcdef');
const KNOWN = 'cook@example.com';

let ipCounter = 0;
/** A fresh client address, so that one test's per-IP counts never reach another's. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

for (const target of targets()) {
  describe(`login routes on ${target.name}`, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    let mail: Awaited<ReturnType<typeof startMailCatcher>>;
    let media: MemoryMediaStore;

    const services = (over: Partial<AuthServices> = {}): AuthServices =>
      testAuth(SECRET, {
        mailer: createMailer({
          smtpUrl: mail.url,
          outboxDir: '/nonexistent',
          from: 'Zesty <no-reply@zesty.test>',
        }),
        ...over,
      });
    const appWith = (auth: AuthServices) =>
      createApp({ db: async () => db, media: () => media, log: () => {}, auth });
    let app: ReturnType<typeof appWith>;

    before(async () => {
      ({ db, media, dispose } = await seededDatabase(target));
      mail = await startMailCatcher();
      app = appWith(services());
    });
    after(async () => {
      await mail.close();
      await dispose();
    });

    type Call = { status: number; body: unknown; headers: Headers };
    async function call(
      method: 'GET' | 'POST',
      path: string,
      body?: unknown,
      {
        ip = freshIp(),
        headers = {},
        on = app,
      }: { ip?: string; headers?: Record<string, string>; on?: typeof app } = {},
    ): Promise<Call> {
      const res = await on.fetch(
        new Request(`http://api.test${path}`, {
          method,
          headers: {
            'x-zesty-client-ip': ip,
            ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
            ...headers,
          },
          body:
            body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
    }
    const requestOtp = (body: unknown, opts?: Parameters<typeof call>[3]) =>
      call('POST', '/api/v1/login/requestOtp', body, opts);
    const exchange = (body: unknown, opts?: Parameters<typeof call>[3]) =>
      call('POST', '/api/v1/login/exchangeOtpRefreshToken', body, opts);
    const refresh = (token: string) =>
      call('GET', `/api/v1/login/${encodeURIComponent(token)}/exchangeRefreshToken`);

    function expectError(res: Call, status: number, message?: string | RegExp) {
      assert.equal(res.status, status, JSON.stringify(res.body));
      const parsed = errorBodySchema.parse(res.body);
      if (typeof message === 'string') assert.equal(parsed.message, message);
      else if (message) assert.match(parsed.message, message);
      return parsed;
    }

    /** Requests a code for `email` and returns it from the caught mail. */
    async function codeFor(email: string, extra: Record<string, string> = {}, on = app) {
      const before = mail.messagesTo(email).length;
      const res = await requestOtp({ email, redirectUrl: `${MAIN}/en`, ...extra }, { on });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const message = await mail.waitForMail(email, before + 1);
      const code = mail.codeIn(message);
      assert.ok(code, 'the mail holds a six-digit code');
      return code;
    }

    async function signIn(email: string, on = app): Promise<SessionResponse> {
      const code = await codeFor(email, {}, on);
      const res = await exchange({ email, otp: code }, { on });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      return sessionResponse.parse(res.body);
    }

    describe('requestOtp', () => {
      test('a known e-mail gets a code by mail, in the visitor’s language, with a link to the verify screen on the origin it came from', async () => {
        const res = await requestOtp({ email: KNOWN, redirectUrl: `${MAIN}/en` });
        assert.equal(res.status, 200);
        assert.deepEqual(messageResponse.parse(res.body), { message: OTP_SENT });
        const en = await mail.waitForMail(KNOWN, 1);
        assert.match(en.subject, /^\d{6} is your Zesty sign-in code$/);
        assert.ok(en.text.includes(`${MAIN}/en/account/verify/cook%40example.com`), en.text);
        assert.ok(en.html.includes(`href="${MAIN}/en/account/verify/cook%40example.com"`));
        assert.ok(en.html.includes(mail.codeIn(en)!));

        const other = await requestOtp({
          email: 'sanne@example.com',
          redirectUrl: 'http://pastapapa.localhost:3000/nl',
        });
        assert.equal(other.status, 200);
        const nl = await mail.waitForMail('sanne@example.com');
        assert.match(nl.subject, /is je inlogcode voor Zesty$/);
        assert.ok(
          nl.text.includes('http://pastapapa.localhost:3000/nl/account/verify/sanne%40example.com'),
        );
      });

      test('an unknown e-mail is answered as a known one, and its mailbox is told there is no account, with a link to sign up (issue 26)', async () => {
        const email = `new-${target.name.toLowerCase()}@example.com`;
        const unknown = await requestOtp({ email, redirectUrl: `${MAIN}/nl` });
        const known = await requestOtp({ email: 'editor@example.com', redirectUrl: `${MAIN}/nl` });
        assert.equal(unknown.status, 200);
        assert.deepEqual(unknown.body, known.body);
        const note = await mail.waitForMail(email);
        assert.equal(note.subject, 'Inloggen bij Zesty');
        assert.equal(mail.codeIn(note), undefined, 'no code for an address without an account');
        const signUp = `${MAIN}/nl/account/signup?e=${encodeURIComponent(email)}`;
        assert.ok(note.text.includes(signUp), note.text);
        assert.ok(note.html.includes(`href="${signUp}"`));
        // Nothing was made for the address.
        const rows = await db.select().from(schema.users).where(eq(schema.users.email, email));
        assert.equal(rows.length, 0);
      });

      test('sign-up makes the account only when its code is verified; a resend keeps the name', async () => {
        const email = `signup-${target.name.toLowerCase()}@example.com`;
        const accounts = () => db.select().from(schema.users).where(eq(schema.users.email, email));
        const first = await codeFor(email, { name: 'Nina de Nieuwe' });
        assert.equal((await accounts()).length, 0, 'nothing durable before the code is verified');
        // The verify screen's resend sends no name: the pending sign-up's name is kept.
        await db
          .update(schema.otpCodes)
          .set({ createdAt: sql`now() - interval '1 minute'` })
          .where(eq(schema.otpCodes.email, email));
        const resent = await codeFor(email);
        // The first code stopped working (unless chance drew the same one, one in a million).
        if (resent !== first)
          expectError(await exchange({ email, otp: first }), 404, 'Invalid OTP');
        const session = sessionResponse.parse((await exchange({ email, otp: resent })).body);
        assert.equal(session.user.name, 'Nina de Nieuwe');
        assert.equal(session.user.email, email);
        assert.equal(session.user.role, 'user');
        assert.match(session.user.username, /^ninadenieuwe\d*$/);
        assert.equal((await accounts()).length, 1);
      });

      test('usernames never run out: 25 people of one name get 25 usernames (issue 26)', async () => {
        const made = [];
        for (let i = 0; i < 25; i++)
          made.push(
            await findOrCreateUser(db, {
              email: `same-name-${i}-${target.name.toLowerCase()}@example.com`,
              name: 'Zora Zelfde',
            }),
          );
        const names = await db
          .select({ username: schema.users.username })
          .from(schema.users)
          .where(sql`${schema.users.username} ~ '^zorazelfde[0-9]*$'`);
        assert.equal(new Set(names.map((n) => n.username)).size, 25);
        assert.ok(names.some((n) => n.username === 'zorazelfde'));
        assert.ok(names.some((n) => n.username === 'zorazelfde25'));
        assert.ok(made.every((m) => m.created));
      });

      test('addresses are compared without case', async () => {
        const res = await requestOtp({ email: '  Priya@Example.COM ', redirectUrl: `${MAIN}/en` });
        assert.equal(res.status, 200);
        await mail.waitForMail('priya@example.com');
      });

      test('bad bodies are 400 and send nothing', async () => {
        const sent = mail.inbox.length;
        for (const body of [
          {},
          { email: 'not-an-email', redirectUrl: `${MAIN}/en` },
          { email: KNOWN },
          { email: ['a@b.nl'], redirectUrl: `${MAIN}/en` },
          'not json',
        ])
          expectError(await requestOtp(body), 400);
        // A JSON body without a JSON content type is no body at all.
        const plain = await call('POST', '/api/v1/login/requestOtp', undefined, {
          headers: { 'Content-Type': 'text/plain' },
        });
        expectError(plain, 400);
        assert.equal(mail.inbox.length, sent);
      });

      test('redirectUrl must be one of our sites, exactly', async () => {
        const refused = [
          'http://evil.example/en',
          '//evil.example/en',
          '/en',
          'http://localhost:3000@evil.example/en',
          'http://user:pass@localhost:3000/en',
          'http://evil.example\\@localhost:3000/en',
          'http:\\\\localhost:3000\\en',
          'http://localhost:3000\\en',
          'https://localhost:3000/en',
          'http://localhost:4000/en',
          'http://localhost/en',
          'http://LOCALHOST:3000/en',
          'http://localhost:3000/en/../..',
          'http://localhost:3000/en?next=http://evil.example',
          'http://localhost:3000/en#x',
          'http://localhost:3000/fr',
          'http://localhost:3000/en%2F..',
          'http://nonexistent-creator.localhost:3000/en',
          'http://a.b.localhost:3000/en',
          'http://localhost.evil.example:3000/en',
          'javascript:alert(1)',
          'http://localhost:3000/en\n',
          ' http://localhost:3000/en',
        ];
        const disabled = await db
          .select({ slug: schema.creators.slug })
          .from(schema.creators)
          .where(eq(schema.creators.zestyEnabled, false))
          .limit(1);
        if (disabled[0]) refused.push(`http://${disabled[0].slug}.localhost:3000/en`);
        const sent = mail.inbox.length;
        for (const redirectUrl of refused) {
          const res = await requestOtp({ email: KNOWN, redirectUrl });
          assert.equal(res.status, 400, `${JSON.stringify(redirectUrl)} → ${res.status}`);
        }
        assert.equal(mail.inbox.length, sent, 'no mail for a refused redirectUrl');
      });

      test('one code per address per minute: the second request is 429 with Retry-After, and sends no mail', async () => {
        const email = 'marco@example.com';
        assert.equal((await requestOtp({ email, redirectUrl: `${MAIN}/en` })).status, 200);
        await mail.waitForMail(email, 1);
        const again = await requestOtp({ email, redirectUrl: `${MAIN}/en` });
        expectError(again, 429);
        const wait = Number(again.headers.get('retry-after'));
        assert.ok(wait >= 1 && wait <= 60, `Retry-After ${wait}`);
        await new Promise((r) => setTimeout(r, 200));
        assert.equal(mail.messagesTo(email).length, 1);
      });

      test('20 sends per IP an hour; the 21st is 429 and sends nothing', async () => {
        const isolated = appWith(services());
        const ip = freshIp();
        for (let i = 0; i < LIMITS.sendPerIpHour.points; i++) {
          const res = await requestOtp(
            {
              email: `ip-${i}-${target.name}@example.com`,
              name: 'Ip Test',
              redirectUrl: `${MAIN}/en`,
            },
            { ip, on: isolated },
          );
          assert.equal(res.status, 200, `send ${i + 1}`);
        }
        const email = `ip-last-${target.name}@example.com`;
        const over = await requestOtp(
          { email, name: 'Ip Test', redirectUrl: `${MAIN}/en` },
          { ip, on: isolated },
        );
        expectError(over, 429);
        assert.ok(Number(over.headers.get('retry-after')) > 60);
        assert.equal(mail.messagesTo(email).length, 0);
      });

      test('a mail server that fails is a 502 with the spec’s resend text', async () => {
        const broken = appWith(
          services({
            mailer: { send: () => Promise.reject(new Error('connection refused')) },
          }),
        );
        const res = await requestOtp({ email: KNOWN, redirectUrl: `${MAIN}/en` }, { on: broken });
        expectError(res, 502, 'Failed to send OTP. Please try again.');
      });
    });

    describe('exchangeOtpRefreshToken', () => {
      test('the right code gives both tokens and the user; the access token signs requests in', async () => {
        const session = await signIn('lotte.ovenfresh@example.com', appWith(services()));
        assert.equal(session.user.role, 'creator');
        assert.deepEqual(session.user.website, {
          slug: 'ovenfresh',
          name: session.user.website?.name,
        });
        const accessLife = Date.parse(session.accessToken.expiresAt) - Date.now();
        assert.ok(
          accessLife > 14 * 60_000 && accessLife <= 15 * 60_000,
          `access token lives ${accessLife} ms`,
        );
        const refreshLife = Date.parse(session.refreshToken.expiresAt) - Date.now();
        assert.ok(
          Math.abs(refreshLife - 120 * 86_400_000) < 60_000,
          `refresh family lives ${refreshLife} ms`,
        );

        const me = await call('GET', '/api/v1/login/validate', undefined, {
          headers: { Authorization: `Bearer ${session.accessToken.token}` },
        });
        assert.equal(me.status, 200);
        assert.equal(userResponse.parse(me.body).user.email, 'lotte.ovenfresh@example.com');
        assert.match(me.headers.get('cache-control') ?? '', /no-store/);
      });

      test('a wrong code is 404 Invalid OTP; the fifth wrong try burns the code', async () => {
        const on = appWith(services());
        const email = 'joost.zeebries@example.com';
        const code = await codeFor(email, {}, on);
        const wrong = code === '000000' ? '111111' : '000000';
        for (let i = 0; i < OTP_MAX_ATTEMPTS - 1; i++)
          expectError(await exchange({ email, otp: wrong }, { on }), 404, 'Invalid OTP');
        expectError(
          await exchange({ email, otp: wrong }, { on }),
          401,
          'OTP has expired. Please request a new one.',
        );
        expectError(await exchange({ email, otp: code }, { on }), 404, 'Invalid OTP');
      });

      test('wrong codes are capped per address per day, whatever the client; right ones never count (issue 26)', async () => {
        const on = appWith(services());
        const email = 'lotte.ovenfresh@example.com';
        // Signing in right, again and again, uses nothing up.
        for (let i = 0; i < 3; i++) {
          const code = await issueCode(db, SECRET, email);
          assert.equal((await exchange({ email, otp: code }, { on })).status, 200);
        }
        const cap = LIMITS.wrongCodesPerEmailDay.points;
        for (let spent = 0; spent < cap;) {
          const code = await issueCode(db, SECRET, email);
          const wrong = code === '000000' ? '111111' : '000000';
          for (let i = 0; i < OTP_MAX_ATTEMPTS && spent < cap; i++, spent++) {
            // Each from another client address: the cap is the account's.
            const res = await exchange({ email, otp: wrong }, { on });
            assert.ok([404, 401].includes(res.status), JSON.stringify(res.body));
          }
        }
        const code = await issueCode(db, SECRET, email);
        const refused = expectError(await exchange({ email, otp: code }, { on }), 429);
        assert.equal(refused.message, 'Too many attempts. Please try again later.');
        const res = await exchange({ email, otp: code }, { on });
        const retryAfter = Number(res.headers.get('retry-after'));
        assert.ok(retryAfter > 23 * 3600 && retryAfter <= 24 * 3600, `Retry-After ${retryAfter}`);
      });

      test('non-canonical codes are 400 and cost no attempt', async () => {
        const on = appWith(services());
        const email = 'jess.whitworth@example.com';
        const code = await codeFor(email, {}, on);
        const wrong = code === '000000' ? '111111' : '000000';
        const fullWidth = code.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
        for (const otp of [
          fullWidth,
          code.slice(0, 5),
          `${code}1`,
          Number(code),
          [code],
          ` ${code}`,
          `${code} `,
          '12345a',
          '',
          null,
        ])
          expectError(await exchange({ email, otp }, { on }), 400);
        // Two wrong tries still leave the code usable: none of the above counted.
        expectError(await exchange({ email, otp: wrong }, { on }), 404);
        expectError(await exchange({ email, otp: wrong }, { on }), 404);
        assert.equal((await exchange({ email, otp: code }, { on })).status, 200);
      });

      test('an expired code is 401 OTP has expired', async () => {
        const on = appWith(services());
        const email = 'riek.bosman@example.com';
        const code = await codeFor(email, {}, on);
        await db
          .update(schema.otpCodes)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(schema.otpCodes.email, email));
        expectError(
          await exchange({ email, otp: code }, { on }),
          401,
          'OTP has expired. Please request a new one.',
        );
      });

      test('codes live 5 minutes', async () => {
        const on = appWith(services());
        const email = 'anna.vandenheuvel@example.com';
        await codeFor(email, {}, on);
        const [row] = await db
          .select()
          .from(schema.otpCodes)
          .where(eq(schema.otpCodes.email, email));
        const life = row!.expiresAt.getTime() - row!.createdAt.getTime();
        assert.ok(Math.abs(life - 5 * 60_000) < 5_000, `code lives ${life} ms`);
        // Stored as a keyed hash, never as the code.
        assert.doesNotMatch(row!.codeHash, /^\d{6}$/);
      });

      test('single use: two parallel submissions of the right code give one session', async () => {
        const on = appWith(services());
        const email = 'femke.fitfoodie@example.com';
        const code = await codeFor(email, {}, on);
        const results = await Promise.all([
          exchange({ email, otp: code }, { on }),
          exchange({ email, otp: code }, { on }),
          exchange({ email, otp: code }, { on }),
        ]);
        assert.deepEqual(results.map((r) => r.status).sort(), [200, 404, 404]);
        const families = await db
          .select({ n: sql<number>`count(distinct ${schema.refreshTokens.familyId})::int` })
          .from(schema.refreshTokens)
          .innerJoin(schema.users, eq(schema.users.id, schema.refreshTokens.userId))
          .where(eq(schema.users.email, email));
        assert.equal(families[0]?.n, 1);
      });

      test('a new code replaces the old one', async () => {
        const email = 'sanne@example.com';
        const first = await codeFor(email, {}, appWith(services()));
        const second = await codeFor(email, {}, appWith(services()));
        if (first !== second) expectError(await exchange({ email, otp: first }), 404);
        assert.equal((await exchange({ email, otp: second })).status, 200);
      });

      test('verify attempts are limited per IP', async () => {
        const on = appWith(services());
        const ip = freshIp();
        for (let i = 0; i < LIMITS.verifyPerIp.points; i++)
          expectError(
            await exchange({ email: `guess-${i}@example.com`, otp: '123456' }, { ip, on }),
            404,
          );
        const over = await exchange({ email: 'guess-x@example.com', otp: '123456' }, { ip, on });
        expectError(over, 429);
        assert.ok(Number(over.headers.get('retry-after')) >= 1);
      });
    });

    describe('search history', () => {
      test('a signed-in user’s searches come back newest first, each once, at most 10; nobody else sees them', async () => {
        const on = appWith(services());
        const cook = await signIn('anna.vandenheuvel@example.com', on);
        const other = await signIn('riek.bosman@example.com', on);
        const auth = (s: SessionResponse) => ({ Authorization: `Bearer ${s.accessToken.token}` });
        const history = (s: SessionResponse) =>
          call('GET', '/api/v1/search/history', undefined, { headers: auth(s), on });
        const record = (s: SessionResponse, term: string) =>
          call('POST', '/api/v1/search/history', { term, locale: 'en' }, { headers: auth(s), on });

        expectError(await call('GET', '/api/v1/search/history', undefined, { on }), 401);
        expectError(
          await call('POST', '/api/v1/search/history', { term: 'soup', locale: 'en' }, { on }),
          401,
        );
        expectError(await record(cook, '   '), 400);

        const terms = Array.from({ length: 12 }, (_, i) => `pasta ${i + 1}`);
        for (const term of terms) assert.equal((await record(cook, term)).status, 200);
        // The same term again moves up instead of repeating.
        assert.equal((await record(cook, 'PASTA 5')).status, 200);
        const mine = await history(cook);
        assert.equal(mine.status, 200);
        assert.match(mine.headers.get('cache-control') ?? '', /private, no-store/);
        const titles = (mine.body as { data: { title: string; subtype: string }[] }).data.map(
          (r) => r.title,
        );
        assert.deepEqual(titles, [
          'PASTA 5',
          'pasta 12',
          'pasta 11',
          'pasta 10',
          'pasta 9',
          'pasta 8',
          'pasta 7',
          'pasta 6',
          'pasta 4',
          'pasta 3',
        ]);

        const theirs = await history(other);
        assert.deepEqual((theirs.body as { data: unknown[] }).data, []);

        // The search page's mixed list carries the matching history for its owner only.
        const search = (s?: SessionResponse) =>
          call('GET', '/api/v1/search?search=pasta&locale=en', undefined, {
            headers: s ? auth(s) : {},
            on,
          });
        const withHistory = (await search(cook)).body as {
          data: { subtype: string; title: string }[];
        };
        assert.deepEqual(
          withHistory.data.filter((r) => r.subtype === 'history').map((r) => r.title),
          ['PASTA 5', 'pasta 12', 'pasta 11'],
        );
        const visitor = (await search()).body as { data: { subtype: string }[] };
        assert.equal(visitor.data.filter((r) => r.subtype === 'history').length, 0);
        assert.equal(
          ((await search(other)).body as { data: { subtype: string }[] }).data.filter(
            (r) => r.subtype === 'history',
          ).length,
          0,
        );
      });
    });

    describe('refresh, logout and validation', () => {
      const auth = (s: SessionResponse) => ({ Authorization: `Bearer ${s.accessToken.token}` });
      test('every refresh rotates; replaying a used token revokes the whole family', async () => {
        const on = appWith(services());
        const first = await signIn('marco@example.com', on);
        const r1 = await refresh(first.refreshToken.token);
        assert.equal(r1.status, 200, JSON.stringify(r1.body));
        const second = sessionResponse.parse(r1.body);
        assert.notEqual(second.refreshToken.token, first.refreshToken.token);
        assert.notEqual(second.accessToken.token, first.accessToken.token);
        // The family keeps its absolute expiry.
        assert.equal(second.refreshToken.expiresAt, first.refreshToken.expiresAt);
        assert.match(r1.headers.get('cache-control') ?? '', /no-store/);

        expectError(await refresh(first.refreshToken.token), 401);
        // The replay revoked the successor too.
        expectError(await refresh(second.refreshToken.token), 401);
      });

      test('a family past its 120 days cannot be refreshed', async () => {
        const session = await signIn('priya@example.com', appWith(services()));
        await db
          .update(schema.refreshTokens)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(schema.refreshTokens.userId, session.user.id));
        expectError(await refresh(session.refreshToken.token), 401);
      });

      test('logout revokes the session', async () => {
        const session = await signIn(KNOWN, appWith(services()));
        const out = await call('POST', '/api/v1/login/logout', {
          refreshToken: session.refreshToken.token,
        });
        assert.equal(out.status, 200);
        expectError(await refresh(session.refreshToken.token), 401);
      });

      test('unknown and malformed refresh tokens are refused', async () => {
        expectError(await refresh('A'.repeat(43)), 401);
        expectError(await refresh('not a token'), 400);
        expectError(await refresh('short'), 400);
      });

      test('validate refuses a missing, malformed, foreign or expired access token', async () => {
        const validate = (authorization?: string) =>
          call('GET', '/api/v1/login/validate', undefined, {
            headers: authorization ? { Authorization: authorization } : {},
          });
        expectError(await validate(), 401);
        expectError(await validate('Bearer nonsense'), 401);
        expectError(await validate('Basic Y29vazpwYXNz'), 401);
        const live = await signIn('marco@example.com', appWith(services()));
        const [family] = await db
          .select({ id: schema.refreshTokens.familyId })
          .from(schema.refreshTokens)
          .where(eq(schema.refreshTokens.userId, live.user.id))
          .orderBy(desc(schema.refreshTokens.id))
          .limit(1);
        const claims = { userId: live.user.id, role: 'user', sessionId: family!.id } as const;
        const foreign = await signAccessToken(new TextEncoder().encode('x'.repeat(40)), claims);
        expectError(await validate(`Bearer ${foreign.token}`), 401);
        const old = await signAccessToken(SECRET, claims, new Date(Date.now() - 16 * 60_000));
        expectError(await validate(`Bearer ${old.token}`), 401);
        // A token of another (made-up) session, and one naming none, are refused too.
        const otherSession = await signAccessToken(SECRET, { ...claims, sessionId: 'made-up' });
        expectError(await validate(`Bearer ${otherSession.token}`), 401);
        const sessionless = await new SignJWT({ role: 'user' })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(String(live.user.id))
          .setIssuer('zesty-api')
          .setAudience('zesty-web')
          .setIssuedAt()
          .setExpirationTime('15m')
          .sign(SECRET);
        expectError(await validate(`Bearer ${sessionless}`), 401);
        // The same claims, properly signed and in time: the check above refused only what it should.
        const fresh = await signAccessToken(SECRET, claims);
        assert.equal((await validate(`Bearer ${fresh.token}`)).status, 200);
      });

      test('logout ends the access token at once, not when it expires (issue 26)', async () => {
        const on = appWith(services());
        const session = await signIn('priya@example.com', on);
        const me = () =>
          call('GET', '/api/v1/login/validate', undefined, { headers: auth(session), on });
        assert.equal((await me()).status, 200);
        const out = await call('POST', '/api/v1/login/logout', {
          refreshToken: session.refreshToken.token,
        });
        assert.equal(out.status, 200);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expectError(await me(), 401);
        // Favourites too: every route that reads the bearer.
        const favourites = await call('GET', '/api/v1/recipes/favorites?locale=en', undefined, {
          headers: auth(session),
          on,
        });
        assert.equal(favourites.status, 401);
      });

      test('a family revoked for a replayed refresh token takes its access tokens with it', async () => {
        const on = appWith(services());
        const first = await signIn('marco@example.com', on);
        const second = sessionResponse.parse((await refresh(first.refreshToken.token)).body);
        const me = (s: SessionResponse) =>
          call('GET', '/api/v1/login/validate', undefined, { headers: auth(s), on });
        assert.equal((await me(second)).status, 200);
        // The spent token again: a thief's replay. Both the thief's and the owner's tokens end.
        expectError(await refresh(first.refreshToken.token), 401);
        expectError(await me(second), 401);
        expectError(await me(first), 401);
      });

      test('a social login token works once, and not after 60 s', async () => {
        const [user] = await db.select({ id: schema.users.id }).from(schema.users).limit(1);
        const token = await issueLoginToken(db, SECRET, user!.id);
        const first = await call('POST', '/api/v1/login/exchangeLoginToken', { token });
        assert.equal(first.status, 200);
        sessionResponse.parse(first.body);
        expectError(
          await call('POST', '/api/v1/login/exchangeLoginToken', { token }),
          401,
          'Login token expired. Please try again.',
        );

        const late = await issueLoginToken(db, SECRET, user!.id);
        await db.update(schema.loginTokens).set({ expiresAt: sql`now() - interval '1 second'` });
        expectError(await call('POST', '/api/v1/login/exchangeLoginToken', { token: late }), 401);
      });
    });
  });
}

describe('limits', () => {
  const stores: {
    name: string;
    make: () => Promise<{ limits: ReturnType<typeof createLimits>; close: () => Promise<void> }>;
  }[] = [{ name: 'memory', make: async () => ({ limits: createLimits(), close: async () => {} }) }];
  const redisUrl = process.env.TEST_REDIS_URL;
  if (redisUrl)
    stores.push({
      name: 'Redis',
      make: async () => {
        const { Redis } = await import('ioredis');
        const redis = new Redis(redisUrl);
        const prefix = `zesty-test-${process.pid}-${Date.now()}`;
        return {
          limits: createLimits({ redis, keyPrefix: prefix }),
          close: async () => {
            const keys = await redis.keys(`${prefix}*`);
            if (keys.length) await redis.del(...keys);
            redis.disconnect();
          },
        };
      },
    });
  stores.push({
    name: 'Redis not answering: each process counts on its own',
    make: async () => {
      // The API's own kind of connection (core/redis.ts), to a port where nothing listens.
      const redis = connectRedis('redis://127.0.0.1:9');
      return {
        limits: createLimits({ redis, keyPrefix: `zesty-test-${process.pid}` }),
        close: async () => redis.disconnect(),
      };
    },
  });
  for (const store of stores)
    test(`five sends per address an hour, one a minute (${store.name})`, async () => {
      const { limits, close } = await store.make();
      try {
        for (let i = 0; i < 5; i++) await limits.take([['sendPerEmailHour', 'a@example.com']]);
        await assert.rejects(limits.take([['sendPerEmailHour', 'a@example.com']]), (err) => {
          assert.ok(err instanceof RateLimited);
          assert.ok(err.retryAfterSeconds > 60 * 59 && err.retryAfterSeconds <= 3600);
          return true;
        });
        await limits.take([['sendPerEmailMinute', 'b@example.com']]);
        await assert.rejects(limits.take([['sendPerEmailMinute', 'b@example.com']]), RateLimited);
        // A refusal by one limit takes nothing from the others.
        await assert.rejects(
          limits.take([
            ['sendPerEmailMinute', 'b@example.com'],
            ['sendPerIpHour', '10.9.9.9'],
          ]),
          RateLimited,
        );
        for (let i = 0; i < 20; i++) await limits.take([['sendPerIpHour', '10.9.9.9']]);
        await assert.rejects(limits.take([['sendPerIpHour', '10.9.9.9']]), RateLimited);
      } finally {
        await close();
      }
    });

  test('AUTH_IP_LIMIT_FACTOR multiplies the limits per IP, not those per address', async () => {
    const limits = createLimits({ ipFactor: 3 });
    for (let i = 0; i < 60; i++) await limits.take([['sendPerIpHour', '10.8.8.8']]);
    await assert.rejects(limits.take([['sendPerIpHour', '10.8.8.8']]), RateLimited);
    for (let i = 0; i < 90; i++) await limits.take([['verifyPerIp', '10.8.8.8']]);
    await assert.rejects(limits.take([['verifyPerIp', '10.8.8.8']]), RateLimited);
    await limits.take([['sendPerEmailMinute', 'c@example.com']]);
    await assert.rejects(limits.take([['sendPerEmailMinute', 'c@example.com']]), RateLimited);
  });
});
