/**
 * Where the grocery widget keeps the preferred supermarket: the site's `preferredStore` cookie on
 * a recipe page, the page's localStorage (then the cookie) for an order card.
 */
import {
  LOCAL_STORE_KEY,
  cardStoreChoice,
  pageStoreChoice,
  readCookieStore,
  writeCookieStore,
} from '@/widget/src/store-choice';

const clearCookie = () => {
  document.cookie = 'preferredStore=; path=/; max-age=0';
};

afterEach(() => {
  clearCookie();
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('the preferredStore cookie', () => {
  it('is empty until chosen', () => {
    expect(readCookieStore(document)).toBeNull();
  });

  it('is written for the whole site, 30 days, SameSite=Lax, read back, and announced', () => {
    const set = jest.spyOn(Document.prototype, 'cookie', 'set');
    const changed = jest.fn();
    window.addEventListener('zesty:store-change', changed);
    try {
      writeCookieStore(document, 'jumbo');
    } finally {
      window.removeEventListener('zesty:store-change', changed);
    }
    expect(set).toHaveBeenCalledWith('preferredStore=jumbo; path=/; max-age=2592000; SameSite=Lax');
    expect(readCookieStore(document)).toBe('jumbo');
    // The site's account page and store dialog follow the widget's choice.
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('reads the value among other cookies, encoded or not', () => {
    document.cookie = 'bookmarks=%5B1%2C2%5D; path=/';
    document.cookie = 'preferredStore=albert-heijn; path=/';
    expect(readCookieStore(document)).toBe('albert-heijn');
    document.cookie = 'preferredStore=%63oop; path=/';
    expect(readCookieStore(document)).toBe('coop');
    document.cookie = 'bookmarks=; path=/; max-age=0';
  });

  it('ignores a store the widget does not know', () => {
    document.cookie = 'preferredStore=lidl; path=/';
    expect(readCookieStore(document)).toBeNull();
    document.cookie = 'preferredStore=%E0%A4%A; path=/';
    expect(readCookieStore(document)).toBeNull();
  });

  it('is what the recipe page reads and writes', () => {
    const choice = pageStoreChoice(document);
    localStorage.setItem(LOCAL_STORE_KEY, 'coop');
    expect(choice.get()).toBeNull();
    choice.set('plus');
    expect(choice.get()).toBe('plus');
    expect(readCookieStore(document)).toBe('plus');
  });
});

describe('the order card', () => {
  it('prefers localStorage, then the cookie', () => {
    const choice = cardStoreChoice(window);
    expect(choice.get()).toBeNull();
    document.cookie = 'preferredStore=jumbo; path=/';
    expect(choice.get()).toBe('jumbo');
    localStorage.setItem(LOCAL_STORE_KEY, 'coop');
    expect(choice.get()).toBe('coop');
    localStorage.setItem(LOCAL_STORE_KEY, 'lidl');
    expect(choice.get()).toBe('jumbo');
  });

  it('keeps its choice in localStorage, not in the page’s cookies', () => {
    cardStoreChoice(window).set('albert-heijn');
    expect(localStorage.getItem(LOCAL_STORE_KEY)).toBe('albert-heijn');
    expect(readCookieStore(document)).toBeNull();
  });

  it('copes with storage that throws (private mode, sandboxed frames)', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const choice = cardStoreChoice(window);
    document.cookie = 'preferredStore=plus; path=/';
    expect(choice.get()).toBe('plus');
    expect(() => choice.set('coop')).not.toThrow();
  });
});
