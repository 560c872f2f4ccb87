'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import dialogStyles from '@/components/ui/dialog.module.css';

/** The studio's 'Delete?' dialog: open while `item` is set, naming it; Delete or Cancel. */
export function ConfirmDelete<T>({
  item,
  title,
  body,
  onCancel,
  onConfirm,
}: {
  item: T | null;
  title: string;
  body: string;
  onCancel: () => void;
  onConfirm: (item: T) => void;
}) {
  const t = useTranslations('Studio');
  const { titleId, descriptionId, dialogProps } = useModalDialog(item !== null);
  return (
    <dialog {...dialogProps} className={dialogStyles.dialog} onClose={onCancel}>
      <h2 id={titleId} className={dialogStyles.title}>
        {title}
      </h2>
      <p id={descriptionId}>{body}</p>
      <div className={dialogStyles.actions}>
        <button type="button" className={dialogStyles.secondary} onClick={onCancel}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className={dialogStyles.primary}
          onClick={() => item !== null && onConfirm(item)}
        >
          {t('delete')}
        </button>
      </div>
    </dialog>
  );
}

/**
 * Deleting in the studio, confirmed first: `ask(item)` opens the 'Delete?' dialog for the item,
 * `dialog` is that dialog (worded by `title` and `body`, which gets the item or null while it is
 * closed), and its Delete closes it and hands the item to `onConfirm`.
 */
export function useConfirmDelete<T>({
  title,
  body,
  onConfirm,
}: {
  title: string;
  body: (item: T | null) => string;
  onConfirm: (item: T) => void;
}) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const dialog = (
    <ConfirmDelete
      item={deleting}
      title={title}
      body={body(deleting)}
      onCancel={() => setDeleting(null)}
      onConfirm={(item) => {
        setDeleting(null);
        onConfirm(item);
      }}
    />
  );
  return { ask: (item: T) => setDeleting(item), dialog };
}
