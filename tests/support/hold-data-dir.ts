/**
 * Opens the embedded database in DATA_DIR and holds it until killed, saying 'holding' once it
 * has it: the other process of tests/integration/embedded.test.ts's lock tests.
 */
import { openDatabase } from '../../server/db/client';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');
await openDatabase({ kind: 'pglite', dataDir });
console.log('holding');
setInterval(() => undefined, 60_000);
