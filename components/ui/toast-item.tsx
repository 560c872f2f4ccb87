'use client';

import { useEffect } from 'react';
import { CloseIcon } from '@/components/chrome/icons';
import { dismissToast, type Toast } from '@/lib/client/toast';
import styles from './toaster.module.css';

/** One toast of the Toaster (toaster.tsx): closes itself after its duration or with its button. */
export function ToastItem({ toast, closeLabel }: { toast: Toast; closeLabel: string }) {
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
