import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
export const SESSION_SETTINGS = 'SET pg_trgm.word_similarity_threshold = 0.5';

/** Advisory lock keys (PostgreSQL): migrating, and seeding an empty database. */
const MIGRATION_LOCK = 7_274_550;
export const SEED_LOCK = 7_274_551;

export const MIGRATIONS_DIR = path.join(process.cwd(), 'server', 'db', 'migrations');

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new Pool({ connectionString: options.url, max: options.max ?? 10 });
    // An idle connection dropped by the server is replaced on next use; it must not crash the process.
    pool.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`));
    pool.on('connect', (client) => {
      client.query(SESSION_SETTINGS).catch(() => {
        /* before the first migration pg_trgm may not exist yet; the next connection sets it */
      });
    });
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
  let release: (() => Promise<void>) | undefined;
  let client: PGlite;
  if (options.dataDir) {
    release = await acquireDataDirLock(options.dataDir);
    try {
      client = await PGlite.create({
        dataDir: path.join(options.dataDir, 'pg'),
        extensions: { pg_trgm },
      });
    } catch (err) {
      await release();
      throw err;
    }
  } else {
    client = await PGlite.create({ extensions: { pg_trgm } });
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  await client.exec(SESSION_SETTINGS);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      await release?.();
    },
  };
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
