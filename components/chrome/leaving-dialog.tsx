'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { openExternal } from './open-external';
import styles from './leaving-site.module.css';

/**
 * "You're leaving Zesty" (spec "Dialogs"): a modal <dialog> open while `href` is set. The browser
 * traps focus and closes it on Escape; `onClosed` runs however it closes.
 */
export function LeavingDialog({ href, onClosed }: { href: string | null; onClosed: () => void }) {
  const t = useTranslations('LeavingDialog');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (href && !dialog.open) dialog.showModal();
    if (!href && dialog.open) dialog.close();
  }, [href]);

  const close = () => dialogRef.current?.close();
  const proceed = () => {
    if (href) openExternal(href);
    close();
  };

  let host = '';
  if (href) {
    try {
      host = new URL(href).host;
    } catch {
      host = '';
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onClose={onClosed}
    >
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      <p id={bodyId} className={styles.body}>
        {t('body')}
      </p>
      {host ? <p className={styles.host}>{host}</p> : null}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={proceed}>
          {t('continue')}
        </button>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('stay')}
        </button>
      </div>
    </dialog>
  );
}
