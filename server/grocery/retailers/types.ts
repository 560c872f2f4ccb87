import type { Handoff } from '../../../core/contract';
import type { StoreId } from '../../../core/grocery/stores';
import type { StoreOrder } from './store-order';

export type { StoreOrder } from './store-order';

/**
 * How a priced basket reaches a supermarket (issue 15): one adapter per store behind this one
 * interface, so the checkout routes never know which kind they talk to. A single recipe's basket
 * and the week menu's merged basket both reach it as a StoreOrder (./store-order.ts).
 */
export interface RetailerAdapter {
  readonly store: StoreId;
  /** Hands `order` (priced at this store, its list in the cook's language) over. */
  checkout(order: StoreOrder): Promise<Handoff>;
}
