'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { CloseIcon } from '@/components/chrome/icons';
import {
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToasts,
  type Toast,
} from '@/lib/client/toast';
import styles from './toaster.module.css';

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
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} closeLabel={closeLabel} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration]);
  return (
    <li
      className={styles.toast}
      data-kind={toast.kind}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      data-testid="toast"
    >
      <span className={styles.text}>{toast.text}</span>
      <button
        type="button"
        className={styles.close}
        onClick={() => dismissToast(toast.id)}
        aria-label={closeLabel}
      >
        <CloseIcon width={16} height={16} />
      </button>
    </li>
  );
}
