/**
 * Runs `callback` once the browser is idle (at the latest after `timeout` ms), or after a short
 * delay where there is no requestIdleCallback (Safari). Returns a function that cancels it.
 * For work a page does not need to become interactive: it stays out of the tasks that follow
 * hydration, where a visitor's first tap would have to wait for it.
 */
export function whenIdle(callback: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => callback(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1500);
  return () => window.clearTimeout(id);
}
