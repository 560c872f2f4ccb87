import 'server-only';
import { connectRedis } from '@/core/redis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * The limit on Content-Security-Policy reports per address (app/api/csp-report). With REDIS_URL
 * it is counted in Redis, once for every web server (issue 27: behind an edge that spreads a
 * browser's reports over several servers, a per-server count would multiply the limit); while
 * Redis does not answer, each server counts in its own memory (rate-limiter-flexible's insurance
 * limiter) and says so once in its log.
 */
export function reportLimiter(
  points: number,
  duration: number,
  env: Record<string, string | undefined> = process.env,
): { limiter: RateLimiterAbstract; close: () => void } {
  const memory = new RateLimiterMemory({ points, duration });
  if (!env.REDIS_URL) return { limiter: memory, close: () => undefined };
  const redis = connectRedis(env.REDIS_URL, {
    label: 'csp-report',
    whileDown: 'counting reports here',
  });
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: false,
    keyPrefix: `${env.REDIS_KEY_PREFIX || 'zesty'}:rl:csp`,
    points,
    duration,
    insuranceLimiter: memory,
  });
  return { limiter, close: () => redis.disconnect() };
}
