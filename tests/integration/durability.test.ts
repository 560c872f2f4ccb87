/**
 * Issue 26, finding 11: a process killed with SIGKILL while it saves favourites loses none it
 * acknowledged and duplicates none, on the embedded database (its data dir) and on PostgreSQL.
 * A writer process (tests/support/favourite-writer.ts) saves 1,000 favourites through the API;
 * it is killed part-way, started again for those it did not acknowledge, and the database must
 * then hold each of the 1,000 exactly once.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { after, test } from 'node:test';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type OpenOptions } from '../../server/db/client';
import { favourites, recipes, users } from '../../server/db/schema';

const USERS = 20;
const RECIPES = 50;
const WRITES = USERS * RECIPES;

const dirs: string[] = [];
after(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zesty-durable-'));
  dirs.push(dir);
  return dir;
};

type Run = { acked: string[]; done: boolean; killedAt: number | null };

/** Runs the writer over `pairs`; with `killAfter`, SIGKILLs it once that many were acknowledged. */
function runWriter(
  options: OpenOptions,
  pairs: [number, number][],
  secret: string,
  killAfter: number | null,
): Promise<Run> {
  const pairsFile = path.join(tempDir(), 'pairs.json');
  fs.writeFileSync(pairsFile, JSON.stringify(pairs));
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'tests/support/favourite-writer.ts'],
    {
      cwd: process.cwd(),
      env: {
        ...process.env,
        DURABLE_DB: JSON.stringify(options),
        DURABLE_PAIRS: pairsFile,
        DURABLE_SECRET: secret,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
  const run: Run = { acked: [], done: false, killedAt: null };
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    if (line === 'done') run.done = true;
    const ack = /^ack (\d+ \d+)$/.exec(line);
    if (!ack) return;
    run.acked.push(ack[1]!);
    if (killAfter !== null && run.killedAt === null && run.acked.length >= killAfter) {
      run.killedAt = run.acked.length;
      child.kill('SIGKILL');
    }
  });
  return new Promise((resolve, reject) => {
    child.on('close', (code, signal) => {
      // Lines already in the pipe when the writer died were acknowledged too: `close` comes
      // after stdout has been read to its end.
      if (signal === 'SIGKILL' || code === 0) resolve(run);
      else reject(new Error(`the writer exited ${code ?? signal}: ${errors}`));
    });
  });
}

async function durableAcrossKill(options: OpenOptions) {
  // Seed, and make the writers' users: 20 users × the first 50 visible recipes.
  const { seedDemo } = await import('../../demo/seed');
  const { MemoryMediaStore } = await import('../../server/media/storage');
  const setup = await openDatabase(options);
  await seedDemo(setup.db, new MemoryMediaStore(), { renderImages: false });
  const tag = randomBytes(3).toString('hex');
  const made = await setup.db
    .insert(users)
    .values(
      Array.from({ length: USERS }, (_, i) => ({
        email: `durable-${tag}-${i}@example.test`,
        name: `Durable ${i}`,
        username: `durable-${tag}-${i}`,
      })),
    )
    .returning({ id: users.id });
  const recipeRows = await setup.db
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.status, 'published'))
    .orderBy(asc(recipes.id))
    .limit(RECIPES);
  await setup.close();
  assert.equal(recipeRows.length, RECIPES, 'the demo content has enough published recipes');
  const userIds = made.map((u) => u.id);
  const pairs: [number, number][] = userIds.flatMap((u) =>
    recipeRows.map((r): [number, number] => [u, r.id]),
  );
  const secret = randomBytes(32).toString('hex');

  // Killed at a different point each run, but never near either end.
  const killAfter = 300 + Math.floor(Math.random() * 400);
  const first = await runWriter(options, pairs, secret, killAfter);
  assert.equal(first.done, false, 'the writer was killed before it finished');
  assert.ok(first.acked.length >= killAfter);

  const acked = new Set(first.acked);
  const rest = pairs.filter(([u, r]) => !acked.has(`${u} ${r}`));
  const second = await runWriter(options, rest, secret, null);
  assert.equal(second.done, true);
  assert.equal(acked.size + second.acked.length, WRITES, 'every favourite was acknowledged once');

  const check = await openDatabase(options);
  try {
    const rows = await check.db
      .select({ userId: favourites.userId, recipeId: favourites.recipeId })
      .from(favourites)
      .where(inArray(favourites.userId, userIds));
    const saved = rows.map((r) => `${r.userId} ${r.recipeId}`);
    const lost = first.acked.filter((pair) => !saved.includes(pair));
    assert.deepEqual(lost, [], `acknowledged before the kill, gone after it (${lost.length})`);
    assert.equal(new Set(saved).size, saved.length, 'no favourite is saved twice');
    assert.equal(saved.length, WRITES);
    const [{ n } = { n: 0 }] = await check.db
      .select({ n: sql<number>`count(*)::int` })
      .from(favourites)
      .where(and(inArray(favourites.userId, userIds)));
    assert.equal(n, WRITES);
  } finally {
    await check.close();
  }
  return { killedAt: first.killedAt };
}

test(
  'SIGKILL while saving 1,000 favourites on the embedded database: none lost, none twice',
  { timeout: 240_000 },
  async () => {
    const dataDir = path.join(tempDir(), 'data');
    const { killedAt } = await durableAcrossKill({ kind: 'pglite', dataDir });
    assert.ok(killedAt);
  },
);

test(
  'SIGKILL while saving 1,000 favourites on PostgreSQL: none lost, none twice',
  {
    timeout: 240_000,
    skip: process.env.TEST_DATABASE_URL ? false : 'TEST_DATABASE_URL is not set',
  },
  async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `zesty_durable_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      await durableAcrossKill({ kind: 'postgres', url: url.toString(), max: 4 });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  },
);
