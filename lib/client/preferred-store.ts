'use client';

/**
 * The visitor's preferred supermarket (spec §4 'Preferred store'): empty until chosen, set when
 * the store dialog is confirmed, and it can be cleared. Kept in the `preferredStore` cookie
 * (spec §9: 30 days) so the grocery widget, a separate bundle, reads and writes the same choice.
 * A tiny external store keeps the account entry and the dialog in step; the widget's writes are
 * picked up on the store-change event it fires, or when the tab comes back into focus.
 */
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import {
  isStoreId,
  PREFERRED_STORE_COOKIE,
  PREFERRED_STORE_MAX_AGE,
  type StoreId,
} from '@/core/grocery/stores';
import { WIDGET_EVENTS } from '@/core/grocery/events';
import { cookieSubscription } from './cookie-subscription';

/** Fired on window after the cookie is written or cleared, by this module or by the widget. */
export const STORE_CHANGE_EVENT = WIDGET_EVENTS.storeChange;

const DAY = 24 * 60 * 60;

/** The chosen store, or null when none is chosen or the cookie holds something else. */
export function readPreferredStore(): StoreId | null {
  const value = Cookies.get(PREFERRED_STORE_COOKIE);
  return isStoreId(value) ? value : null;
}

const notify = () => window.dispatchEvent(new Event(STORE_CHANGE_EVENT));

/** The same attributes as the site's other cookies (lib/client/cookies.ts): path /, Lax. */
export function writePreferredStore(store: StoreId) {
  Cookies.set(PREFERRED_STORE_COOKIE, store, {
    path: '/',
    expires: PREFERRED_STORE_MAX_AGE / DAY,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  notify();
}

export function clearPreferredStore() {
  Cookies.remove(PREFERRED_STORE_COOKIE, { path: '/' });
  notify();
}

// Another tab may choose a store: the cookie is read again when this one comes back.
const subscribe = cookieSubscription(STORE_CHANGE_EVENT);

/**
 * The chosen store for a component: undefined on the server and while hydrating (the cookie is
 * not known yet, so nothing is claimed), then the store or null.
 */
export function usePreferredStore(): StoreId | null | undefined {
  return useSyncExternalStore(subscribe, readPreferredStore, () => undefined);
}
