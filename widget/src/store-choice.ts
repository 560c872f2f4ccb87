/**
 * Where the preferred supermarket is kept. On a Zesty page it is the site's own `preferredStore`
 * cookie (the site's supermarket dialog and account page read the same one); on a foreign page
 * (the order card) the widget cannot share the site's cookie, so it keeps the choice in that
 * page's localStorage and falls back to a cookie of the same name.
 */
import {
  PREFERRED_STORE_COOKIE,
  PREFERRED_STORE_MAX_AGE,
  WIDGET_EVENTS,
  isStoreId,
  type StoreId,
} from '../../core/grocery/stores';

/** The order card's localStorage key. */
export const LOCAL_STORE_KEY = 'zesty-store';

export type StoreChoice = { get(): StoreId | null; set(store: StoreId): void };

export function readCookieStore(doc: Document): StoreId | null {
  for (const pair of doc.cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1 || pair.slice(0, eq).trim() !== PREFERRED_STORE_COOKIE) continue;
    try {
      const value = decodeURIComponent(pair.slice(eq + 1).trim());
      return isStoreId(value) ? value : null;
    } catch {
      return null;
    }
  }
  return null;
}

/** Writes the site's cookie and tells the site (its account page and dialog follow the choice). */
export function writeCookieStore(doc: Document, store: StoreId): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${PREFERRED_STORE_COOKIE}=${store}; path=/; max-age=${PREFERRED_STORE_MAX_AGE}; SameSite=Lax${secure}`;
  doc.defaultView?.dispatchEvent(new Event(WIDGET_EVENTS.storeChange));
}

// Storage can be disabled or throw (private modes, sandboxed iframes): then nothing is kept.
export function readLocalStore(win: Window): StoreId | null {
  try {
    const value = win.localStorage.getItem(LOCAL_STORE_KEY);
    return isStoreId(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeLocalStore(win: Window, store: StoreId): void {
  try {
    win.localStorage.setItem(LOCAL_STORE_KEY, store);
  } catch {
    // not kept: the visitor is asked again next time
  }
}

/** On a recipe page of the site: the site's cookie. */
export const pageStoreChoice = (doc: Document): StoreChoice => ({
  get: () => readCookieStore(doc),
  set: (store) => writeCookieStore(doc, store),
});

/** On any page (order card): the page's localStorage first, then the cookie. */
export const cardStoreChoice = (win: Window): StoreChoice => ({
  get: () => readLocalStore(win) ?? readCookieStore(win.document),
  set: (store) => writeLocalStore(win, store),
});
