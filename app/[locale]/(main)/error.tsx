'use client';

import { useTranslations } from 'next-intl';
import { RetryBoundary } from '@/components/ui/retry-boundary';

/** A page of the marketplace could not be rendered: the general message and a retry that works. */
export default function MainError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Errors');
  return <RetryBoundary message={t('general')} reset={reset} />;
}
