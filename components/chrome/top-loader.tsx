'use client';

import { lazy, Suspense } from 'react';

const TopLoaderBar = lazy(() =>
  import('./top-loader-bar').then((m) => ({ default: m.TopLoaderBar })),
);

/**
 * The navigation progress bar (top-loader-bar.tsx). Nothing shows before a visitor follows a
 * link, so its code loads after the page's own scripts rather than with them.
 */
export function TopLoader() {
  return (
    <Suspense fallback={null}>
      <TopLoaderBar />
    </Suspense>
  );
}
