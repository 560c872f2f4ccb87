/**
 * Health and readiness (issue 26): `/api/health` says the process answers; `/api/ready` says its
 * database answers and, when configured, Redis — 503 naming what fails, never cached. On PGlite
 * and PostgreSQL, and against the machine's Redis where TEST_REDIS_URL is set.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Redis } from 'ioredis';
import { healthResponse, readinessResponse } from '../../core/contract';
import { createApp } from '../../server/app';
import { MemoryMediaStore } from '../../server/media/storage';
import type { Db } from '../../server/db/client';
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

    test('a Redis that does not answer makes the instance not ready', async () => {
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
      assert.equal(ready.status, 503);
      assert.deepEqual(readinessResponse.parse(ready.body).checks, {
        database: 'ok',
        redis: 'failing',
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
