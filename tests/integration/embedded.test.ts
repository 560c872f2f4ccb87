/**
 * The embedded default: a data dir is created and migrated on first open and reused later; a
 * second process opening it fails within seconds with a message that says what to do, and the
 * lock of a process that was killed is taken over.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { DataDirInUseError, openDatabase, queryRows } from '../../server/db/client';
import { WAIT_MS } from '../../server/db/data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zesty-embedded-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};
after(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function run(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      env: { ...process.env, ...env },
      cwd: process.cwd(),
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output, ms: Date.now() - started }));
  });
}

test('the first open creates and migrates the data dir; a later open reuses it', async () => {
  const dir = tempDir();
  const first = await openDatabase({ kind: 'pglite', dataDir: dir });
  assert.ok(fs.existsSync(path.join(dir, 'pg')));
  await first.db.execute(sql`INSERT INTO tags (key, name) VALUES ('kept', '{"en":"Kept"}')`);
  await first.close();
  assert.ok(!fs.existsSync(path.join(dir, 'zesty.lock')), 'the lock is released on close');

  const second = await openDatabase({ kind: 'pglite', dataDir: dir });
  const rows = await queryRows<{ key: string }>(second.db, sql`SELECT key FROM tags`);
  assert.deepEqual(
    rows.map((r) => r.key),
    ['kept'],
  );
  await second.close();
});

test('a second process opening a data dir in use fails at once and says what to do', async () => {
  const dir = tempDir();
  const holder = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    const result = await run(['scripts/seed.ts'], { DATA_DIR: dir, DATABASE_URL: '' });
    assert.notEqual(result.code, 0);
    assert.match(result.output, /already in use by process \d+/);
    assert.match(result.output, /DATABASE_URL/);
    assert.ok(result.ms < 15_000, `took ${result.ms} ms`);
  } finally {
    await holder.close();
  }
});

test('the same process is refused at once', async () => {
  const dir = tempDir();
  const holder = await openDatabase({ kind: 'pglite', dataDir: dir });
  try {
    const started = Date.now();
    await assert.rejects(openDatabase({ kind: 'pglite', dataDir: dir }), DataDirInUseError);
    assert.ok(Date.now() - started < 1_000);
  } finally {
    await holder.close();
  }
  await (await openDatabase({ kind: 'pglite', dataDir: dir })).close();
});

/** Settles once `child` prints `text`; fails if it exits first or stays silent for 30 s. */
function untilSays(child: ChildProcessWithoutNullStreams, text: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${text}' in 30 s`)), 30_000);
    child.stdout.on('data', (d: Buffer) => {
      if (!d.toString().includes(text)) return;
      clearTimeout(timer);
      resolve();
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
}

/** A process holding `dir`'s database, once it says so. */
async function holdingProcess(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/hold-data-dir.ts'], {
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' },
  });
  await untilSays(child, 'holding');
  return child;
}

test('the lock of a process killed with kill -9 is taken over, whoever has its pid now (issue 26)', async () => {
  const dir = tempDir();
  const child = await holdingProcess(dir);
  assert.equal(fs.readFileSync(path.join(dir, 'zesty.pid'), 'utf8'), String(child.pid));
  // Alive, it holds the dir: refused within a few seconds (its lock is refreshed meanwhile).
  let started = Date.now();
  await assert.rejects(openDatabase({ kind: 'pglite', dataDir: dir }), (err: Error) => {
    assert.ok(err instanceof DataDirInUseError);
    assert.match(err.message, new RegExp(`in use by process ${child.pid}`));
    return true;
  });
  assert.ok(Date.now() - started < WAIT_MS, `refused after ${Date.now() - started} ms`);

  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
  assert.ok(fs.existsSync(path.join(dir, 'zesty.lock')), 'kill -9 leaves the lock behind');
  // Its pid handed to a live process (this one's parent stands in): a pid proves nothing.
  fs.writeFileSync(path.join(dir, 'zesty.pid'), String(process.ppid));
  started = Date.now();
  const taken = await openDatabase({ kind: 'pglite', dataDir: dir });
  assert.ok(Date.now() - started <= WAIT_MS + 1_000, `took over after ${Date.now() - started} ms`);
  assert.equal(fs.readFileSync(path.join(dir, 'zesty.pid'), 'utf8'), String(process.pid));
  await taken.close();
  assert.ok(!fs.existsSync(path.join(dir, 'zesty.lock')));
});

test('npm run start:api serves the same API standalone on its own port', async () => {
  const dir = tempDir();
  const port = 4100 + (process.pid % 500);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start-api.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: '',
      ZESTY_SEED: '0',
      API_PORT: String(port),
    },
  });
  try {
    await untilSays(child, 'listening');
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/websites`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), {
      data: [],
      meta: { pagination: { current_page: 1, total_pages: 0, total: 0, per_page: 10 } },
    });
    const bad = await fetch(`http://127.0.0.1:${port}/api/v1/recipes/?perPage=0`);
    assert.equal(bad.status, 400);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
});
