/**
 * Toasts, through sonner (spec §2 chrome: a toast area at top centre). Any client code calls
 * `toast.success(text)` or `toast.error(text)`; the chrome's <Toaster> (components/ui/toaster.tsx)
 * shows them. sonner is not part of any page's first-load JavaScript: the toaster loads it at the
 * user's first press or key, or at the first toast if that comes sooner.
 */
import { createElement } from 'react';
import type { ExternalToast } from 'sonner';

/** Spec §9: toasts in the page chrome close after 3 s (a toaster elsewhere would keep 5 s). */
export const TOAST_DURATION_MS = 3000;

type Sonner = typeof import('sonner');
/** `action`: one button in the toast (an Undo), with `duration` long enough to reach it. */
type Options = Pick<ExternalToast, 'duration' | 'action'>;

let sonner: Promise<Sonner> | undefined;
/** How many sonner <Toaster>s listen (sonner drops toasts sent while none does), and who waits. */
let toasters = 0;
const waiting: (() => void)[] = [];
const loadListeners = new Set<() => void>();

/** sonner's module, loaded once. */
export function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of loadListeners) listener();
  }
  return sonner;
}

/** For the toaster: call `listener` when sonner starts loading (by a first press or a toast). */
export function onSonnerLoad(listener: () => void): () => void {
  loadListeners.add(listener);
  if (sonner) listener();
  return () => void loadListeners.delete(listener);
}

/** For the toaster: its sonner <Toaster> is mounted and listening, until the returned call. */
export function toasterMounted(): () => void {
  toasters += 1;
  for (const resume of waiting.splice(0)) resume();
  return () => void (toasters -= 1);
}

function listening(): Promise<void> {
  return toasters > 0 ? Promise.resolve() : new Promise((resume) => waiting.push(resume));
}

async function show(kind: 'success' | 'error', text: string, options?: Options) {
  const [{ toast: sonnerToast }] = await Promise.all([loadSonner(), listening()]);
  // A failure is an alert, announced at once; news waits its turn in the polite region.
  if (kind === 'error') sonnerToast.error(createElement('span', { role: 'alert' }, text), options);
  else sonnerToast.success(text, options);
}

export const toast = {
  success: (text: string, options?: Options) => void show('success', text, options),
  error: (text: string, options?: Options) => void show('error', text, options),
};
