/**
 * Query pieces the services share: the type of "the database or a transaction on it", the
 * existence check many of them ask, and a delete that says whether it found anything.
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

/** Deletes the rows of `table` that match `where`; whether there were any (none is no error here). */
export async function deleteRows(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
): Promise<boolean> {
  const gone = await db
    .delete(table)
    .where(where)
    .returning({ found: sql`1` });
  return gone.length > 0;
}
