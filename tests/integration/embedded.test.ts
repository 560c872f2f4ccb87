/**
 * The embedded default: a data dir is created and migrated on first open and reused later; a
 * second process opening it fails at once with a message that says what to do.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { DataDirInUseError, openDatabase, queryRows } from '../../server/db/client';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zesty-embedded-'));
  dirs.push(dir);
  return path.join(dir, 'data');
};
after(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, cwd: process.cwd() });
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
  assert.deepEqual(rows.map((r) => r.key), ['kept']);
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

test('the same process is refused too, and a stale lock of a dead process is taken over', async () => {
  const dir = tempDir();
  const holder = await openDatabase({ kind: 'pglite', dataDir: dir });
  // Another live process's pid in the lock: this process's parent stands in for it.
  fs.writeFileSync(path.join(dir, 'zesty.lock'), String(process.ppid));
  await assert.rejects(openDatabase({ kind: 'pglite', dataDir: dir }), DataDirInUseError);
  fs.writeFileSync(path.join(dir, 'zesty.lock'), String(process.pid));
  await holder.close();

  fs.writeFileSync(path.join(dir, 'zesty.lock'), '999999999');
  const taken = await openDatabase({ kind: 'pglite', dataDir: dir });
  assert.equal(fs.readFileSync(path.join(dir, 'zesty.lock'), 'utf8'), String(process.pid));
  await taken.close();
});
