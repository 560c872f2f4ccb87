/**
 * `npm run seed:scale -- --recipes 100000`: fills the configured database (DATABASE_URL, or the
 * embedded one in DATA_DIR) up to that many recipes for load tests; seeds the demo first if empty.
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase, optionsFromEnv } from '../server/db/client';
import { seedIfEmpty } from '../demo/seed';
import { scaleRecipes } from '../demo/seed/scale';
import { FileMediaStore } from '../server/media/storage';
import { dataDir } from '../server/env';
import path from 'node:path';

const { values } = parseArgs({ options: { recipes: { type: 'string', default: '100000' } } });
const target = z.coerce.number().int().min(1).max(5_000_000).parse(values.recipes);

const database = await openDatabase(optionsFromEnv()).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
try {
  await seedIfEmpty(database.db, new FileMediaStore(path.join(dataDir(), 'media')), {
    log: console.log,
  });
  const total = await scaleRecipes(database.db, target, console.log);
  console.log(`seed:scale: ${total} recipes in the ${database.kind} database`);
} finally {
  await database.close();
}
