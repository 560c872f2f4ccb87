import { Redis } from 'ioredis';

/** The longest a Redis command may take before its caller falls back (ms). */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

const clients = new Map<string, Redis>();

/**
 * The API process's one Redis connection for `url` (its limits, grocery limits and the sessions
 * it has seen alive; issue 27). Made to fail fast rather than wait: while Redis is unreachable a
 * command is refused at once (no offline queue), and one that gets no answer gives up after
 * REDIS_COMMAND_TIMEOUT_MS, so a Redis outage costs a request no more than that. Each caller has
 * its own fallback then (the limits count in the process's memory, sessions are checked in the
 * database). One warning when Redis stops answering and one when it is back, instead of ioredis's
 * "Unhandled error event" at every reconnection attempt.
 */
export function sharedRedis(url: string): Redis {
  let redis = clients.get(url);
  if (!redis) {
    redis = connectRedis(url);
    clients.set(url, redis);
  }
  return redis;
}

/** A new connection made as sharedRedis's (tests close theirs). */
export function connectRedis(url: string): Redis {
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
    console.warn(`[redis] ${where} does not answer (${error.message})`);
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    console.warn(`[redis] ${where} answers again`);
  });
  return redis;
}
