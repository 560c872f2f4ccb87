'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, onSonnerLoad, TOAST_DURATION_MS, toasterMounted } from '@/lib/client/toast';

/**
 * The chrome's toast area (spec §2, §9): sonner's <Toaster> at top centre, 3 s per toast, at most
 * three at once, with a close button. sonner's code loads when the page is idle (so the live
 * region is in place before the first toast) or at the first toast, whichever comes first.
 */
export function Toaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const [SonnerToaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let cancelled = false;
    const unsubscribe = onSonnerLoad(() => {
      void loadSonner().then((m) => {
        if (!cancelled) setToaster(() => m.Toaster);
      });
    });
    const idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => void loadSonner(), { timeout: 4000 })
        : window.setTimeout(() => void loadSonner(), 2000);
    return () => {
      cancelled = true;
      unsubscribe();
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  // Effects run child first: sonner's Toaster has subscribed by the time this one runs.
  useEffect(() => (SonnerToaster ? toasterMounted() : undefined), [SonnerToaster]);

  if (!SonnerToaster) return null;
  return (
    <SonnerToaster
      position="top-center"
      duration={TOAST_DURATION_MS}
      visibleToasts={3}
      closeButton
      containerAriaLabel={label}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
    />
  );
}
