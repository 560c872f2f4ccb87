/**
 * Spec §2: the favourites and orders screens refresh on a `bookmark-change` or `order-change`
 * event. Each is a window CustomEvent fired on every change of its cookie, and the same change is
 * broadcast to the site's other tabs (BroadcastChannel 'zesty'; without it, only the tab's own
 * islands and its focus handlers notice), where it is fired on their window too.
 */

export const BOOKMARK_CHANGE_EVENT = 'bookmark-change';
export const ORDER_CHANGE_EVENT = 'order-change';
/** The week menu (issue 28): its cookie changed. */
export const MENU_CHANGE_EVENT = 'menu-change';

export type ChangeEventName =
  typeof BOOKMARK_CHANGE_EVENT | typeof ORDER_CHANGE_EVENT | typeof MENU_CHANGE_EVENT;

/** `remote`: the change was made in another tab. */
export type ChangeDetail = { remote: boolean };

const CHANNEL_NAME = 'zesty';

const isChangeEventName = (value: unknown): value is ChangeEventName =>
  value === BOOKMARK_CHANGE_EVENT || value === ORDER_CHANGE_EVENT || value === MENU_CHANGE_EVENT;

function fire(name: ChangeEventName, remote: boolean) {
  window.dispatchEvent(new CustomEvent<ChangeDetail>(name, { detail: { remote } }));
}

let channel: BroadcastChannel | null | undefined;

/** The tab's one channel, opened the first time an island listens or a change is made. */
function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  // A channel never receives its own messages: a change fired here is not fired twice.
  channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const type: unknown =
      typeof event.data === 'object' && event.data !== null
        ? (event.data as { type?: unknown }).type
        : undefined;
    if (isChangeEventName(type)) fire(type, true);
  });
  return channel;
}

/** Tells this tab's islands and the other tabs that a cookie changed. */
export function announceChange(name: ChangeEventName) {
  fire(name, false);
  openChannel()?.postMessage({ type: name });
}

/** Calls `listener` on every change of `name`, here or in another tab, until the returned call. */
export function onChange(
  name: ChangeEventName,
  listener: (detail: ChangeDetail) => void,
): () => void {
  openChannel();
  const handle = (event: Event) => {
    const detail = (event as CustomEvent<ChangeDetail | null>).detail;
    listener({ remote: detail?.remote === true });
  };
  window.addEventListener(name, handle);
  return () => window.removeEventListener(name, handle);
}

/**
 * A `useSyncExternalStore` subscription to a cookie's changes: its change event (here or in
 * another tab) and the tab's focus (a change made while the tab was away).
 */
export function changeSubscription(name: ChangeEventName) {
  return function subscribe(listener: () => void) {
    const off = onChange(name, listener);
    window.addEventListener('focus', listener);
    return () => {
      off();
      window.removeEventListener('focus', listener);
    };
  };
}
