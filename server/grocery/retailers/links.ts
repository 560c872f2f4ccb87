import type { Handoff } from '../../../core/contract';
import { STORES, type StoreId } from '../../../core/grocery/stores';
import type { RetailerAdapter } from './types';

/**
 * The adapter of a store without retailer credentials: a link to each product at the store's
 * own site (its search for the product's name) and the shareable list.
 */
export function linksAdapter(store: StoreId): RetailerAdapter {
  return {
    store,
    async checkout(order): Promise<Handoff> {
      if (order.store !== store)
        throw new Error(`A ${order.store} basket handed to the ${store} adapter`);
      return {
        store,
        kind: 'links',
        links: order.items.map(({ product, packs }) => ({
          name: product.name,
          packs,
          url: STORES[store].searchUrl(product.name),
        })),
        list: order.list,
        totalCents: order.totalCents,
      };
    },
  };
}
