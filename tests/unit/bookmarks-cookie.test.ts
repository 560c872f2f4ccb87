/**
 * The id-list cookies (spec §3, §5, §9; issue 15): bookmarks and orders hold recipe ids, invalid
 * values are ignored, a value never exceeds 4096 bytes with its name (nothing saved is lost when
 * the next one does not fit), and every change fires its event here and in the other tabs.
 */
import { parseIdList, serializeIdList } from '@/lib/id-list-cookie';
import { bookmarksStore, readBookmarks, setBookmarked } from '@/lib/client/bookmarks';
import { BOOKMARK_CHANGE_EVENT, ORDER_CHANGE_EVENT } from '@/lib/client/change-events';
import { addOrderedRecipe, ordersStore } from '@/lib/client/orders';
import {
  FakeBroadcastChannel,
  clearCookies,
  cookieIds,
  installBroadcastChannel,
  setCookieIds,
} from './favourites-support';

installBroadcastChannel();

/** The bytes the browser stores for a cookie: `name=value` as sent. */
const storedBytes = (name: string) => {
  const raw = new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];
  return raw === undefined ? 0 : `${name}=${raw}`.length;
};

const events = (name: string) => {
  const seen: { remote: boolean }[] = [];
  const listener = (e: Event) => seen.push((e as CustomEvent<{ remote: boolean }>).detail);
  window.addEventListener(name, listener);
  return { seen, stop: () => window.removeEventListener(name, listener) };
};

afterEach(() => {
  clearCookies();
  jest.useRealTimers();
});

describe('parsing', () => {
  it('reads a JSON list of recipe ids, each once', () => {
    expect(parseIdList(serializeIdList([3, 7]))).toEqual([3, 7]);
    expect(parseIdList('[4,4,5]')).toEqual([4, 5]);
  });

  it('ignores anything that is not a list of positive integer ids', () => {
    for (const value of [
      undefined,
      '',
      'garbage',
      '{"a":1}',
      '[1,"2"]',
      '[-1]',
      '[0]',
      '[1.5]',
      '[2147483648]',
      'null',
    ])
      expect(parseIdList(value)).toEqual([]);
  });

  it('ignores a list longer than any 4 KB cookie can hold', () => {
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect(parseIdList(JSON.stringify(many))).toEqual([]);
  });

  it('an invalid cookie reads as empty and is replaced by the next save', () => {
    document.cookie = 'bookmarks=garbage; path=/';
    expect(readBookmarks()).toEqual([]);
    expect(setBookmarked(42, true)).toBe(true);
    expect(cookieIds('bookmarks')).toEqual([42]);
  });
});

describe('the 4 KB cap', () => {
  // 453 six-digit ids: `bookmarks=[…]` with ',' encoded as %2C is 4086 bytes.
  const base = Array.from({ length: 453 }, (_, i) => 100_000 + i);

  it('stores a value of exactly 4096 bytes with its name', () => {
    expect(bookmarksStore.write(base)).toBe(true);
    expect(storedBytes('bookmarks')).toBe(4086);
    // A 7-digit id adds ',' (3 bytes encoded) and 7 digits.
    expect(setBookmarked(1_000_000, true)).toBe(true);
    expect(storedBytes('bookmarks')).toBe(4096);
    expect(readBookmarks()).toEqual([...base, 1_000_000]);
  });

  it('refuses one byte more: nothing is written, nothing saved is lost, no event', () => {
    bookmarksStore.write(base);
    const fired = events(BOOKMARK_CHANGE_EVENT);
    expect(setBookmarked(10_000_000, true)).toBe(false);
    fired.stop();
    expect(fired.seen).toHaveLength(0);
    expect(storedBytes('bookmarks')).toBe(4086);
    expect(readBookmarks()).toEqual(base);
  });

  it('a full cookie can still lose a bookmark', () => {
    bookmarksStore.write([...base, 1_000_000]);
    expect(setBookmarked(100_000, false)).toBe(true);
    expect(readBookmarks()).toEqual([...base.slice(1), 1_000_000]);
  });

  it('the orders cookie has the same cap, counted with its own (shorter) name', () => {
    // `orders=` is 3 bytes shorter than `bookmarks=`: 4083 bytes for the base list.
    ordersStore.write([...base, 1_000_000]);
    expect(storedBytes('orders')).toBe(4093);
    expect(addOrderedRecipe(7)).toBe(false);
    expect(storedBytes('orders')).toBe(4093);
    ordersStore.write(base);
    expect(addOrderedRecipe(1_000_000_000)).toBe(true);
    expect(storedBytes('orders')).toBe(4096);
  });
});

describe('writing', () => {
  it('adds an order as the newest, with path /, SameSite=Lax and 30 days', () => {
    const set = jest.spyOn(document, 'cookie', 'set');
    setCookieIds('orders', [3]);
    expect(addOrderedRecipe(9)).toBe(true);
    expect(addOrderedRecipe(3)).toBe(true);
    expect(cookieIds('orders')).toEqual([9, 3]);
    const written = String(set.mock.calls.at(-1)?.[0]);
    set.mockRestore();
    expect(written).toMatch(/^orders=/);
    expect(written).toMatch(/; path=\/(;|$)/);
    expect(written).toMatch(/; sameSite=lax(;|$)/i);
    const expires = Date.parse(/; expires=([^;]+)/.exec(written)?.[1] ?? '');
    expect((expires - Date.now()) / 86_400_000).toBeCloseTo(30, 1);
  });

  it('fires bookmark-change on every change, and only that event', () => {
    const bookmarks = events(BOOKMARK_CHANGE_EVENT);
    const orders = events(ORDER_CHANGE_EVENT);
    setBookmarked(1, true);
    setBookmarked(1, false);
    bookmarks.stop();
    orders.stop();
    expect(bookmarks.seen).toEqual([{ remote: false }, { remote: false }]);
    expect(orders.seen).toHaveLength(0);
  });

  it('takes ids out of what the cookie holds now, keeping what another tab added meanwhile', () => {
    setCookieIds('bookmarks', [1, 2]);
    expect(readBookmarks()).toEqual([1, 2]);
    // Another tab saves 3 (the cookie is shared).
    setCookieIds('bookmarks', [1, 2, 3]);
    bookmarksStore.remove([1]);
    expect(cookieIds('bookmarks')).toEqual([2, 3]);
  });
});

describe('other tabs', () => {
  const otherTab = () => new FakeBroadcastChannel('zesty');
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('hears of every change made here', async () => {
    const tab = otherTab();
    const heard: unknown[] = [];
    tab.addEventListener('message', (e) => heard.push((e as MessageEvent).data));
    setBookmarked(5, true);
    addOrderedRecipe(6);
    await tick();
    tab.close();
    expect(heard).toEqual([{ type: BOOKMARK_CHANGE_EVENT }, { type: ORDER_CHANGE_EVENT }]);
  });

  it("fires another tab's change here, and the store's subscribers read the cookie again", async () => {
    const listener = jest.fn();
    const unsubscribe = ordersStore.subscribe(listener);
    const fired = events(ORDER_CHANGE_EVENT);
    const tab = otherTab();
    tab.postMessage({ type: ORDER_CHANGE_EVENT });
    tab.postMessage({ type: 'something-else' });
    tab.postMessage('order-change');
    await tick();
    tab.close();
    fired.stop();
    unsubscribe();
    expect(fired.seen).toEqual([{ remote: true }]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a tab coming back to the front reads the cookie again', () => {
    const listener = jest.fn();
    const unsubscribe = bookmarksStore.subscribe(listener);
    window.dispatchEvent(new Event('focus'));
    unsubscribe();
    window.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
