// @ts-check
/**
 * The thread that owns the embedded database (issue 26, finding 1). PGlite runs PostgreSQL as
 * WebAssembly, synchronously, on the thread that calls it: in the serving thread a saturating
 * search held every cached page behind it. Here it has a thread of its own and answers the
 * messages of server/db/pglite-thread.ts (shapes in server/db/pglite-protocol.ts).
 *
 * Plain JavaScript (type-checked through JSDoc), because Node loads it by path at run time both
 * under tsx and in the web app's bundled server, where a TypeScript file could not run.
 */
import { parentPort } from 'node:worker_threads';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** @typedef {import('./pglite-protocol').ThreadRequest} ThreadRequest */
/** @typedef {import('./pglite-protocol').ThreadReply} ThreadReply */
/** @typedef {import('./pglite-protocol').ThreadError} ThreadError */
/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */

const port = parentPort;
if (!port)
  throw new Error('pglite-worker.mjs runs as a worker thread (server/db/pglite-thread.ts)');

/** @type {PGlite | undefined} */
let database;

/**
 * Open transactions by id: the transaction, and how to end it. PGlite keeps other queries
 * waiting while one is open, as it does in one thread.
 * @type {Map<number, { tx: Transaction, end: (commit: boolean) => void, settled: Promise<void> }>}
 */
const transactions = new Map();

/** Thrown inside a transaction's callback to make PGlite roll it back. */
const ROLLBACK = Symbol('rollback');

/** @param {string} value */
const asText = (value) => value;

/** @param {import('./pglite-protocol').RowShape} shape */
function queryOptions(shape) {
  return {
    rowMode: shape.rowMode,
    parsers: Object.fromEntries(shape.textTypes.map((type) => [type, asText])),
  };
}

function opened() {
  if (!database) throw new Error('The embedded database is not open');
  return database;
}

/** @param {number | null} id */
function target(id) {
  if (id === null) return opened();
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}`);
  return open.tx;
}

/**
 * `settings` in force until the transaction `tx` ends.
 * @param {Transaction} tx @param {import('./pglite-protocol').LocalSettings} settings
 */
async function applySettings(tx, settings) {
  if (settings.length === 0) return;
  const calls = settings.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`);
  await tx.query(`SELECT ${calls.join(', ')}`, settings.flat());
}

/** @param {Extract<ThreadRequest, { op: 'query' }>} request */
function query(request) {
  const options = queryOptions(request);
  if (request.tx !== null || request.settings.length === 0) {
    return target(request.tx).query(request.sql, request.params, options);
  }
  return opened().transaction(async (tx) => {
    await applySettings(tx, request.settings);
    return tx.query(request.sql, request.params, options);
  });
}

/** @param {number} id @param {import('./pglite-protocol').LocalSettings} settings */
function begin(id, settings) {
  return new Promise((resolve, reject) => {
    /** @type {(commit: boolean) => void} */
    let end = () => undefined;
    const decided = new Promise((commit, rollback) => {
      end = (yes) => (yes ? commit(undefined) : rollback(ROLLBACK));
    });
    const settled = opened()
      .transaction(async (tx) => {
        await applySettings(tx, settings);
        transactions.set(id, { tx, end, settled });
        resolve(id);
        await decided;
      })
      .catch((/** @type {unknown} */ err) => {
        if (err !== ROLLBACK) throw err;
      });
    // BEGIN itself failed: the caller learns it from `begin`; later failures from `end`.
    settled.catch(reject);
  });
}

/** @param {number} id @param {boolean} commit */
async function end(id, commit) {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}`);
  transactions.delete(id);
  open.end(commit);
  await open.settled;
  return null;
}

/** @param {ThreadRequest} request */
async function handle(request) {
  switch (request.op) {
    case 'open':
      database = await PGlite.create({
        ...(request.dataDir ? { dataDir: path.join(request.dataDir, 'pg') } : {}),
        extensions: { pg_trgm },
      });
      return null;
    case 'query':
      return query(request);
    case 'exec':
      return target(request.tx).exec(request.sql);
    case 'begin':
      return begin(request.id, request.settings);
    case 'end':
      return end(request.tx, request.commit);
    case 'close':
      await database?.close();
      database = undefined;
      return null;
  }
}

/** PostgreSQL's error fields (code, detail, constraint…) survive the crossing as text. */
/** @param {unknown} err @returns {ThreadError} */
function describe(err) {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  /** @type {{ [field: string]: string }} */
  const fields = {};
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
  }
  return { name: err.name, message: err.message, fields };
}

port.on('message', (/** @type {ThreadRequest} */ request) => {
  handle(request).then(
    (value) => port.postMessage(/** @type {ThreadReply} */ ({ id: request.id, ok: true, value })),
    (err) =>
      port.postMessage(
        /** @type {ThreadReply} */ ({ id: request.id, ok: false, error: describe(err) }),
      ),
  );
});
