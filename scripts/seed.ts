/** `npm run seed`: migrates and seeds the configured database if it is empty (what the first start does). */
import path from 'node:path';
import { openDatabase, optionsFromEnv } from '../server/db/client';
import { seedIfEmpty } from '../demo/seed';
import { FileMediaStore } from '../server/media/storage';
import { dataDir } from '../server/env';

const database = await openDatabase(optionsFromEnv()).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
try {
  const seeded = await seedIfEmpty(database.db, new FileMediaStore(path.join(dataDir(), 'media')), {
    log: console.log,
  });
  console.log(
    seeded ? 'Seeded the demo content.' : 'The database already has content; nothing to do.',
  );
} finally {
  await database.close();
}
