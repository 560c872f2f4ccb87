'use client';

import { useSyncExternalStore } from 'react';
import { parseIdList, serializeIdList, withId } from '@/lib/id-list-cookie';
import { BOOKMARKS_COOKIE } from '@/lib/bookmarks';
import { ORDERS_COOKIE } from '@/lib/orders';
import { announceChange, changeSubscription, type ChangeEventName } from './change-events';
import { fitsInCookie, readCookie, writeCookie } from './cookies';

/**
 * One id-list cookie (bookmarks or orders) as a tiny external store: every island that shows it
 * re-renders when it changes, here (its change event), in another tab (the event's broadcast) or
 * while the tab was away (on focus).
 */
export type IdListStore = {
  /** The ids, oldest first; the same array while the cookie is unchanged. */
  read(): number[];
  /**
   * Writes the list and fires the change event. False, and nothing written, when it would not
   * fit in the cookie's 4 KB: what is saved already is never lost to make room.
   */
  write(ids: readonly number[]): boolean;
  /** Adds (as the newest) or removes one id; false when it would not fit. */
  set(id: number, present: boolean): boolean;
  /** Removes ids from what the cookie holds now, so a change another tab made meanwhile stays. */
  remove(ids: Iterable<number>): void;
  subscribe(listener: () => void): () => void;
  /** The ids in a component; none on the server and while hydrating. */
  useIds(): readonly number[];
};

type IdListCookie = typeof BOOKMARKS_COOKIE | typeof ORDERS_COOKIE;

const EMPTY: number[] = [];

export function createIdListStore(cookie: IdListCookie, event: ChangeEventName): IdListStore {
  let snapshot: { raw: string | undefined; ids: number[] } = { raw: undefined, ids: EMPTY };

  const read = () => {
    const raw = readCookie(cookie);
    if (raw !== snapshot.raw) snapshot = { raw, ids: parseIdList(raw) };
    return snapshot.ids;
  };

  const write = (ids: readonly number[]) => {
    const value = serializeIdList(ids);
    if (!fitsInCookie(cookie, value)) return false;
    writeCookie(cookie, value);
    announceChange(event);
    return true;
  };

  const subscribe = changeSubscription(event);

  return {
    read,
    write,
    set: (id, present) => write(withId(read(), id, present)),
    remove: (ids) => {
      const drop = new Set(ids);
      const current = read();
      const kept = current.filter((id) => !drop.has(id));
      if (kept.length !== current.length) write(kept);
    },
    subscribe,
    useIds: function useIds() {
      return useSyncExternalStore(subscribe, read, () => EMPTY);
    },
  };
}
