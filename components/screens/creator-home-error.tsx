'use client';

import { CreatorLoadBoundary } from '@/components/creator/creator-load-boundary';

/**
 * The server could not render a creator's home: the client takes over the load as spec §4
 * describes (retries with back-off, 30 s time-out, not-found, 'Unable to load creator' with Try
 * Again) and hands back to the server once the creator loads.
 */
export default function CreatorHomeError({ reset }: { error: Error; reset: () => void }) {
  return <CreatorLoadBoundary reset={reset} />;
}
