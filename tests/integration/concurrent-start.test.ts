/**
 * Scale-out start: several processes opening one empty PostgreSQL at once migrate it once and
 * seed it once. (PostgreSQL only: PGlite is one process by design.)
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../server/db/client';
import { demo, seedIfEmpty } from '../../demo/seed';
import { MemoryMediaStore } from '../../server/media/storage';

const adminUrl = process.env.TEST_DATABASE_URL;

test(
  'three instances starting together against one PostgreSQL: one migration, one seed',
  { skip: !adminUrl },
  async () => {
    const name = `zesty_test_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      const instances = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString(), max: 3 })),
      );
      const seeded = await Promise.all(
        instances.map((d) => seedIfEmpty(d.db, new MemoryMediaStore(), { renderImages: false })),
      );
      assert.equal(seeded.filter(Boolean).length, 1);
      const [row] = await queryRows<{ recipes: number; creators: number }>(
        instances[0]!.db,
        sql`SELECT (SELECT count(*)::int FROM recipes) AS recipes, (SELECT count(*)::int FROM creators) AS creators`,
      );
      assert.deepEqual(row, { recipes: demo.recipes.length, creators: demo.creators.length });
      await Promise.all(instances.map((d) => d.close()));
      // Backends leave pg_stat_activity a moment after their client hangs up: wait for it, briefly.
      let open = -1;
      for (let i = 0; i < 50 && open !== 0; i++) {
        if (i) await new Promise((r) => setTimeout(r, 100));
        const res = await admin.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        open = (res.rows[0] as { n: number }).n;
      }
      assert.equal(open, 0, 'every connection is closed');
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  },
);
