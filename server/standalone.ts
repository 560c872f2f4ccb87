/**
 * The upstream API as its own process (split deployments), against DATABASE_URL (or the
 * embedded database in DATA_DIR when unset), on API_PORT (default 4000). Started by
 * `npm run start:api` (scripts/start-api.ts, which hands in the seeder).
 */
import { serve } from '@hono/node-server';
import { getRuntime, warmUp, type RuntimeOptions } from './runtime';
import { serverEnv } from './env';

export async function serveApi(options: RuntimeOptions): Promise<void> {
  try {
    await warmUp(options);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  const port = serverEnv().API_PORT;
  const server = serve(
    { fetch: getRuntime().api.fetch, port, hostname: process.env.API_HOST ?? '127.0.0.1' },
    (info) => console.log(`Zesty API listening on http://${info.address}:${info.port}`),
  );
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
