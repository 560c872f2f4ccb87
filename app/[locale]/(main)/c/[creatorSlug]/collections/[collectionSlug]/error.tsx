'use client';

import { CollectionError } from '@/components/collection/collection-error';

export default function Error({ reset }: { error: Error; reset: () => void }) {
  return <CollectionError reset={reset} />;
}
