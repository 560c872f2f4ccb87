/**
 * The embedded database on a thread of its own (issue 26, finding 1): a long statement does not
 * hold up the serving thread; rows, errors, transactions and statement settings behave as they
 * did with PGlite in the serving thread; and `close` lets the calls under way finish.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, readWithSettings, type Database } from '../../server/db/client';
import { creators } from '../../server/db/schema';

let database: Database;
before(async () => {
  database = await openDatabase({ kind: 'pglite' });
});
after(() => database.close());

/** A statement that keeps the database busy for a while (about a second on this machine). */
const SLOW = sql`SELECT count(*)::int AS n FROM generate_series(1, 4000000) g WHERE g % 7 = 0`;

/** The longest the thread went without a turn while `work` ran, in ms (a 5 ms ticker's gaps). */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; worstMs: number }> {
  let last = performance.now();
  let worstMs = 0;
  const tick = () => {
    const now = performance.now();
    worstMs = Math.max(worstMs, now - last);
    last = now;
  };
  const ticker = setInterval(tick, 5);
  try {
    const result = await work();
    tick();
    return { result, worstMs };
  } finally {
    clearInterval(ticker);
  }
}

test('a long statement does not hold up the serving thread', async () => {
  const started = performance.now();
  const { result, worstMs } = await longestStall(() => queryRows<{ n: number }>(database.db, SLOW));
  const [row] = result;
  const took = performance.now() - started;
  assert.equal(row?.n, 571_428);
  // In the serving thread, the thread could do nothing else for the statement's whole length
  // (2 s and more here); now it keeps its turns, up to a busy machine's scheduling.
  assert.ok(took > 400, `the statement took ${took.toFixed(0)} ms: too short to tell`);
  assert.ok(
    worstMs < Math.min(250, took / 3),
    `the serving thread was held up ${worstMs.toFixed(0)} ms by a ${took.toFixed(0)} ms statement`,
  );
});

test('rows come back typed as Drizzle reads them: numbers, booleans, JSON, timestamps as dates', async () => {
  const [row] = await queryRows<{ n: number; yes: boolean; doc: { a: number[] }; t: string }>(
    database.db,
    sql`SELECT 42::int AS n, true AS yes, '{"a":[1,2]}'::jsonb AS doc, now() AS t`,
  );
  assert.equal(row?.n, 42);
  assert.equal(row?.yes, true);
  assert.deepEqual(row?.doc, { a: [1, 2] });
  // Drizzle keeps timestamps as PostgreSQL's text (its parsers cross as a list of types).
  assert.equal(typeof row?.t, 'string');
  const [creator] = await database.db.select().from(creators).limit(1);
  assert.ok(creator === undefined || creator.createdAt instanceof Date);
});

test("a refused statement fails with PostgreSQL's message and code", async () => {
  await assert.rejects(queryRows(database.db, sql`SELECT * FROM no_such_table`), (err: unknown) => {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    assert.equal(cause?.code, '42P01');
    assert.match(cause?.message ?? '', /no_such_table/);
    return true;
  });
});

test('a transaction commits together, rolls back together, and holds other statements', async () => {
  await database.db.execute(sql`CREATE TABLE IF NOT EXISTS thread_test (n int)`);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO thread_test VALUES (1)`);
    await tx.execute(sql`INSERT INTO thread_test VALUES (2)`);
  });
  await assert.rejects(
    database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_test VALUES (3)`);
      throw new Error('changed my mind');
    }),
    /changed my mind/,
  );
  // A statement outside the transaction waits for it, as on one connection it must.
  const order: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const writing = database.db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO thread_test VALUES (4)`);
    order.push('inserted');
    await held;
    order.push('committing');
  });
  await new Promise((r) => setTimeout(r, 50));
  const reading = queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM thread_test`,
  ).then((rows) => {
    order.push('read');
    return rows[0]?.n;
  });
  await new Promise((r) => setTimeout(r, 100));
  release();
  await writing;
  assert.equal(await reading, 3);
  assert.deepEqual(order, ['inserted', 'committing', 'read']);
});

test('settings for a read are in force for its statements only, and hold nothing up', async () => {
  const setting = sql`SELECT current_setting('enable_seqscan') AS v`;
  const inside = await readWithSettings(database.db, [['enable_seqscan', 'off']], async (db) => {
    const [a] = await queryRows<{ v: string }>(db, setting);
    // Between the read's statements, another statement runs: no transaction is held open
    // across the serving thread's turns.
    const between = await Promise.race([
      queryRows<{ v: string }>(database.db, setting).then((rows) => rows[0]?.v),
      new Promise((resolve) => setTimeout(() => resolve('held up'), 2_000)),
    ]);
    const [b] = await queryRows<{ v: string }>(db, setting);
    return [a?.v, between, b?.v];
  });
  assert.deepEqual(inside, ['off', 'on', 'off']);
  const [outside] = await queryRows<{ v: string }>(database.db, setting);
  assert.equal(outside?.v, 'on');
});

test('close lets the statements under way finish, and later ones fail clearly', async () => {
  const own = await openDatabase({ kind: 'pglite' });
  const slow = queryRows<{ n: number }>(own.db, SLOW);
  await new Promise((r) => setTimeout(r, 20));
  await own.close();
  assert.equal((await slow)[0]?.n, 571_428);
  await assert.rejects(queryRows(own.db, sql`SELECT 1`), (err: unknown) => {
    const cause = (err as { cause?: Error }).cause;
    assert.match(cause?.message ?? String(err), /closed/);
    return true;
  });
});

test('a parameter that cannot cross to the thread fails that call only', async () => {
  const { PGliteThread } = await import('../../server/db/pglite-thread');
  const thread = await PGliteThread.open(null);
  try {
    const client = thread.client();
    await assert.rejects(
      client.query('SELECT $1::text', [() => 'a function']),
      /could not be cloned/,
    );
    const ok = await client.query<{ n: number }>('SELECT 1::int AS n');
    assert.equal(ok.rows[0]?.n, 1);
  } finally {
    await thread.close();
  }
});
