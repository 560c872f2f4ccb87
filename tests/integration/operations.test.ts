/**
 * Health and readiness (issue 26): `/api/health` says the process answers; `/api/ready` says its
 * database answers and, when configured, Redis — 503 naming what fails, never cached. On PGlite
 * and PostgreSQL, and against the machine's Redis where TEST_REDIS_URL is set.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { healthResponse, readinessResponse } from '../../core/contract';
import { createApp } from '../../server/app';
import { MemoryMediaStore } from '../../server/media/storage';
import type { Db } from '../../server/db/client';
import { databaseUnavailable } from '../../server/db/unavailable';
import { testAuth } from './auth-services';
import { targets } from './databases';

const SECRET = new TextEncoder().encode('operations-test-secret-0123456789abcdef');
const media = new MemoryMediaStore();

async function get(app: ReturnType<typeof createApp>, path: string) {
  const res = await app.fetch(new Request(`http://api.test${path}`));
  return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
}

for (const target of targets()) {
  describe(`operations on ${target.name}`, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    before(async () => {
      ({ db, dispose } = await target.open());
    });
    after(() => dispose());

    test('health answers; ready says the database answers and Redis is not configured', async () => {
      const app = createApp({ db: async () => db, media: () => media });
      const health = await get(app, '/api/health');
      assert.equal(health.status, 200);
      healthResponse.parse(health.body);
      assert.equal(health.headers.get('cache-control'), 'no-store');
      const ready = await get(app, '/api/ready');
      assert.equal(ready.status, 200);
      assert.deepEqual(readinessResponse.parse(ready.body), {
        status: 'ready',
        checks: { database: 'ok', redis: 'skipped' },
      });
      assert.equal(ready.headers.get('cache-control'), 'no-store');
    });

    test('a database that cannot be opened is 503 not_ready, database failing; health still answers', async () => {
      const app = createApp({
        db: () => Promise.reject(new Error('connection refused')),
        media: () => media,
      });
      assert.equal((await get(app, '/api/health')).status, 200);
      const ready = await get(app, '/api/ready');
      assert.equal(ready.status, 503);
      assert.deepEqual(readinessResponse.parse(ready.body), {
        status: 'not_ready',
        checks: { database: 'failing', redis: 'skipped' },
      });
    });

    test('a Redis that does not answer is reported, and the instance stays ready (everything falls back)', async () => {
      // Nothing listens on port 1: every command fails at once.
      const down = new Redis('redis://127.0.0.1:1', {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        retryStrategy: () => null,
      });
      down.on('error', () => undefined);
      const app = createApp({
        db: async () => db,
        media: () => media,
        auth: testAuth(SECRET, { redis: down }),
      });
      const ready = await get(app, '/api/ready');
      assert.equal(ready.status, 200);
      assert.deepEqual(readinessResponse.parse(ready.body), {
        status: 'ready',
        checks: { database: 'ok', redis: 'failing' },
      });
      down.disconnect();
    });

    test(
      'with the machine’s Redis, ready checks it',
      { skip: !process.env.TEST_REDIS_URL },
      async () => {
        const redis = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: 1 });
        try {
          const app = createApp({
            db: async () => db,
            media: () => media,
            auth: testAuth(SECRET, { redis }),
          });
          const ready = await get(app, '/api/ready');
          assert.equal(ready.status, 200);
          assert.deepEqual(readinessResponse.parse(ready.body).checks, {
            database: 'ok',
            redis: 'ok',
          });
        } finally {
          redis.disconnect();
        }
      },
    );
  });
}

describe('a database out of reach (issue 27)', () => {
  test('a read is 503 with Retry-After and the general text, never a 500', async () => {
    // A PostgreSQL that is not there: nothing listens on port 1.
    const pool = new pg.Pool({
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
      connectionTimeoutMillis: 2_000,
    });
    pool.on('error', () => undefined);
    const logged: unknown[] = [];
    const app = createApp({
      db: async () => drizzle(pool) as unknown as Db,
      media: () => media,
      log: (entry) => logged.push(entry),
    });
    try {
      for (const path of ['/api/v1/recipes', '/api/v1/search?search=pasta&locale=en']) {
        const res = await get(app, path);
        assert.equal(res.status, 503, path);
        assert.equal(res.headers.get('retry-after'), '5', path);
        assert.equal(res.headers.get('cache-control'), 'no-store', path);
        assert.deepEqual(res.body, {
          message: 'Something went wrong. Please try again later.',
          code: 'unavailable',
          status: 503,
        });
      }
      assert.ok(logged.length > 0, 'the outage is logged');
    } finally {
      await pool.end();
    }
  });

  test('what counts as out of reach: refused, reset, shut down, starting; not a bad query', () => {
    const coded = (code: string, message = code) => Object.assign(new Error(message), { code });
    const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });
    for (const err of [
      wrapped(coded('ECONNREFUSED')),
      wrapped(coded('ECONNRESET')),
      wrapped(coded('57P01', 'terminating connection due to administrator command')),
      wrapped(coded('57P03', 'the database system is starting up')),
      wrapped(coded('08006', 'connection failure')),
      wrapped(new Error('Connection terminated unexpectedly')),
      new AggregateError([coded('ECONNREFUSED')], 'connect failed'),
    ])
      assert.equal(databaseUnavailable(err), true, String((err as Error).cause ?? err));
    for (const err of [
      wrapped(coded('42P01', 'relation "nope" does not exist')),
      wrapped(coded('23505', 'duplicate key value violates unique constraint')),
      new Error('something else'),
      'not an error',
    ])
      assert.equal(databaseUnavailable(err), false, String(err));
  });
});
