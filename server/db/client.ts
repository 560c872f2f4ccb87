import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import { Pool } from 'pg';
import * as schema from './schema';
import { dataDir, serverEnv } from '../env';
import { acquireDataDirLock } from './data-dir-lock';
import { PGliteThread } from './pglite-thread';
import type { LocalSettings } from './pglite-protocol';

export type { LocalSettings };

export { DataDirInUseError } from './data-dir-lock';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type OpenOptions =
  | { kind: 'pglite'; dataDir?: string } // no dataDir: in memory (tests)
  | { kind: 'postgres'; url: string; max?: number };

/**
 * Per-connection settings. Word similarity of a one-letter typo in a longer word ("spagetti" in
 * "spaghetti carbonara") is about 0.58, under pg_trgm's default threshold of 0.6.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;
export const SESSION_SETTINGS = `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;

/** Advisory lock keys (PostgreSQL): migrating, and seeding an empty database. */
const MIGRATION_LOCK = 7_274_550;
export const SEED_LOCK = 7_274_551;

export const MIGRATIONS_DIR = path.join(process.cwd(), 'server', 'db', 'migrations');

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      // The session settings as startup options: in force from a connection's first statement
      // (a query sent on connect would run beside the caller's first). PostgreSQL keeps a
      // module's setting as a placeholder until the module loads, so this also holds before the
      // first migration has created pg_trgm.
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    });
    // An idle connection dropped by the server is replaced on next use; it must not crash the process.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    // Several processes may start at once against one database: one migrates at a time.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    const db = drizzlePg(pool, { schema });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  // PGlite runs on a thread of its own (server/db/pglite-thread.ts): its statements never hold
  // up the thread that serves pages.
  let release: (() => Promise<void>) | undefined;
  let thread: PGliteThread;
  if (options.dataDir) {
    release = await acquireDataDirLock(options.dataDir);
    try {
      thread = await PGliteThread.open(options.dataDir);
    } catch (err) {
      await release();
      throw err;
    }
  } else {
    thread = await PGliteThread.open(null);
  }
  const client = thread.client();
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  await client.exec(SESSION_SETTINGS);
  const variants = new Map<string, Db>();
  withSettingsOf.set(db as unknown as Db, (settings) => {
    const key = JSON.stringify(settings);
    let variant = variants.get(key);
    if (!variant) {
      variant = drizzlePglite(thread.client(settings), { schema }) as unknown as Db;
      variants.set(key, variant);
    }
    return variant;
  });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await thread.close();
      await release?.();
    },
  };
}

const withSettingsOf = new WeakMap<Db, (settings: LocalSettings) => Db>();

/**
 * Runs `fn` with `settings` in force for each of its statements (planner settings such as
 * `enable_seqscan`). On PostgreSQL: one transaction, settings set locally at its start. On the
 * embedded database: each statement in a transaction of its own with the settings, taken in one
 * step on the database's thread (see PGliteThread.client), because there one connection serves
 * everything and an open transaction holds every other query. `fn`'s statements then do not
 * share one snapshot, so `fn` must only read.
 */
export function readWithSettings<T>(
  db: Db,
  settings: LocalSettings,
  fn: (db: Db) => Promise<T>,
): Promise<T> {
  const embedded = withSettingsOf.get(db);
  if (embedded) return fn(embedded(settings));
  return db.transaction(async (tx) => {
    // Every setting in one statement: each statement is a round trip.
    const calls = settings.map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
    await tx.execute(sql`SELECT ${sql.join(calls, sql`, `)}`);
    return fn(tx as unknown as Db);
  });
}

/** Options from the environment: DATABASE_URL → PostgreSQL, else PGlite in DATA_DIR. */
export function optionsFromEnv(): OpenOptions {
  const env = serverEnv();
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: dataDir() };
}

/** Raw SQL with typed rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export { sql };

/** True once the database has content (the demo seed, or a real catalogue): nothing to seed. */
export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM creators`);
  return (row?.n ?? 0) > 0;
}
