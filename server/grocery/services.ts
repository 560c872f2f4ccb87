import type { StoreId } from '../../core/grocery/stores';
import { serverEnv } from '../env';
import { sharedRedis } from '../redis';
import { createGroceryLimiter, type GroceryLimiter } from './limits';
import { retailerAdapters, type RetailerAdapter } from './retailers';

/** What the grocery and order routes need besides the database; from the environment by default. */
export type GroceryServices = {
  /** The channels the widget may name (`website-id`); any other is a 403. */
  websiteIds: ReadonlySet<string>;
  /** Basket and checkout requests per website id. */
  limiter: GroceryLimiter;
  /** Orders recorded per website id (a separate budget: they come after a checkout). */
  orderLimiter: GroceryLimiter;
  adapters: Record<StoreId, RetailerAdapter>;
};

export function groceryFromEnv(): GroceryServices {
  const env = serverEnv();
  // The process's one connection, shared with the sign-in limits (server/redis.ts).
  const redis = env.REDIS_URL ? sharedRedis(env.REDIS_URL) : undefined;
  const prefix = `${env.REDIS_KEY_PREFIX}:rl`;
  return {
    websiteIds: new Set([env.GROCERY_WEBSITE_ID_MAIN, env.GROCERY_WEBSITE_ID_WHITE_LABEL]),
    limiter: createGroceryLimiter({ redis, keyPrefix: `${prefix}:grocery` }),
    orderLimiter: createGroceryLimiter({ redis, keyPrefix: `${prefix}:orders` }),
    adapters: retailerAdapters(),
  };
}
