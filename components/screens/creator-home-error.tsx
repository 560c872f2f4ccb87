'use client';

import { lazy, Suspense } from 'react';
import { CreatorSkeleton } from '@/components/creator/creator-load-view';

/**
 * The client-side load and its data library come only once a render has failed: this boundary
 * sits above every page of a creator (its home, collections and recipes, on both hosts), and as a
 * static import its code (SWR among it) was part of each of those pages' first-load JavaScript.
 */
const CreatorLoadBoundary = lazy(() =>
  import('@/components/creator/creator-load-boundary').then((m) => ({
    default: m.CreatorLoadBoundary,
  })),
);

/**
 * The server could not render a creator's home: the client takes over the load as spec §4
 * describes (retries with back-off, 30 s time-out, not-found, 'Unable to load creator' with Try
 * Again) and hands back to the server once the creator loads. The profile's placeholders show
 * while the load's code arrives, as they do while the load runs.
 */
export default function CreatorHomeError({ reset }: { error: Error; reset: () => void }) {
  return (
    <Suspense
      fallback={
        <main>
          <CreatorSkeleton />
        </main>
      }
    >
      <CreatorLoadBoundary reset={reset} />
    </Suspense>
  );
}
