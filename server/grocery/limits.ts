import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimited } from '../auth/limits';

/**
 * The grocery routes' limit per client address and website id (issue 15: the widget's API is
 * open to any origin, so each client of each channel gets a budget; issue 26: not the channel
 * alone, or one client locks every visitor of a site out). Generous: a page view prices a basket a few times (servings, lines
 * ticked off, store switched). With rate-limiter-flexible, as the sign-in limits
 * (server/auth/limits.ts): in memory by default, shared through Redis when REDIS_URL is set.
 */
export const GROCERY_RATE = { points: 300, duration: 60 } as const;

export type GroceryLimiter = {
  /** Takes one point for `key` (a known website id and a client address), or throws RateLimited. */
  take: (key: string) => Promise<void>;
};

export function createGroceryLimiter(
  options: {
    points?: number;
    duration?: number;
    redis?: Redis;
    keyPrefix?: string;
  } = {},
): GroceryLimiter {
  const common = {
    points: options.points ?? GROCERY_RATE.points,
    duration: options.duration ?? GROCERY_RATE.duration,
    keyPrefix: options.keyPrefix ?? 'zesty:rl:grocery',
  };
  const limiter = options.redis
    ? new RateLimiterRedis({
        ...common,
        storeClient: options.redis,
        useRedisPackage: false,
        // Redis down: this process's own count, as without REDIS_URL (server/auth/limits.ts).
        insuranceLimiter: new RateLimiterMemory(common),
      })
    : new RateLimiterMemory(common);
  return {
    async take(key) {
      try {
        await limiter.consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes)
          throw new RateLimited(Math.max(1, Math.ceil(err.msBeforeNext / 1000)));
        throw err;
      }
    },
  };
}
