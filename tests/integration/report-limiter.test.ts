/**
 * The CSP reports' limit across web servers (lib/security/report-limiter.ts): with REDIS_URL two
 * servers' limiters count one budget per address; with Redis not answering each still limits
 * on its own. The shared half needs TEST_REDIS_URL.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, test } from 'node:test';
import { reportLimiter } from '../../lib/security/report-limiter';

type Limiter = ReturnType<typeof reportLimiter>['limiter'];
const refused = (limiter: Limiter, key: string) =>
  limiter.consume(key).then(
    () => false,
    (why: unknown) => {
      assert.ok(!(why instanceof Error), `a refusal, not an error: ${String(why)}`);
      return true;
    },
  );

test(
  'two web servers count one budget of reports per address in Redis',
  {
    skip: process.env.TEST_REDIS_URL ? false : 'TEST_REDIS_URL is not set',
  },
  async () => {
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `zesty-test-${randomBytes(4).toString('hex')}`,
    };
    const servers = [reportLimiter(3, 60, env), reportLimiter(3, 60, env)];
    after(() => servers.forEach((s) => s.close()));
    const [one, two] = servers.map((s) => s.limiter) as [Limiter, Limiter];
    // Connected (until then a server counts in its own memory, as while Redis is down).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const address = '203.0.113.7';
    assert.equal(await refused(one, address), false);
    assert.equal(await refused(two, address), false);
    assert.equal(await refused(one, address), false);
    assert.equal(await refused(two, address), true, 'the fourth report, on the other server');
    assert.equal(await refused(one, '203.0.113.8'), false, 'another address has its own budget');
  },
);

test('with Redis not answering, each server still limits reports on its own', async () => {
  const { limiter, close } = reportLimiter(2, 60, { REDIS_URL: 'redis://127.0.0.1:9' });
  after(close);
  const warn = console.warn;
  console.warn = () => undefined;
  try {
    assert.equal(await refused(limiter, '198.51.100.1'), false);
    assert.equal(await refused(limiter, '198.51.100.1'), false);
    assert.equal(await refused(limiter, '198.51.100.1'), true);
  } finally {
    console.warn = warn;
  }
});
