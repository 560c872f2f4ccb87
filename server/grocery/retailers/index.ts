import type { StoreId } from '../../../core/grocery/stores';
import { albertHeijnAdapter } from './albert-heijn';
import { coopAdapter } from './coop';
import { jumboAdapter } from './jumbo';
import { plusAdapter } from './plus';
import type { RetailerAdapter } from './types';

export type { RetailerAdapter, StoreOrder } from './types';
export { basketOrder, menuOrder } from './store-order';

/**
 * The retailer adapter of each store. None of the four supermarkets has given this deployment
 * credentials, so each hands over product links and a shareable list. A credentialed adapter
 * (a retailer's partner basket API) plugs in here: it implements RetailerAdapter in this
 * folder, reads its settings from the environment through server/env.ts (for example
 * `AH_PARTNER_API_KEY` and `AH_PARTNER_API_URL`), and is chosen for its store when they are
 * set; its Handoff gets a kind of its own (say `'cart'` with the retailer's basket URL) in the
 * contract (core/contract/grocery.ts). The routes and the widget stay as they are.
 */
export function retailerAdapters(): Record<StoreId, RetailerAdapter> {
  return {
    'albert-heijn': albertHeijnAdapter,
    jumbo: jumboAdapter,
    plus: plusAdapter,
    coop: coopAdapter,
  };
}
