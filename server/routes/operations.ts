import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ReadinessResponse } from '../../core/contract';
import type { Db } from '../db/client';
import type { AppEnv } from '../env-types';
import { route } from './validate';

/** How long a dependency may take to answer a readiness check (ms). */
export const READY_TIMEOUT_MS = 2_000;

type Check = ReadinessResponse['checks'][keyof ReadinessResponse['checks']];

/** 'ok' when `probe` settles well within READY_TIMEOUT_MS, else 'failing'. */
async function probeState(probe: () => Promise<unknown>): Promise<Check> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), READY_TIMEOUT_MS);
      }),
    ]);
    return 'ok';
  } catch {
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/health` (the process answers) and `/api/ready` (its database answers): 200, or 503 naming
 * what fails. Never cached. Redis, when configured, is checked and reported but does not make the
 * instance unready (issue 27): every use of it falls back while it is down (limits count in the
 * process, sessions are checked in the database, Next's cache is kept per server), and a load
 * balancer that took every instance out over a Redis outage would turn a degradation into one.
 */
export function operationRoutes(options: {
  db: () => Promise<Db>;
  redis?: { ping: () => Promise<unknown> };
}) {
  const app = new Hono<AppEnv>();
  app.get(...route('ops.health'), (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' as const });
  });
  app.get(...route('ops.ready'), async (c) => {
    c.header('Cache-Control', 'no-store');
    const [database, redis] = await Promise.all([
      probeState(async () => (await options.db()).execute(sql`SELECT 1`)),
      options.redis ? probeState(() => options.redis!.ping()) : Promise.resolve('skipped' as const),
    ]);
    const ready = database === 'ok';
    const body: ReadinessResponse = {
      status: ready ? 'ready' : 'not_ready',
      checks: { database, redis },
    };
    return c.json(body, ready ? 200 : 503);
  });
  return app;
}
