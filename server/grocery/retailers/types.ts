import type { Basket, Handoff, Locale } from '../../../core/contract';
import type { StoreId } from '../../../core/grocery/stores';

/**
 * How a priced basket reaches a supermarket (issue 15): one adapter per store behind this one
 * interface, so the checkout route never knows which kind it talks to.
 */
export interface RetailerAdapter {
  readonly store: StoreId;
  /** Hands `basket` (priced at this store) over; `locale` is the language of what people read. */
  checkout(basket: Basket, locale: Locale): Promise<Handoff>;
}
