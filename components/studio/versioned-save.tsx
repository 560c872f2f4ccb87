'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ERROR_CODES } from '@/core/contract/paths';
import { isApiError } from '@/lib/api/errors';
import { toast } from '@/lib/client/toast';
import { ActionButton } from './action-button';
import { errorMessage } from './error-message';
import styles from './studio.module.css';

/**
 * The saves of an editor that saves on demand with a version check: `trySave(save)` runs one, and
 * a failure never escapes it: someone else's newer version sets `conflict` (the editor then shows
 * SaveConflict), any other failure is said in a toast.
 */
export function useVersionedSave() {
  const ts = useTranslations('Studio');
  const [conflict, setConflict] = useState(false);
  async function trySave(save: () => Promise<void>) {
    try {
      await save();
    } catch (err) {
      if (isApiError(err) && err.code === ERROR_CODES.versionConflict) setConflict(true);
      else toast.error(ts('actionFailed', { message: errorMessage(err) }));
    }
  }
  return { conflict, trySave };
}

/** An editor's save met a newer version saved by someone else: says so, and offers to load it. */
export function SaveConflict({
  text,
  reloadText,
  onReload,
}: {
  text: string;
  reloadText: string;
  onReload: () => void;
}) {
  return (
    <div className={styles.conflict} role="alert">
      <p>{text}</p>
      <ActionButton onClick={onReload}>{reloadText}</ActionButton>
    </div>
  );
}
