/**
 * Per-address limits on the API calls a visitor's browser makes (issue 26): reads and writes are
 * counted per address the web app hands on (`x-zesty-client-ip`), 429 with Retry-After beyond;
 * another address, and the web server's own reads (no address), are not held up; sign-in and the
 * grocery widget keep limits of their own. The limits here are scaled down (`ipFactor`) so that a
 * few requests reach them; in production they are 1,200 reads and 300 writes a minute.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { errorBodySchema } from '../../core/contract';
import { createApp } from '../../server/app';
import { createLimits, LIMITS } from '../../server/auth/limits';
import type { Db } from '../../server/db/client';
import { MemoryMediaStore } from '../../server/media/storage';
import { testAuth } from './auth-services';
import { targets } from './databases';

const SECRET = new TextEncoder().encode('visitor-limits-secret-0123456789abcdef');
/** 1,200 reads → 6, 300 writes → 1.5 (one write, the second refused). */
const FACTOR = 0.005;

for (const target of targets()) {
  describe(`visitor limits on ${target.name}`, () => {
    let db: Db;
    let dispose: () => Promise<void>;
    before(async () => {
      ({ db, dispose } = await target.open());
    });
    after(() => dispose());

    const appOf = () =>
      createApp({
        db: async () => db,
        media: () => new MemoryMediaStore(),
        auth: testAuth(SECRET, { limits: createLimits({ ipFactor: FACTOR }) }),
      });
    const call = (
      app: ReturnType<typeof appOf>,
      method: string,
      path: string,
      ip: string | undefined,
    ) =>
      app.fetch(
        new Request(`http://api.test${path}`, {
          method,
          headers: ip ? { 'x-zesty-client-ip': ip } : {},
        }),
      );

    test('reads: a visitor over the limit gets 429 with Retry-After; others and the server do not', async () => {
      const app = appOf();
      const reads = Math.floor(LIMITS.readsPerIp.points * FACTOR);
      const paths = ['/api/v1/search?search=pasta&locale=en', '/api/v1/recipes/?locale=en'];
      for (let i = 0; i < reads; i++) {
        const res = await call(app, 'GET', paths[i % paths.length]!, '198.51.100.1');
        assert.notEqual(res.status, 429, `read ${i + 1}`);
      }
      const refused = await call(app, 'GET', paths[0]!, '198.51.100.1');
      assert.equal(refused.status, 429);
      assert.equal(
        errorBodySchema.parse(await refused.json()).message,
        'Too many requests. Please try again later.',
      );
      const retryAfter = Number(refused.headers.get('retry-after'));
      assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
      // Another visitor, and the web server rendering a page (no address), go on.
      assert.equal((await call(app, 'GET', paths[0]!, '198.51.100.2')).status, 200);
      assert.equal((await call(app, 'GET', paths[0]!, undefined)).status, 200);
      // Sign-in's own limits decide there, not this one.
      assert.equal((await call(app, 'GET', '/api/v1/login/providers', '198.51.100.1')).status, 200);
    });

    test('writes are counted apart from reads, refused or not by the route', async () => {
      const app = appOf();
      // Not signed in: the route answers 401, and the write still counts.
      const write = () => call(app, 'POST', '/api/v1/recipes/1/favorite', '198.51.100.3');
      assert.equal((await write()).status, 401);
      const refused = await write();
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers.get('retry-after')) >= 1);
      // Reads of the same visitor are a budget of their own.
      assert.equal(
        (await call(app, 'GET', '/api/v1/recipes/?locale=en', '198.51.100.3')).status,
        200,
      );
    });
  });
}
