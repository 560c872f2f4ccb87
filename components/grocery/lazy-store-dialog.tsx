'use client';

import { lazy, Suspense } from 'react';
import type { StoreId } from '@/core/grocery/stores';

const load = () => import('./store-dialog');
const StoreDialog = lazy(() => load().then((m) => ({ default: m.StoreDialog })));

/** Fetch the dialog's code ahead of a likely click (pointer over or focus on its opener). */
export const preloadStoreDialog = () => void load();

/** A request to choose a store: what to run once one is saved. */
export type StoreRequest = { onConfirm?: (store: StoreId) => void };

/**
 * The supermarket dialog while `request` is set. Its code (and the cookie and toast helpers)
 * loads the first time it is asked for, never with the page.
 */
export function LazyStoreDialog({
  request,
  onClosed,
}: {
  request: StoreRequest | null;
  onClosed: () => void;
}) {
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <StoreDialog onConfirm={request.onConfirm} onClosed={onClosed} />
    </Suspense>
  );
}
