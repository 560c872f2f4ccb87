'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { loadSonner, onSonnerLoad, TOAST_DURATION_MS, toasterMounted } from '@/lib/client/toast';

/** What comes before any action that raises a toast (a tap, a click or a key). */
const INTENT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * The chrome's toast area (spec §2, §9): sonner's <Toaster> at top centre, 3 s per toast, at most
 * three at once, with a close button. sonner's code loads at the user's first press or key (so
 * the live region is in place before the toasts their actions raise) or at the first toast,
 * whichever comes first: none of it runs while the page loads, nor on a page that is only read.
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
    // Toasts answer what the user does: the first press or key loads sonner, so its live region
    // is in place before most toasts, and a page that is only read never runs it.
    const load = () => void loadSonner();
    const options = { once: true, capture: true, passive: true } as const;
    for (const type of INTENT_EVENTS) window.addEventListener(type, load, options);
    return () => {
      cancelled = true;
      unsubscribe();
      for (const type of INTENT_EVENTS) window.removeEventListener(type, load, options);
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
