'use client';

import { CollectionError } from '@/components/collection/collection-error';

/** Spec §4 collection page: 'Unable to load collection' with Try Again. */
export default function CreatorCollectionError({ reset }: { error: Error; reset: () => void }) {
  return <CollectionError reset={reset} />;
}
