'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useRef } from 'react';
import styles from './retry-boundary.module.css';

/**
 * The body of an error boundary: the message (announced), and 'Try Again', which asks the server
 * for the page again and resets the boundary in one transition, so a recovered API shows the page.
 */
export function RetryBoundary({
  title,
  message,
  reset,
}: {
  title?: string;
  message: string;
  reset: () => void;
}) {
  const t = useTranslations('Common');
  const router = useRouter();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <main className={`container ${styles.box}`}>
      <div role="alert">
        {title ? <h1 className={styles.title}>{title}</h1> : null}
        <p className={styles.message}>{message}</p>
      </div>
      <button
        ref={button}
        type="button"
        className="pill-button"
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      >
        {t('tryAgain')}
      </button>
    </main>
  );
}
