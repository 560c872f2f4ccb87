'use client';

import { useEffect, useEffectEvent, useId, useRef } from 'react';

/**
 * A native modal <dialog>, shown while `open` (the browser traps focus; Escape closes it).
 * `dialogProps` go on the <dialog> (its ref, labelled by `titleId`, described by
 * `descriptionId`); `onShown` runs once it is shown, with what had focus before.
 */
export function useModalDialog(
  open: boolean,
  onShown?: (dialog: HTMLDialogElement, previousFocus: HTMLElement | null) => void,
) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const shown = useEffectEvent((dialog: HTMLDialogElement, previous: HTMLElement | null) =>
    onShown?.(dialog, previous),
  );

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      dialog.showModal();
      shown(dialog, active instanceof HTMLElement ? active : null);
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return {
    ref,
    titleId,
    descriptionId,
    dialogProps: { ref, 'aria-labelledby': titleId, 'aria-describedby': descriptionId },
    close: () => ref.current?.close(),
  };
}
