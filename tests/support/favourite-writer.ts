/**
 * A process that saves favourites through the API, four at a time, and prints `ack USER RECIPE`
 * for each the API acknowledged (for tests/integration/durability.test.ts, which kills it with
 * SIGKILL part-way and then runs it again for what was not acknowledged).
 *
 * Environment: DURABLE_DB (the database, JSON of server/db/client.ts's OpenOptions),
 * DURABLE_PAIRS (a JSON file of [userId, recipeId] pairs), DURABLE_SECRET (the session secret,
 * hex). Prints `done` after the last one and closes the database.
 */
import fs from 'node:fs';
import { z } from 'zod';
import { createApp } from '../../server/app';
import { startSession } from '../../server/auth/sessions';
import { openDatabase } from '../../server/db/client';
import { MemoryMediaStore } from '../../server/media/storage';
import { testAuth } from '../integration/auth-services';

const env = z
  .object({ DURABLE_DB: z.string(), DURABLE_PAIRS: z.string(), DURABLE_SECRET: z.string() })
  .parse(process.env);
const options = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('pglite'), dataDir: z.string() }),
    z.object({ kind: z.literal('postgres'), url: z.string(), max: z.number().optional() }),
  ])
  .parse(JSON.parse(env.DURABLE_DB));
const pairs = z
  .array(z.tuple([z.number().int(), z.number().int()]))
  .parse(JSON.parse(fs.readFileSync(env.DURABLE_PAIRS, 'utf8')));
const secret = Buffer.from(env.DURABLE_SECRET, 'hex');

const database = await openDatabase(options);
const media = new MemoryMediaStore();
const app = createApp({
  db: async () => database.db,
  media: () => media,
  auth: testAuth(secret),
  log: (err) => console.error(err),
});

const tokens = new Map<number, string>();
for (const userId of new Set(pairs.map(([user]) => user))) {
  tokens.set(userId, (await startSession(database.db, secret, userId)).accessToken.token);
}
console.log('ready');

let next = 0;
async function writer() {
  while (next < pairs.length) {
    const [userId, recipeId] = pairs[next++]!;
    const res = await app.request(`/api/v1/recipes/${recipeId}/favorite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.get(userId)}` },
    });
    if (res.status !== 200) throw new Error(`favourite ${userId}/${recipeId}: ${res.status}`);
    // One write() per line: a line on stdout is an acknowledgement the test may count on.
    process.stdout.write(`ack ${userId} ${recipeId}\n`);
  }
}
await Promise.all([writer(), writer(), writer(), writer()]);
console.log('done');
await database.close();
