import { useEffect } from 'react';

/** What Next hands an error boundary (`error.tsx`, `global-error.tsx`). */
export type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

/** An error boundary's error, on the browser's console (once per error). */
export function useLoggedError(error: Error) {
  useEffect(() => {
    console.error(error);
  }, [error]);
}
