/**
 * What Next hands an error boundary (`error.tsx`, `global-error.tsx`). The boundaries log nothing
 * themselves: Next's app router already reports every error they catch on the browser's console
 * (its `onCaughtError`), so logging again would print each error twice.
 */
export type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };
