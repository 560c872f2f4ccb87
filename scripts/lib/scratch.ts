/**
 * What the scaled-out tests and benchmarks make for themselves and remove afterwards (issue 27):
 * a PostgreSQL database of their own on an admin connection, and a redis-server of their own on
 * a port of their own (so that it can be stopped without touching the machine's). Used by the
 * cluster and fault tests, `npm run bench:load` and `npm run test:e2e:postgres`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';

/** Runs one statement on `url` with a connection of its own. */
export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

export type ScratchDatabase = {
  name: string;
  /** The database's own URL (the admin URL with its name). */
  url: string;
  /**
   * Drops it (WITH FORCE), with a few tries: the processes' pools may take a moment to let go.
   * Says so on stderr when it cannot, rather than throwing from a clean-up.
   */
  drop(): Promise<void>;
};

/** Creates the database `name` through the admin connection `adminUrl`. */
export async function scratchDatabase(adminUrl: string, name: string): Promise<ScratchDatabase> {
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      for (let attempt = 1; !dropped; attempt++) {
        try {
          await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          dropped = true;
        } catch (error) {
          if (attempt === 5) {
            console.error(`could not drop the database ${name}: ${String(error)}`);
            return;
          }
          await new Promise((r) => setTimeout(r, 1_000));
        }
      }
    },
  };
}

export const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) =>
  existsSync(p),
);

export type RedisServer = {
  url: string;
  process: ChildProcess;
  /** Kills it (SIGKILL: it keeps nothing) and resolves once it has exited. */
  stop(): Promise<void>;
};

/** Starts a redis-server that keeps nothing on disk on 127.0.0.1:`port`, once it is ready. */
export function startRedisServer(port: number): Promise<RedisServer> {
  if (!REDIS_SERVER) throw new Error('redis-server is not installed: apt-get install redis-server');
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (d: Buffer) => {
      output += d.toString();
      if (output.includes('Ready to accept connections')) resolve(server);
    });
    child.once('exit', (code) =>
      reject(new Error(`redis-server exited (${code}): ${output.trim()}`)),
    );
  });
}
