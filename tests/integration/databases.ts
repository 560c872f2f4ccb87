import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AppOptions } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';

/** What an API under test has besides its database, media and (silent) log. */
export type AppServices = Omit<AppOptions, 'db' | 'media' | 'log'>;

export type Target = {
  name: string;
  open: () => Promise<Database & { dispose: () => Promise<void> }>;
};

/**
 * The databases every API test runs on: PGlite in memory always; PostgreSQL when
 * TEST_DATABASE_URL is set — in a database of its own, dropped afterwards.
 */
export function targets(): Target[] {
  const list: Target[] = [
    {
      name: 'PGlite',
      open: async () => {
        const database = await openDatabase({ kind: 'pglite' });
        return { ...database, dispose: database.close };
      },
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    list.push({
      name: 'PostgreSQL',
      open: async () => {
        const name = `zesty_test_${process.pid}_${randomBytes(3).toString('hex')}`;
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 4 });
        return {
          ...database,
          dispose: async () => {
            await database.close();
            const cleanup = new pg.Client({ connectionString: adminUrl });
            await cleanup.connect();
            await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            await cleanup.end();
          },
        };
      },
    });
  }
  return list;
}

/**
 * A freshly seeded database of `target` (demo content, no rendered images) and its media store;
 * `dispose` drops the database.
 */
export async function seededDatabase(target: Target) {
  // Imported here so that tests needing only a database do not load the seed.
  const [{ seedDemo }, { MemoryMediaStore }] = await Promise.all([
    import('../../demo/seed'),
    import('../../server/media/storage'),
  ]);
  const { db, dispose } = await target.open();
  const media = new MemoryMediaStore();
  await seedDemo(db, media, { renderImages: false });
  return { db, media, dispose };
}

/**
 * The API over a freshly seeded database of `target`, with `services` (sign-in, grocery), for
 * route tests that call `app.fetch` directly; `appWith` makes another over the same database.
 */
export async function seededApp(target: Target, services: AppServices = {}) {
  // Imported here so that tests needing only a database do not load the API.
  const { createApp } = await import('../../server/app');
  const seeded = await seededDatabase(target);
  const appWith = (other: AppServices) =>
    createApp({ db: async () => seeded.db, media: () => seeded.media, log: () => {}, ...other });
  return { ...seeded, app: appWith(services), appWith };
}
