import type { Redis } from 'ioredis';
import { connectRedis } from '../core/redis';

const clients = new Map<string, Redis>();

/**
 * The API process's one Redis connection for `url` (its limits, grocery limits and the sessions
 * it has seen alive; issue 27), failing fast (core/redis.ts): while Redis does not answer the
 * limits count in the process's memory and sessions are checked in the database.
 */
export function sharedRedis(url: string): Redis {
  let redis = clients.get(url);
  if (!redis) {
    redis = connectRedis(url);
    clients.set(url, redis);
  }
  return redis;
}
