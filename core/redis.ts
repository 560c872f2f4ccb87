import { Redis } from 'ioredis';

/** The longest a Redis command may take before its caller falls back (ms). */
const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * A Redis connection made to fail fast rather than wait (issue 27), for the API's limits and
 * sessions (server/redis.ts) and the web servers' report limit (lib/security/report-limiter.ts):
 * while Redis is unreachable a command is refused at once (no offline queue), and one that gets
 * no answer gives up after REDIS_COMMAND_TIMEOUT_MS, so an outage costs a request no more than
 * that; each caller has its own fallback then. One warning when Redis stops answering (naming
 * `label` and what happens meanwhile, `whileDown`) and one when it is back, instead of ioredis's
 * "Unhandled error event" at every reconnection attempt.
 */
export function connectRedis(
  url: string,
  { label = 'redis', whileDown }: { label?: string; whileDown?: string } = {},
): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  const where = new URL(url).host;
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    console.warn(
      `[${label}] Redis at ${where} does not answer (${error.message})${whileDown ? `: ${whileDown}` : ''}`,
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    console.warn(`[${label}] Redis at ${where} answers again`);
  });
  return redis;
}
