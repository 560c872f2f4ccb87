import { ID_LIST_MAX_AGE } from './id-list-cookie';

/**
 * Spec §3: the orders cookie holds the ids of the recipes the visitor ordered groceries for
 * (lib/id-list-cookie.ts: the same form and rules as the bookmarks cookie).
 */
export const ORDERS_COOKIE = 'orders';
export const ORDERS_MAX_AGE = ID_LIST_MAX_AGE;
