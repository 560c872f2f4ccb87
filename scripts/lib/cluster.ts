/**
 * Zesty scaled out on one machine (issue 27): API processes on PostgreSQL, web servers sharing
 * Next's cache in Redis (server/web/next-cache-handler.mjs), and Varnish in front of the web
 * servers (scripts/lib/varnish.ts), which they purge on publishing. Used by `npm run
 * start:cluster` (scripts/cluster.ts), the cluster tests (tests/cluster) and the benchmarks. Needs
 * a production build (`npm run build`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startVarnish, type Varnish } from './varnish';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type ClusterOptions = {
  databaseUrl: string;
  redisUrl: string;
  /** Redis key prefix of every process (limits, Next's cache). */
  redisPrefix?: string;
  /** One API process per port; web server i talks to API i modulo their number. */
  apiPorts: readonly number[];
  webPorts: readonly number[];
  edgePort: number;
  /** Shared by every process: AUTH_SECRET, SMTP_URL, … (ROOT_DOMAIN and SITE_URL have defaults). */
  env?: Record<string, string>;
  /** Each process's output, a line at a time, with its name. */
  log?: (name: string, line: string) => void;
};

export type Member = { name: string; port: number; url: string; process: ChildProcess };

export type Cluster = {
  apis: Member[];
  webs: Member[];
  edge: Varnish;
  /** The public origin: the edge, as browsers would name it. */
  origin: string;
  /** Stops one web server (SIGKILL when `hard`), as a crash or a deploy would. */
  stopWeb(index: number, hard?: boolean): Promise<void>;
  /**
   * Starts web server `index` again (after `stopWeb`) with the environment it had, on its port,
   * and resolves once it is ready; `webs[index]` is then the new process.
   */
  restartWeb(index: number): Promise<Member>;
  stop(): Promise<void>;
};

function launch(
  name: string,
  args: string[],
  env: Record<string, string>,
  log: ClusterOptions['log'],
): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) log?.(name, line);
    });
  }
  return child;
}

/** Resolves once `url` answers 200, or rejects when `child` exits or `ms` pass. */
async function answering(url: string, child: ChildProcess, name: string, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) while starting`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      .then(async (r) => {
        await r.body?.cancel();
        return r.ok;
      })
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { apiPorts, webPorts, edgePort, log } = options;
  // Media (uploads) shared by the API processes, as a shared volume would be.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'zesty-cluster-'));
  const origin = `http://localhost:${edgePort}`;
  const shared = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_KEY_PREFIX: options.redisPrefix ?? 'zesty',
    DATA_DIR: dataDir,
    SITE_URL: origin,
    ...options.env,
  };
  const apis: Member[] = [];
  const webs: Member[] = [];
  let edge: Varnish | undefined;
  /** Web server `i`, started (not yet waited for). */
  const launchWeb = (i: number): Member => {
    const name = `web${i + 1}`;
    const port = webPorts[i]!;
    const api = apis[i % apis.length]!;
    const child = launch(
      name,
      ['server/web/serve.ts'],
      {
        ...shared,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        UPSTREAM_API_URL: api.url,
        EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}/`,
        // Behind the edge: the visitor's address is in X-Forwarded-For.
        TRUST_PROXY: '1',
      },
      log,
    );
    return { name, port, url: `http://127.0.0.1:${port}`, process: child };
  };
  const stopAll = async () => {
    await edge?.stop();
    await Promise.all([...webs, ...apis].map((m) => stopProcess(m.process)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The first API migrates and seeds; the others start once it has (advisory locks would let
    // them start together, but one at a time keeps the log readable).
    for (const [i, port] of apiPorts.entries()) {
      const name = `api${i + 1}`;
      const child = launch(
        name,
        ['scripts/start-api.ts'],
        { ...shared, API_PORT: String(port) },
        log,
      );
      apis.push({ name, port, url: `http://127.0.0.1:${port}`, process: child });
      await answering(`http://127.0.0.1:${port}/api/ready`, child, name, 300_000);
    }
    await Promise.all(
      webPorts.map(async (_, i) => {
        const web = launchWeb(i);
        webs.push(web);
        await answering(`${web.url}/api/ready`, web.process, web.name);
      }),
    );
    webs.sort((a, b) => a.name.localeCompare(b.name));
    edge = await startVarnish({
      port: edgePort,
      backends: webPorts.map((port) => ({ host: '127.0.0.1', port })),
    });
  } catch (error) {
    await stopAll();
    throw error;
  }
  return {
    apis,
    webs,
    edge,
    origin,
    stopWeb: (index, hard = false) =>
      stopProcess(webs[index]!.process, hard ? 'SIGKILL' : 'SIGTERM'),
    restartWeb: async (index) => {
      const old = webs[index]!;
      if (old.process.exitCode === null && old.process.signalCode === null)
        throw new Error(`${old.name} is still running`);
      const web = launchWeb(index);
      webs[index] = web;
      await answering(`${web.url}/api/ready`, web.process, web.name);
      return web;
    },
    stop: stopAll,
  };
}
