'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import styles from './account.module.css';

/**
 * 'Loading account information...' (spec §2) while the server validates the session. A client
 * component: loading.tsx gets no params, and server-side translations without the locale would
 * read the request headers.
 */
export function AccountLoading() {
  const t = useTranslations('Account');
  return (
    <main className={styles.page}>
      <div className={styles.loading} role="status">
        <Spinner variant="page" />
        <p>{t('loading')}</p>
      </div>
    </main>
  );
}
