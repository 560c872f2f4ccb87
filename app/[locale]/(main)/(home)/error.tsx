'use client';

import { useTranslations } from 'next-intl';
import { RetryBoundary } from '@/components/ui/retry-boundary';

/** Spec §2: 'Recipes are currently unavailable. Please try again later.' with a retry. */
export default function HomeError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Errors');
  return <RetryBoundary message={t('recipesUnavailable')} reset={reset} />;
}
