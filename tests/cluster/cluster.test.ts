/**
 * Zesty scaled out (issue 27), with the machine's real PostgreSQL, a Redis server of its own and
 * Debian's Varnish: two API processes, two web servers sharing Next's cache in Redis, the edge in
 * front (scripts/lib/cluster.ts, as `npm run start:cluster` runs it, on the production build).
 * A publish through one web server is served by the other and by the edge within 2 s; a sign-in
 * limit holds across instances; a logout on one ends the session on the other; a Redis outage
 * degrades to each server's own cache, with a warning, and never to an error. Skipped, saying
 * why, where PostgreSQL (TEST_DATABASE_URL), redis-server, Varnish or the build is missing.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { studioRecipeResponse } from '../../core/contract';
import { startCluster, type Cluster } from '../../scripts/lib/cluster';
import {
  REDIS_SERVER,
  scratchDatabase,
  startRedisServer,
  type RedisServer,
  type ScratchDatabase,
} from '../../scripts/lib/scratch';
import { varnishMissing } from '../../scripts/lib/varnish';
import { askLoopback, type LoopbackAnswer } from '../support/loopback';
import { startMailCatcher, type MailCatcher } from '../support/smtp';

const EDGE = 3351;
const WEBS = [3352, 3353];
const APIS = [3354, 3356];
const REDIS = 3355;
const VISIBLE_WITHIN_MS = 2_000;
const CREATOR = 'ovenfresh';
const CREATOR_EMAIL = 'lotte.ovenfresh@example.com';

function whyNot(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (PostgreSQL)';
  if (!REDIS_SERVER) return 'redis-server is not installed';
  if (!existsSync('.next/BUILD_ID')) return 'no production build (npm run build)';
  return varnishMissing();
}
const skip = whyNot();
if (skip) console.log(`# cluster tests skipped: ${skip}`);

let cluster: Cluster;
let redis: RedisServer | undefined;
let db: ScratchDatabase | undefined;
let mail: MailCatcher;
const logs: string[] = [];

type Answer = LoopbackAnswer;

/** A request to `port` as a browser on the public origin (the edge) would make it. */
function ask(
  port: number,
  target: string,
  {
    method = 'GET',
    headers = {},
    body,
    host = `localhost:${EDGE}`,
  }: { method?: string; headers?: Record<string, string>; body?: unknown; host?: string } = {},
): Promise<Answer> {
  const origin = `http://${host}`;
  const write: Record<string, string> =
    method !== 'GET' ? { origin, 'sec-fetch-site': 'same-origin' } : {};
  return askLoopback(port, target, {
    method,
    host,
    headers: {
      ...write,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    timeoutMs: 20_000,
  });
}

/** A browser's cookies, as far as sign-in needs them. */
class Jar {
  readonly values = new Map<string, string>();
  take(answer: Answer) {
    for (const line of answer.headers['set-cookie'] ?? []) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.values.delete(pair.slice(0, eq));
      else this.values.set(pair.slice(0, eq), value);
    }
    return answer;
  }
  get cookie() {
    return { cookie: [...this.values].map(([k, v]) => `${k}=${v}`).join('; ') };
  }
}

/** Signs `email` in through the web server on `port` with the code the mail catcher caught. */
async function signIn(port: number, email: string): Promise<Jar> {
  const jar = new Jar();
  const before = mail.messagesTo(email).length;
  const sent = await ask(port, '/api/auth/otp/request', {
    method: 'POST',
    body: { email, locale: 'en' },
  });
  assert.equal(sent.status, 200, sent.body);
  const otp = mail.codeIn(await mail.waitForMail(email, before + 1));
  const verified = jar.take(
    await ask(port, '/api/auth/otp/verify', { method: 'POST', body: { email, otp } }),
  );
  assert.equal(verified.status, 200, verified.body);
  return jar;
}

