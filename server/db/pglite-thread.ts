/**
 * The embedded database on a thread of its own (issue 26, finding 1): PGlite runs in
 * server/db/pglite-worker.mjs, and this is its stand-in on the serving thread, with the part of
 * PGlite's interface that Drizzle's PGlite driver uses (`query`, `exec`, `transaction`).
 * Statements run there; here a request only waits for its rows, so pages keep being served while
 * the database works.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { LocalSettings, ThreadError, ThreadReply, ThreadRequest } from './pglite-protocol';

/** Where the worker is: Node loads it by path (see the file), from the project's root. */
export const WORKER_FILE = path.join(process.cwd(), 'server', 'db', 'pglite-worker.mjs');

/** A statement the database refused, with PostgreSQL's fields (`code`, `detail`, …) on it. */
export class EmbeddedDatabaseError extends Error {
  [field: string]: unknown;
  constructor({ name, message, fields }: ThreadError) {
    super(message);
    Object.assign(this, fields);
    this.name = name;
  }
}

/** How long `close` lets the calls under way finish. */
const CLOSE_WAIT_MS = 5_000;

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };

/** The request without its id, which `call` assigns. */
type Request = ThreadRequest extends infer R
  ? R extends ThreadRequest
    ? Omit<R, 'id'>
    : never
  : never;

export class PGliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Why the thread stopped, once it has: every later call fails with this. */
  private stopped: Error | undefined;
  /** Who waits for no call to be under way (`close`). */
  private whenIdle: (() => void)[] = [];

  private constructor() {
    // Plain JavaScript: the worker needs none of the process's loaders (tsx), and loads faster.
    this.worker = new Worker(WORKER_FILE, { execArgv: [] });
    // An idle database must not keep the process alive; a call under way must (see `call`).
    this.worker.unref();
    this.worker.on('message', (reply: ThreadReply) => this.settle(reply));
    this.worker.on('error', (err) => this.stop(err));
    this.worker.on('exit', (code) =>
      this.stop(new Error(`The embedded database's thread stopped (exit code ${code})`)),
    );
  }

  /** Starts the thread and opens the database in `dataDir` (PGlite's own files in `pg/`), or in memory. */
  static async open(dataDir: string | null): Promise<PGliteThread> {
    const thread = new PGliteThread();
    try {
      await thread.call({ op: 'open', dataDir });
    } catch (err) {
      await thread.worker.terminate();
      throw err;
    }
    return thread;
  }

  private call(request: Request): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      try {
        this.worker.postMessage({ ...request, id } as ThreadRequest);
      } catch (err) {
        // A parameter that cannot cross a thread (a function, a class instance): this call fails.
        this.settle({
          id,
          ok: false,
          error: { name: 'TypeError', message: String(err), fields: {} },
        });
      }
    });
  }

  private settle(reply: ThreadReply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) {
      this.worker.unref();
      for (const idle of this.whenIdle.splice(0)) idle();
    }
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(new EmbeddedDatabaseError(reply.error));
  }

  private stop(err: Error) {
    if (this.stopped) return;
    this.stopped = err;
    if (this.pending.size > 0) console.error(`Embedded database: ${err.message}`);
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
    for (const idle of this.whenIdle.splice(0)) idle();
  }

  private query<T>(
    tx: number | null,
    settings: LocalSettings,
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
  ): Promise<Results<T>> {
    return this.call({
      op: 'query',
      tx,
      settings: tx === null ? settings : [],
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
    }) as Promise<Results<T>>;
  }

  private exec(tx: number | null, sql: string): Promise<Results[]> {
    return this.call({ op: 'exec', tx, sql }) as Promise<Results[]>;
  }

  /**
   * The client Drizzle's PGlite driver is given. Its `query` options carry parsers only for the
   * types Drizzle keeps as text (see RowShape), so those types are what crosses.
   *
   * With `settings`, each statement runs with them in force (`set_config(…, true)`) in a
   * transaction of its own, taken in one step on the database's thread; so does each transaction.
   * This is how a read that needs a planner setting avoids a transaction spanning several round
   * trips: while one is open every other query waits, and each round trip waits for a turn of
   * the serving thread, which under load is busy with pages.
   */
  client(settings: LocalSettings = []): PGlite {
    const client = {
      query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.query<T>(null, settings, sql, params, options),
      exec: (sql: string) => {
        if (settings.length) throw new Error('exec takes no settings: use query');
        return this.exec(null, sql);
      },
      transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
        this.transaction(callback, settings),
    };
    // Drizzle's driver is typed for the PGlite class; it calls only these three methods.
    return client as unknown as PGlite;
  }

  async transaction<T>(
    callback: (tx: Transaction) => Promise<T>,
    settings: LocalSettings = [],
  ): Promise<T> {
    const id = (await this.call({ op: 'begin', settings })) as number;
    let closed = false;
    const rollback = new Error('Transaction rolled back');
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.query<R>(id, [], sql, params, options),
      exec: (sql: string) => this.exec(id, sql),
      rollback: async () => {
        throw rollback;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx as unknown as Transaction);
    } catch (err) {
      closed = true;
      await this.call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw err;
    }
    closed = true;
    await this.call({ op: 'end', tx: id, commit: true });
    return result;
  }

  /**
   * Closes the database (PGlite writes what it holds) and ends the thread. Calls under way finish
   * first (for at most CLOSE_WAIT_MS); calls made after it fail.
   */
  async close(): Promise<void> {
    if (!this.stopped && this.pending.size > 0) {
      await Promise.race([
        new Promise<void>((idle) => this.whenIdle.push(idle)),
        new Promise((later) => setTimeout(later, CLOSE_WAIT_MS).unref()),
      ]);
    }
    if (!this.stopped) await this.call({ op: 'close' }).catch(() => undefined);
    this.stop(new Error('The embedded database is closed'));
    await this.worker.terminate();
  }
}
