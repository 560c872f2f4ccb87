/**
 * Query pieces the services share: the type of "the database or a transaction on it", and the
 * existence check many of them ask.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** A transaction on `Db`, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction on it: what a read that may run inside a write takes. */
export type Queryable = Db | Tx;

/** Whether any row of `table` matches `where` (the query asks for one row at most). */
export async function rowExists(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
): Promise<boolean> {
  const rows = await db
    .select({ found: sql`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}
