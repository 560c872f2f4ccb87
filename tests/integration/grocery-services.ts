import { createGroceryLimiter } from '../../server/grocery/limits';
import { retailerAdapters } from '../../server/grocery/retailers';
import type { GroceryServices } from '../../server/grocery/services';

/** The website id the grocery and order tests send (the main site's). */
export const TEST_WEBSITE = 'zesty-main';

/**
 * Grocery services for `createApp` in a test: the main and white-label website ids, fresh limits
 * each time (so one test's counts never reach another's), the retailers, and what the test sets.
 */
export function testGrocery(over: Partial<GroceryServices> = {}): GroceryServices {
  return {
    websiteIds: new Set([TEST_WEBSITE, 'zesty-white-label']),
    limiter: createGroceryLimiter(),
    orderLimiter: createGroceryLimiter(),
    adapters: retailerAdapters(),
    ...over,
  };
}
