'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getServerToasts, getToasts, subscribeToasts } from '@/lib/client/toast';
import styles from './toaster.module.css';

// A page that never shows a toast never loads the toast's own code.
const ToastItem = lazy(() => import('./toast-item').then((m) => ({ default: m.ToastItem })));

/**
 * The toast area at top centre. The region is always in the page, so screen readers announce
 * what is added to it (status for news, alert for errors); each toast closes itself after its
 * duration or with its close button.
 */
export function Toaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <section className={styles.region} aria-label={label}>
      <ol className={styles.list}>
        <Suspense fallback={null}>
          {toasts.map((t) => (
            <ToastItem key={t.id} toast={t} closeLabel={closeLabel} />
          ))}
        </Suspense>
      </ol>
    </section>
  );
}
