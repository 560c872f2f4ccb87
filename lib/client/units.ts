'use client';

/**
 * The visitor's measure system on English pages (core/kitchen/units.ts), read from and written to
 * the `units` cookie. The ingredient list and the steps follow it in step, also across tabs.
 */
import { useSyncExternalStore } from 'react';
import type { Locale } from '@/core/locale';
import { measureSystemFor, UNITS_COOKIE, type MeasureSystem } from '@/core/kitchen/units';
import { cookieSubscription } from './cookie-subscription';
import { readCookie, writeCookie } from './cookies';

const UNITS_CHANGE_EVENT = 'zesty:units-change';

export function writeMeasureSystem(system: MeasureSystem) {
  writeCookie(UNITS_COOKIE, system);
  window.dispatchEvent(new Event(UNITS_CHANGE_EVENT));
}

const subscribe = cookieSubscription(UNITS_CHANGE_EVENT);

/**
 * What a page in `locale` shows: metric on the server and while hydrating (the page is the same
 * for everyone, so the edge can keep it), then the visitor's choice.
 */
export function useMeasureSystem(locale: Locale): MeasureSystem {
  return useSyncExternalStore(
    subscribe,
    () => measureSystemFor(locale, readCookie(UNITS_COOKIE)),
    () => 'metric',
  );
}
