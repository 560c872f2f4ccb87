import { act, renderHook } from '@testing-library/react';
import { PREFERRED_STORE_COOKIE } from '@/core/grocery/stores';
import {
  clearPreferredStore,
  readPreferredStore,
  STORE_CHANGE_EVENT,
  usePreferredStore,
  writePreferredStore,
} from '@/lib/client/preferred-store';

const DAY_MS = 24 * 60 * 60 * 1000;
const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;

/** Every cookie string written, as the browser receives it (attributes included). */
let written: string[] = [];
beforeEach(() => {
  written = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native.get!.call(document) as string,
    set: (value: string) => {
      written.push(value);
      native.set!.call(document, value);
    },
  });
});
afterEach(() => {
  // Expire whatever a case left behind, then give document its own accessor back.
  native.set!.call(
    document,
    `${PREFERRED_STORE_COOKIE}=; path=/; expires=${new Date(0).toUTCString()}`,
  );
  Reflect.deleteProperty(document, 'cookie');
});

describe('the preferred-store cookie', () => {
  it('is empty until a store is chosen', () => {
    expect(readPreferredStore()).toBeNull();
  });

  it('keeps the chosen store for 30 days, site-wide, same-site lax', () => {
    const before = Date.now();
    writePreferredStore('albert-heijn');
    expect(readPreferredStore()).toBe('albert-heijn');
    expect(written).toHaveLength(1);
    const cookie = written[0]!;
    expect(cookie).toMatch(/^preferredStore=albert-heijn;/);
    expect(cookie).toMatch(/; path=\//);
    expect(cookie.toLowerCase()).toMatch(/; samesite=lax/);
    // jsdom serves http://localhost: no Secure flag there.
    expect(cookie.toLowerCase()).not.toMatch(/; secure/);
    const expires = Date.parse(/; expires=([^;]+)/.exec(cookie)![1]!);
    expect(expires - before).toBeGreaterThan(30 * DAY_MS - 60_000);
    expect(expires - before).toBeLessThan(30 * DAY_MS + 60_000);
  });

  it('ignores a value that is not one of the four stores', () => {
    native.set!.call(document, 'preferredStore=lidl; path=/');
    expect(readPreferredStore()).toBeNull();
    native.set!.call(document, 'preferredStore=; path=/');
    expect(readPreferredStore()).toBeNull();
  });

  it('can be cleared', () => {
    writePreferredStore('jumbo');
    clearPreferredStore();
    expect(readPreferredStore()).toBeNull();
    expect(document.cookie).not.toMatch(/preferredStore=/);
  });

  it('tells the page after each write and clear', () => {
    const heard = jest.fn();
    window.addEventListener(STORE_CHANGE_EVENT, heard);
    writePreferredStore('plus');
    clearPreferredStore();
    window.removeEventListener(STORE_CHANGE_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('usePreferredStore', () => {
  it('follows writes, clears and what the widget writes (store-change event or focus)', () => {
    const { result } = renderHook(() => usePreferredStore());
    expect(result.current).toBeNull();
    act(() => writePreferredStore('coop'));
    expect(result.current).toBe('coop');
    act(() => clearPreferredStore());
    expect(result.current).toBeNull();

    // The widget, a separate bundle, writes the cookie itself and fires the event.
    act(() => {
      native.set!.call(document, 'preferredStore=jumbo; path=/');
      window.dispatchEvent(new Event(STORE_CHANGE_EVENT));
    });
    expect(result.current).toBe('jumbo');

    // Another tab chose a store: seen when this one is focused again.
    act(() => {
      native.set!.call(document, 'preferredStore=plus; path=/');
      window.dispatchEvent(new Event('focus'));
    });
    expect(result.current).toBe('plus');
  });
});
