/**
 * `npm run test:e2e:postgres` (a step of `npm test`): the critical end-to-end journeys — sign-in,
 * favourites, ordering, studio publish, editor publish, the tests tagged @critical — in Debian's
 * Chromium against the production server on the machine's PostgreSQL (TEST_DATABASE_URL) and
 * Redis (TEST_REDIS_URL), as a scaled-out instance runs: its limits, sessions and Next's cache
 * in Redis (issue 27). The main suite runs on the embedded database.
 *
 * It creates a database of its own (`zesty_e2e_<pid>`) and a Redis key prefix of its own
 * (`zesty-e2e-<pid>`), runs Playwright with them (playwright.config.ts switches on
 * E2E_DATABASE_URL), and removes both afterwards, also on Ctrl-C. Skipped with a message, and
 * exit 0, when either service is not set or does not answer. Extra arguments go to Playwright.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { adminQuery, scratchDatabase } from './lib/scratch';

const env = z
  .object({
    TEST_DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//)
      .optional(),
    TEST_REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//)
      .optional(),
    /** The web server's port; the mail catcher, OpenID provider and edge take the next ones. */
    E2E_POSTGRES_PORT: z.coerce.number().int().min(1024).max(65000).default(3500),
  })
  .parse(process.env);

const database = `zesty_e2e_${process.pid}`;
const prefix = `zesty-e2e-${process.pid}`;
const dataDir = `.data-e2e-pg-${process.pid}`;

function skip(reason: string): never {
  console.log(`# end-to-end journeys on PostgreSQL and Redis skipped: ${reason}`);
  process.exit(0);
}

function redisClient() {
  return new Redis(env.TEST_REDIS_URL!, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    retryStrategy: () => null,
  });
}

/** The keys under this run's prefix: counted, or removed. */
async function eachKey(remove: boolean) {
  const redis = redisClient();
  try {
    await redis.connect();
    let count = 0;
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
      const batch = z.array(z.string()).parse(keys);
      count += remove && batch.length ? await redis.unlink(...batch) : batch.length;
    }
    return count;
  } finally {
    redis.disconnect();
  }
}

/**
 * What the journeys left where they should have: sessions in PostgreSQL (every critical journey
 * signs in) and keys in Redis (limits, sessions seen alive, Next's cache). A server that had
 * quietly run on the embedded database would leave neither.
 */
async function left(dbUrl: string) {
  const [row] = await adminQuery(dbUrl, 'select count(*)::int as sessions from refresh_tokens');
  const sessions = z.object({ sessions: z.number() }).parse(row).sessions;
  const keys = await eachKey(false);
  return { sessions, keys };
}

if (!env.TEST_DATABASE_URL) skip('TEST_DATABASE_URL is not set (PostgreSQL)');
if (!env.TEST_REDIS_URL) skip('TEST_REDIS_URL is not set (Redis)');
try {
  await adminQuery(env.TEST_DATABASE_URL!, 'select 1');
} catch (error) {
  skip(`PostgreSQL does not answer at TEST_DATABASE_URL (${(error as Error).message})`);
}
{
  const redis = redisClient();
  const answer = await redis
    .connect()
    .then(() => redis.ping())
    .catch((error: Error) => error.message)
    .finally(() => redis.disconnect());
  if (answer !== 'PONG') skip(`Redis does not answer at TEST_REDIS_URL (${answer})`);
}

const db = await scratchDatabase(env.TEST_DATABASE_URL!, database);
async function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.server.log`, { force: true });
  await db.drop();
  await eachKey(true).catch((error: Error) =>
    console.error(`could not remove the Redis keys ${prefix}:*: ${error.message}`),
  );
}

console.log(
  `End-to-end journeys tagged @critical on PostgreSQL (${database}) and Redis (${prefix}:*)…`,
);

const playwright = spawn(
  process.execPath,
  ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORT: String(env.E2E_POSTGRES_PORT),
      E2E_DATA_DIR: dataDir,
      E2E_DATABASE_URL: db.url,
      E2E_REDIS_URL: env.TEST_REDIS_URL,
      E2E_REDIS_PREFIX: prefix,
    },
  },
);
// Ctrl-C reaches Playwright too (same process group): clean up once it has stopped.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => {});
let code = await new Promise<number>((resolve) =>
  playwright.once('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
);
if (code === 0) {
  const found = await left(db.url);
  console.log(
    `On PostgreSQL: ${found.sessions} sessions in ${database}; in Redis: ${found.keys} keys under ${prefix}:`,
  );
  if (found.sessions === 0 || found.keys === 0) {
    console.error('The journeys left nothing there: the web server did not run on them.');
    code = 1;
  }
}
await cleanUp();
process.exit(code);
