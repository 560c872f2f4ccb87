/**
 * Debian's Varnish with the repository's configuration (deploy/varnish/zesty.vcl) in front of web
 * instances on this machine: for the edge tests (tests/e2e/edge-cache.spec.ts), `npm run
 * start:cluster` and the benchmarks. Its backends and purgers are written to a
 * `zesty-backends.vcl` of its own, in a working folder that `stop()` removes.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const VARNISHD = ['/usr/sbin/varnishd', '/usr/bin/varnishd'].find((p) => existsSync(p));
const VCL_DIR = path.resolve(import.meta.dirname, '../../deploy/varnish');
export const INSTALL_HINT =
  "Varnish is not installed: apt-get install varnish varnish-modules (Debian's packages; the xkey module is in varnish-modules).";

export type Backend = { host: string; port: number };

/** Whether varnishd and the xkey module are here (undefined), or what is missing. */
export function varnishMissing(): string | undefined {
  if (!VARNISHD) return INSTALL_HINT;
  const vmods = spawnSync(VARNISHD, ['-V'], { encoding: 'utf8' });
  if (vmods.status !== 0) return `varnishd does not run: ${vmods.stderr.trim()}`;
  const dirs = [
    '/usr/lib/x86_64-linux-gnu/varnish/vmods',
    '/usr/lib/aarch64-linux-gnu/varnish/vmods',
  ];
  if (!dirs.some((d) => existsSync(path.join(d, 'libvmod_xkey.so')))) {
    return 'The xkey module is missing: apt-get install varnish-modules.';
  }
  return undefined;
}

/** The `zesty-backends.vcl` for these web instances and purging addresses. */
export function backendsVcl(backends: readonly Backend[], purgers: readonly string[]): string {
  const names = backends.map((_, i) => `web${i + 1}`);
  return [
    ...backends.map(
      (b, i) =>
        `backend ${names[i]} {\n    .host = "${b.host}";\n    .port = "${b.port}";\n    .probe = zesty_health;\n}\n`,
    ),
    `sub zesty_add_backends {\n${names.map((n) => `    web.add_backend(${n});\n`).join('')}}\n`,
    `acl zesty_purgers {\n${purgers.map((p) => `    "${p}";\n`).join('')}}\n`,
  ].join('\n');
}

export type Varnish = { url: string; port: number; process: ChildProcess; stop(): Promise<void> };

/**
 * Starts varnishd on 127.0.0.1:`port` in the foreground (a child of this process), and resolves
 * once it answers through to a healthy web instance (`ready`, a path, default /api/health).
 */
export async function startVarnish({
  port,
  backends,
  purgers = ['127.0.0.1'],
  memory = '128m',
  ready = '/api/health',
  readyHost = 'localhost',
  params = [],
}: {
  port: number;
  backends: readonly Backend[];
  purgers?: readonly string[];
  memory?: string;
  ready?: string;
  readyHost?: string;
  /** More run-time parameters (`name=value`, varnishd's `-p`). */
  params?: readonly string[];
}): Promise<Varnish> {
  const missing = varnishMissing();
  if (missing) throw new Error(missing);
  const work = mkdtempSync(path.join(os.tmpdir(), 'zesty-varnish-'));
  // varnishd started by root compiles the VCL as its own unprivileged user.
  chmodSync(work, 0o755);
  writeFileSync(path.join(work, 'zesty-backends.vcl'), backendsVcl(backends, purgers), {
    mode: 0o644,
  });
  const args = [
    '-F',
    '-a',
    `127.0.0.1:${port}`,
    '-T',
    'none',
    '-f',
    path.join(VCL_DIR, 'zesty.vcl'),
    '-p',
    `vcl_path=${work}:${VCL_DIR}:/usr/share/varnish/vcl`,
    '-n',
    path.join(work, 'n'),
    '-s',
    `malloc,${memory}`,
    ...params.flatMap((p) => ['-p', p]),
  ];
  const child = spawn(VARNISHD!, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(work, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`varnishd stopped: ${output.trim()}`);
    }
    const ok = await fetch(`${url}${ready}`, { headers: { host: readyHost } })
      .then(async (r) => {
        await r.body?.cancel();
        return r.ok;
      })
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd did not answer within 30 s: ${output.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, port, process: child, stop };
}
