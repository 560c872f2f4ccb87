/**
 * Toasts (spec §2 chrome: a toast area at top centre; §9: they close after 3 s). A tiny store:
 * any client code calls `toast.success(text)`; the one <Toaster> in the root layout shows them.
 */
export type ToastKind = 'success' | 'error';
export type Toast = { id: number; kind: ToastKind; text: string; duration: number };

export const TOAST_DURATION_MS = 3000;
/** At most this many at once: older ones make way. */
const MAX_VISIBLE = 3;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function subscribeToasts(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
export const getToasts = () => toasts;
const NONE: readonly Toast[] = [];
export const getServerToasts = () => NONE;

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, text: string, options: { duration?: number } = {}): number {
  const id = nextId++;
  toasts = [...toasts, { id, kind, text, duration: options.duration ?? TOAST_DURATION_MS }].slice(
    -MAX_VISIBLE,
  );
  emit();
  return id;
}

export const toast = {
  success: (text: string, options?: { duration?: number }) => show('success', text, options),
  error: (text: string, options?: { duration?: number }) => show('error', text, options),
};
