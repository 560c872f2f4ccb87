'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CheckIcon, CloseIcon } from '@/components/chrome/icons';
import { STORE_IDS, STORES, type StoreId } from '@/core/grocery/stores';
import {
  clearPreferredStore,
  readPreferredStore,
  usePreferredStore,
  writePreferredStore,
} from '@/lib/client/preferred-store';
import { toast } from '@/lib/client/toast';
import frame from '@/components/ui/dialog.module.css';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { StoreLogo } from './store-logo';
import styles from './store-dialog.module.css';

/** The chosen store's radio, else the first. */
const firstRadio = (dialog: HTMLDialogElement | null) =>
  dialog?.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
  dialog?.querySelector<HTMLInputElement>('input[type="radio"]');

/**
 * The supermarket choice (spec §2 'Dialogs', §4 'Preferred store'): 'Choose your preferred
 * supermarket' / 'Checkout', the four stores as a radio group, Save, and a way to clear the
 * choice. A modal <dialog>, open while mounted: the browser traps focus, native radios move with
 * the arrow keys, Escape closes. Save writes the cookie, toasts, and runs `onConfirm` once the
 * dialog has closed and focus is back where it was (so a caller may move it on from there).
 */
export function StoreDialog({
  onConfirm,
  onClosed,
}: {
  onConfirm?: (store: StoreId) => void;
  onClosed: () => void;
}) {
  const t = useTranslations('Store');
  const name = useId();
  const [choice, setChoice] = useState<StoreId | null>(readPreferredStore);
  const saved = usePreferredStore();
  const confirmed = useRef<StoreId | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const {
    ref: dialogRef,
    titleId,
    descriptionId: subtitleId,
    dialogProps,
    close,
  } = useModalDialog(true, (dialog, previousFocus) => {
    returnFocus.current = previousFocus;
    // Start in the radio group (the chosen store, else the first), not on the close button.
    firstRadio(dialog)?.focus();
  });

  const onClose = () => {
    const dialog = dialogRef.current;
    const target = returnFocus.current;
    const active = document.activeElement;
    // Give focus back unless something outside the dialog has already taken it.
    const lost = !active || active === document.body || (dialog?.contains(active) ?? false);
    if (lost && target?.isConnected) target.focus();
    const store = confirmed.current;
    confirmed.current = null;
    try {
      if (store) onConfirm?.(store);
    } finally {
      onClosed();
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    writePreferredStore(choice);
    toast.success(t('saved'));
    confirmed.current = choice;
    close();
  };

  const clear = () => {
    clearPreferredStore();
    setChoice(null);
    toast.success(t('cleared'));
    // The clear button goes away with the choice: keep focus in the group.
    requestAnimationFrame(() => firstRadio(dialogRef.current)?.focus());
  };

  // Browsers may skip a modal's cancel on a repeated Escape (close-watcher rules): close anyway.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  return (
    <dialog {...dialogProps} className={styles.dialog} onClose={onClose} onKeyDown={onKeyDown}>
      <div className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          <p id={subtitleId} className={styles.subtitle}>
            {t('subtitle')}
          </p>
        </div>
        <button type="button" className={styles.close} onClick={close}>
          <CloseIcon width={22} height={22} />
          <span className="visually-hidden">{t('close')}</span>
        </button>
      </div>
      <form onSubmit={save}>
        <div role="radiogroup" aria-labelledby={titleId} className={styles.stores}>
          {STORE_IDS.map((id) => (
            <label key={id} className={styles.option} data-checked={choice === id}>
              <input
                type="radio"
                name={name}
                value={id}
                checked={choice === id}
                onChange={() => setChoice(id)}
                className={styles.radio}
              />
              <StoreLogo store={id} label={null} />
              <span className={styles.name}>{STORES[id].name}</span>
              <CheckIcon className={styles.check} width={20} height={20} />
            </label>
          ))}
        </div>
        <div className={frame.actions}>
          <button type="submit" className={frame.primary} disabled={!choice}>
            {t('save')}
          </button>
          {saved ? (
            <button type="button" className={frame.secondary} onClick={clear}>
              {t('clear')}
            </button>
          ) : null}
        </div>
      </form>
    </dialog>
  );
}
