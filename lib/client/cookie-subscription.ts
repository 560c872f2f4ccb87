/**
 * The `useSyncExternalStore` subscription of a readable cookie that this tab's own writes
 * announce with the window event `event`: that event, and the window's focus (another tab may
 * have changed the cookie meanwhile).
 */
export function cookieSubscription(event: string) {
  return function subscribe(listener: () => void) {
    window.addEventListener(event, listener);
    window.addEventListener('focus', listener);
    return () => {
      window.removeEventListener(event, listener);
      window.removeEventListener('focus', listener);
    };
  };
}
