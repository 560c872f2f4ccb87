'use client';

import { CreatorLoadBoundary } from '@/components/creator/creator-load-boundary';

/** The creator's home could not be rendered: the client-side creator load takes over. */
export default function CreatorHomeError({ reset }: { error: Error; reset: () => void }) {
  return <CreatorLoadBoundary reset={reset} />;
}
