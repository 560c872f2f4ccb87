'use client';

export type ShareOutcome = 'shared' | 'cancelled' | 'unsupported' | 'failed';

/** Whether this browser can open the system share sheet for `data` (Web Share API). */
export function canShare(data: ShareData): boolean {
  if (typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare === 'function' ? navigator.canShare(data) : true;
}

/** Opens the share sheet; a visitor closing it is 'cancelled', not an error. */
export async function share(data: ShareData): Promise<ShareOutcome> {
  if (!canShare(data)) return 'unsupported';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (err) {
    return err instanceof DOMException && err.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
