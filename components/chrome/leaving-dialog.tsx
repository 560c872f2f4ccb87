'use client';

import { useTranslations } from 'next-intl';
import frame from '@/components/ui/dialog.module.css';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import styles from './leaving-site.module.css';

/**
 * "You're leaving Zesty" (spec "Dialogs"): a modal <dialog> open while `href` is set. The browser
 * traps focus and closes it on Escape; `onClosed` runs however it closes, `onProceed` (which
 * leaves for `href`) on Continue.
 */
export function LeavingDialog({
  href,
  onProceed,
  onClosed,
}: {
  href: string | null;
  onProceed: (href: string) => void;
  onClosed: () => void;
}) {
  const t = useTranslations('LeavingDialog');
  const { titleId, descriptionId, dialogProps, close } = useModalDialog(Boolean(href));
  const proceed = () => {
    if (href) onProceed(href);
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
    <dialog {...dialogProps} className={frame.dialog} onClose={onClosed}>
      <h2 id={titleId} className={styles.title}>
        {t('title')}
      </h2>
      <p id={descriptionId} className={styles.body}>
        {t('body')}
      </p>
      {host ? <p className={styles.host}>{host}</p> : null}
      <div className={frame.actions}>
        <button type="button" className={frame.primary} onClick={proceed}>
          {t('continue')}
        </button>
        <button type="button" className={frame.secondary} onClick={close}>
          {t('stay')}
        </button>
      </div>
    </dialog>
  );
}
