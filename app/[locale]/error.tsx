'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition } from 'react';
import type { ErrorBoundaryProps } from '@/components/page/error-boundary';
import styles from '@/components/page/not-found.module.css';

/** Any unexpected error below the root layout: the router's default error page, with a retry. */
export default function LocaleError({ reset }: ErrorBoundaryProps) {
  const t = useTranslations('Errors');
  const tCommon = useTranslations('Common');
  const router = useRouter();
  return (
    <main id="main-content" className={styles.page}>
      <h1 className={styles.title} role="alert">
        {t('unexpectedApplication')}
      </h1>
      <p className={styles.message}>{t('general')}</p>
      <button
        type="button"
        className={styles.button}
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      >
        {tCommon('retry')}
      </button>
    </main>
  );
}
