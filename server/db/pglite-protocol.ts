/**
 * The messages between the serving thread and the thread that owns the embedded database
 * (server/db/pglite-thread.ts ↔ server/db/pglite-worker.mjs). Both sides are this project's own
 * code in one process, so the shapes are types, not schemas: nothing from outside crosses here.
 */

/** How a query's rows come back (PGlite's `rowMode`), and which types stay as PostgreSQL text. */
export type RowShape = {
  rowMode: 'array' | 'object';
  /**
   * Type OIDs whose values come back as PostgreSQL's text, unparsed. Drizzle asks this for
   * timestamps, dates and intervals (its parsers for them return the text as it is); a parser
   * is a function and cannot cross threads, so the list of types crosses instead.
   */
  textTypes: number[];
};

/**
 * Settings in force for one statement, or for one transaction (`set_config(name, value, true)`).
 * A statement outside a transaction that has settings runs in a transaction of its own on the
 * database's thread, in one step: no other query waits on the serving thread meanwhile.
 */
export type LocalSettings = [name: string, value: string][];

export type ThreadRequest = { id: number } & (
  | { op: 'open'; dataDir: string | null }
  | ({
      op: 'query';
      tx: number | null;
      sql: string;
      params: unknown[];
      settings: LocalSettings;
    } & RowShape)
  | { op: 'exec'; tx: number | null; sql: string }
  /** Opens a transaction, with `settings` in force; its id is this request's id. */
  | { op: 'begin'; settings: LocalSettings }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' }
);

/** What the database said when a statement failed: PostgreSQL's error fields, as text. */
export type ThreadError = {
  name: string;
  message: string;
  fields: { [field: string]: string };
};

export type ThreadReply = { id: number } & (
  { ok: true; value: unknown } | { ok: false; error: ThreadError }
);
