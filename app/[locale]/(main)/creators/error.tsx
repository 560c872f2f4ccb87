'use client';

import { useTranslations } from 'next-intl';
import { RetryBoundary } from '@/components/ui/retry-boundary';

/** Spec §8: 'Failed to fetch creators' with 'Try Again'. */
export default function CreatorsError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Creators');
  return <RetryBoundary message={t('error')} reset={reset} />;
}
