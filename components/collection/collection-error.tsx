'use client';

import { useTranslations } from 'next-intl';
import { RetryBoundary } from '@/components/ui/retry-boundary';

/** Spec §4 collection page: error → 'Unable to load collection' with Try Again. */
export function CollectionError({ reset }: { reset: () => void }) {
  const t = useTranslations('Collection');
  const te = useTranslations('Errors');
  return <RetryBoundary title={t('unableToLoad')} message={te('loadCollection')} reset={reset} />;
}
