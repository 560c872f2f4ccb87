import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';

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
 * The API over a freshly seeded database of `target` (demo content, no rendered images), for
 * route tests that call `app.fetch` directly; `dispose` drops the database.
 */
export async function seededApp(target: Target) {
  // Imported here so that tests needing only a database do not load the API and the seed.
  const [{ createApp }, { seedDemo }, { MemoryMediaStore }] = await Promise.all([
    import('../../server/app'),
    import('../../demo/seed'),
    import('../../server/media/storage'),
  ]);
  const database = await target.open();
  const media = new MemoryMediaStore();
  await seedDemo(database.db, media, { renderImages: false });
  const app = createApp({ db: async () => database.db, media: () => media, log: () => {} });
  return { app, dispose: database.dispose };
}
