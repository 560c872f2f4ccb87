/**
 * jsdom has no requestIdleCallback, and lib/client/idle.ts then waits 1.5 s: with this the page is
 * idle at the next turn, so code that waits for idleness runs within a test's `settle`.
 */
export function idleAtNextTurn(): void {
  window.requestIdleCallback = (run: IdleRequestCallback) =>
    window.setTimeout(() => run({ didTimeout: false, timeRemaining: () => 50 }), 0);
  window.cancelIdleCallback = (id: number) => window.clearTimeout(id);
}