/** How long after `since` `seen` first held (polled every 50 ms; each look timed from its start). */
async function msUntil(seen: () => Promise<boolean>, since: number, giveUp = 15_000) {
  for (;;) {
    const asked = Date.now();
    if (await seen()) return asked - since;
    if (Date.now() - since > giveUp) throw new Error(`not seen within ${giveUp} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('two web servers, two API processes, one Redis, one edge', { skip }, () => {
  before(async () => {
    mail = await startMailCatcher();
    redis = await startRedisServer(REDIS);
    db = await scratchDatabase(process.env.TEST_DATABASE_URL!, `zesty_cluster_${process.pid}`);
    cluster = await startCluster({
      databaseUrl: db.url,
      redisUrl: redis.url,
      redisPrefix: 'zesty-cluster-test',
      apiPorts: APIS,
      webPorts: WEBS,
      edgePort: EDGE,
      env: {
        AUTH_SECRET: 'cluster-test-secret-0123456789-abcdefghijkl',
        SMTP_URL: mail.url,
      },
      log: (name, line) => logs.push(`${name} ${line}`),
    });
  });

  after(async () => {
    await cluster?.stop();
    await redis?.stop();
    await mail?.close();
    await db?.drop();
  });

  test('a publish through one web server is served by the other and by the edge within 2 s', async () => {
    const [web1, web2] = WEBS as [number, number];
    const creatorHost = `${CREATOR}.localhost:${EDGE}`;
    const jar = await signIn(web1, CREATOR_EMAIL);
    const studio = async (method: string, target: string, body?: unknown) => {
      const answer = await ask(web1, `/api/proxy?path=${encodeURIComponent(target)}`, {
        method,
        body,
        headers: jar.cookie,
      });
      assert.ok(answer.status < 300, `${method} ${target}: ${answer.status} ${answer.body}`);
      return studioRecipeResponse.parse(JSON.parse(answer.body)).data;
    };
    const slug = `cluster-${Date.now().toString(36)}`;
    let recipe = await studio('POST', `/api/v1/studio/creators/${CREATOR}/recipes`, {
      slug,
      draft: {
        originalLocale: 'en',
        content: {
          en: {
            name: 'Cluster crumble',
            title: 'Crumble from the cluster',
            description: 'Shared by two web servers.',
            ingredients: ['200 g flour', '100 g butter'],
            steps: ['Rub.', 'Bake.'],
          },
          nl: { name: 'Clustercrumble', title: 'Crumble' },
        },
        type: 'dessert',
        timeMinutes: 45,
        tags: ['vegetarian'],
      },
    });
    recipe = await studio('POST', `/api/v1/studio/recipes/${recipe.id}/publish`, {
      version: recipe.version,
    });
    const page = `/en/recipes/${slug}`;
    // Rendered once, by web1; web2 serves Next's copy from Redis, marked for the edge as web1's
    // own answer is (a server answering another's page once sent no Cache-Control, and the edge
    // did not keep it).
    await msUntil(async () => (await ask(web1, page)).body.includes('Cluster crumble'), Date.now());
    const onWeb2 = await ask(web2, page);
    assert.equal(onWeb2.headers['x-nextjs-cache'], 'HIT', 'the other server has the page cached');
    assert.match(String(onWeb2.headers['cache-control']), /^s-maxage=\d+$/);
    assert.match(
      String(onWeb2.headers['cdn-cache-control']),
      /^max-age=\d+, stale-while-revalidate=\d+$/,
      'the other server marks the page for the edge',
    );
    await ask(EDGE, page);
    assert.equal((await ask(EDGE, page)).headers['x-cache'], 'HIT');
    // The creator's own site, through the edge and on each web server (their middleware's
    // rewrite to the creator's pages once answered 404 behind the edge: HOSTNAME=127.0.0.1).
    const onCreatorSite = (port: number) => ask(port, page, { host: creatorHost });
    for (const port of [EDGE, web1, web2]) {
      const answer = await onCreatorSite(port);
      assert.equal(answer.status, 200, `${creatorHost}${page} on ${port}`);
      assert.ok(answer.body.includes('Cluster crumble'), `${creatorHost}${page} on ${port}`);
    }

    // An edit published through web1: web2 and the edge serve it within 2 s, on both hosts.
    recipe = await studio('PUT', `/api/v1/studio/recipes/${recipe.id}`, {
      version: recipe.version,
      draft: {
        ...recipe.draft,
        content: {
          ...recipe.draft.content,
          en: { ...recipe.draft.content.en!, name: 'Cluster plum crumble' },
        },
      },
    });
    recipe = await studio('POST', `/api/v1/studio/recipes/${recipe.id}/publish`, {
      version: recipe.version,
    });
    const since = Date.now();
    const took = await Promise.all(
      [web2, EDGE].flatMap((port) =>
        [`localhost:${EDGE}`, creatorHost].map((host) =>
          msUntil(
            async () => (await ask(port, page, { host })).body.includes('Cluster plum crumble'),
            since,
          ),
        ),
      ),
    );
    assert.ok(
      Math.max(...took) <= VISIBLE_WITHIN_MS,
      `ms until seen on web2 and the edge, main and creator host: ${took.join(', ')}`,
    );
    await studio('POST', `/api/v1/studio/recipes/${recipe.id}/unpublish`, {
      version: recipe.version,
    });
    await msUntil(async () => (await ask(EDGE, page)).status === 404, Date.now());
    assert.equal((await ask(web2, page)).status, 404);
  });

  test('a sign-in limit holds across web servers and API processes', async () => {
    // One code a minute per address: web1 (API 1) sends it, web2 (API 2) refuses another.
    const email = 'riek.bosman@example.com';
    const first = await ask(WEBS[0]!, '/api/auth/otp/request', {
      method: 'POST',
      body: { email, locale: 'en' },
    });
    assert.equal(first.status, 200, first.body);
    const second = await ask(WEBS[1]!, '/api/auth/otp/request', {
      method: 'POST',
      body: { email, locale: 'en' },
    });
    assert.equal(second.status, 429, second.body);
    assert.equal((JSON.parse(second.body) as { code: string }).code, 'rate_limited');
  });

  test('a logout on one web server ends the session on the other at once', async () => {
    const jar = await signIn(WEBS[0]!, 'cook@example.com');
    const session = (port: number) => ask(port, '/api/auth/session', { headers: jar.cookie });
    assert.equal((await session(WEBS[1]!)).status, 200);
    const out = await ask(WEBS[0]!, '/api/auth/logout', { method: 'POST', headers: jar.cookie });
    assert.ok(out.status < 300, `${out.status} ${out.body}`);
    // The same cookies, as a second tab that has not heard of the logout would send them.
    const after = await session(WEBS[1]!);
    assert.equal(after.status, 401, after.body);
  });

  test('with Redis down, pages are served from each server’s own cache with one warning; back when it returns', async () => {
    const pages = ['/en', '/en/recipes/thai-green-chicken-curry', '/nl/creators', '/en/faqs'];
    await redis!.stop();
    const started = Date.now();
    for (let round = 0; round < 3; round++) {
      for (const port of WEBS) {
        for (const page of pages) {
          const answer = await ask(port, page);
          assert.equal(answer.status, 200, `${page} on ${port} with Redis down`);
        }
      }
    }
    assert.ok(Date.now() - started < 60_000, 'no request waits for Redis');
    const warnings = logs.filter(
      (l) => l.includes('[cache] Redis at') && l.includes('does not answer'),
    );
    assert.equal(
      warnings.length,
      WEBS.length,
      `one warning per web server:\n${warnings.join('\n')}`,
    );
    const errors = logs.filter((l) => /unhandled|TypeError/i.test(l));
    assert.deepEqual(errors, [], 'no error in any log');

    redis = await startRedisServer(REDIS);
    await msUntil(
      async () =>
        logs.filter((l) => l.includes('answers again: back to the shared page cache')).length ===
        WEBS.length,
      Date.now(),
      20_000,
    );
    for (const port of WEBS) assert.equal((await ask(port, '/en')).status, 200);
  });
});
