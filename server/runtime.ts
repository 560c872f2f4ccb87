import path from 'node:path';
import { createApp, type ZestyApi } from './app';
import { isSeeded, openDatabase, optionsFromEnv, type Database, type Db } from './db/client';
import { dataDir, serverEnv } from './env';
import { FileMediaStore, type MediaStore } from './media/storage';
import { authFromEnv } from './auth/from-env';
import { hasCatalogue } from './grocery/seed';
import { provideEmbeddedApi } from '../core/embedded-api';
import { RUNTIME_KEY } from './runtime-handle';

/**
 * The process-wide API: one database (PGlite allows one opener per process and per data dir),
 * opened lazily on first use, migrated and — when empty — seeded. Kept on globalThis because
 * Next.js may load this module more than once (server components, route handlers).
 */
type Runtime = {
  api: ZestyApi;
  db: () => Promise<Db>;
  media: MediaStore;
  /** Closes the database if it was opened (PGlite writes what it holds and frees the data dir). */
  close: () => Promise<void>;
};

/** What seeds an empty database: the demo content, handed in by the entry point (never imported here). */
export type Seeder = {
  seedIfEmpty(db: Db, media: MediaStore): Promise<unknown>;
  seedDemoCatalogue(db: Db): Promise<void>;
};
export type RuntimeOptions = {
  /** Loads the seeder when there is something to seed (so the demo content loads only then). */
  seeder?: () => Promise<Seeder>;
};

const KEY = RUNTIME_KEY;
const globalStore = globalThis as unknown as { [KEY]?: Runtime };

async function open(media: MediaStore, options: RuntimeOptions): Promise<Database> {
  const env = serverEnv();
  const database = await openDatabase(optionsFromEnv());
  // The demo content (seed data and picture generator) is loaded only when there is something
  // to seed, never for a database that already has content.
  if (env.ZESTY_SEED && options.seeder && !(await isSeeded(database.db))) {
    await (await options.seeder()).seedIfEmpty(database.db, media);
  } else if (env.ZESTY_SEED && options.seeder && !(await hasCatalogue(database.db))) {
    // Seeded before the grocery catalogue existed: add the demo catalogue alone.
    await (await options.seeder()).seedDemoCatalogue(database.db);
  }
  return database;
}

/**
 * The process's runtime, created on the first call with that call's options (the entry point's:
 * instrumentation.ts, the API's own process, a test), and offered to the web app's transport.
 */
export function getRuntime(options: RuntimeOptions = {}): Runtime {
  const existing = globalStore[KEY];
  if (existing) return existing;
  const media = new FileMediaStore(path.join(dataDir(), 'media'));
  let database: Promise<Database> | undefined;
  const db = () => {
    database ??= open(media, options).catch((err: unknown) => {
      database = undefined; // the next request tries again (e.g. PostgreSQL came back)
      throw err;
    });
    return database.then((d) => d.db);
  };
  const runtime: Runtime = {
    api: createApp({
      db,
      media: () => media,
      faults: serverEnv().ZESTY_FAULTS,
      auth: authFromEnv(),
    }),
    db,
    media,
    close: async () => {
      const opened = database;
      database = undefined;
      if (opened) await (await opened.catch(() => undefined))?.close();
    },
  };
  globalStore[KEY] = runtime;
  provideEmbeddedApi(runtime.api);
  return runtime;
}

/** Opens (and on first start migrates and seeds) the database before the first request. */
export async function warmUp(options: RuntimeOptions = {}): Promise<void> {
  await getRuntime(options).db();
}
