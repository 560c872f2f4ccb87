'use client';

import { ORDERS_COOKIE } from '@/lib/orders';
import { ORDER_CHANGE_EVENT, announceChange } from './change-events';
import { createIdListStore } from './id-list-store';

export { ORDER_CHANGE_EVENT };

/** The recipes ordered in this browser: the `orders` cookie (spec §2 Orders). */
export const ordersStore = createIdListStore(ORDERS_COOKIE, ORDER_CHANGE_EVENT);

/**
 * Marks a recipe as ordered (the newest), firing `order-change` here and in the other tabs.
 * False, and nothing written, when the cookie's 4 KB are full (what it holds is kept, as for
 * bookmarks); the order recorded on the server still shows under a signed-in user's Orders.
 */
export function addOrderedRecipe(recipeId: number): boolean {
  return ordersStore.set(recipeId, true);
}

/**
 * Fires `order-change` (here and in the other tabs) without a change of the cookie: after the
 * server recorded an order, so that open Orders screens ask for its list again.
 */
export function notifyOrderChange() {
  announceChange(ORDER_CHANGE_EVENT);
}
