'use client';

import { CreatorLoadBoundary } from '@/components/creator/creator-load-boundary';

/**
 * The server could not render the creator: the client takes over the load as spec §4 describes
 * (retries with back-off, 30 s time-out, not-found, 'Unable to load creator' with Try Again).
 */
export default function CreatorError({ reset }: { error: Error; reset: () => void }) {
  return <CreatorLoadBoundary reset={reset} />;
}
