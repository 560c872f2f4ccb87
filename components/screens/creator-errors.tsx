'use client';

import { CollectionError } from '@/components/collection/collection-error';
import { CreatorLoadBoundary } from '@/components/creator/creator-load-boundary';
import { NotFoundView } from '@/components/page/not-found-view';

/*
 * The error views of a creator's screens on either host. They are client components (error.tsx),
 * so they live beside the screen modules, which are server modules.
 */

type ErrorProps = { error: Error; reset: () => void };

/**
 * The server could not render the creator's home: the client takes over the load as spec §4
 * describes (retries with back-off, 30 s time-out, not-found, 'Unable to load creator' with Try
 * Again) and hands back to the server once the creator loads.
 */
export function CreatorHomeError({ reset }: ErrorProps) {
  return <CreatorLoadBoundary reset={reset} />;
}

/** Spec §4 collection page: 'Unable to load collection' with Try Again. */
export function CreatorCollectionError({ reset }: ErrorProps) {
  return <CollectionError reset={reset} />;
}

/** Spec §2: a recipe that fails to load shows the not-found view (the failure is not cached). */
export function CreatorRecipeError() {
  return <NotFoundView standalone={false} />;
}
