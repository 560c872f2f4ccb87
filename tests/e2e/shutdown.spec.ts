import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readinessResponse } from '../../core/contract';

/**
 * Shutdown (issue 26), against the production build on a server of its own: on SIGTERM the
 * instance reports not ready, answers new requests 503, lets the 20 requests under way (3 s each,
 * slowed by the test-only fault header) finish, and exits 0. `npm start` forwards the signal to
 * this same server (scripts/start.ts).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 70;
const BASE = `http://localhost:${PORT}`;
const IN_FLIGHT = 20;
const SLOW_MS = 3_000;

/** The production web server on PORT with an empty embedded database of its own. */
async function startServer(dataDir: string): Promise<{ child: ChildProcess; log: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/web/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ZESTY_SEED: '0',
      ZESTY_FAULTS: '1',
      SHUTDOWN_DRAIN_MS: '15000',
    },
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const until = Date.now() + 90_000;
  for (;;) {
    const ready = await fetch(`${BASE}/api/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    if (Date.now() > until) throw new Error(`the server was not ready in 90 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { child, log: () => output };
}

test('SIGTERM: not ready, new requests refused, the 20 under way finish, exit 0', async () => {
  test.setTimeout(180_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zesty-shutdown-'));
  const { child, log } = await startServer(dataDir);
  try {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const started = Date.now();
    const slow = Array.from({ length: IN_FLIGHT }, () =>
      fetch(`${BASE}/api/proxy?path=${encodeURIComponent('/api/v1/websites')}`, {
        headers: { 'x-zesty-fault': `delay=${SLOW_MS}` },
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown })),
    );
    // Well inside the 3 s: every one of them is under way.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    child.kill('SIGTERM');
    await expect.poll(() => log(), { timeout: 5_000 }).toContain('SIGTERM: draining');

    const ready = await fetch(`${BASE}/api/ready`);
    expect(ready.status).toBe(503);
    expect(readinessResponse.parse(await ready.json()).status).toBe('draining');
    const page = await fetch(`${BASE}/en`);
    expect(page.status).toBe(503);
    expect(page.headers.get('connection')).toBe('close');

    const answers = await Promise.all(slow);
    expect(answers.map((a) => a.status)).toEqual(Array(IN_FLIGHT).fill(200));
    for (const answer of answers) expect(answer.body).toMatchObject({ data: [] });
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS);
    expect(log()).toContain('[serve] stopped');
    expect(log()).not.toContain('cut off');
    // Closed properly: the data dir's lock is gone, so the next start need not wait for it.
    expect(fs.existsSync(path.join(dataDir, 'zesty.lock'))).toBe(false);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
