'use client';

import { lazy, Suspense } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { isMainNavHidden } from './paths';
import styles from './main-header.module.css';

const MainHeader = lazy(() => import('./main-header').then((m) => ({ default: m.MainHeader })));

/**
 * The top navigation where the page has one: recipe and collection pages hide it (spec §2), and
 * there its code is never loaded. Elsewhere it loads with the page; a box of its height holds
 * its place meanwhile, so nothing shifts.
 */
export function MainHeaderGate() {
  const pathname = usePathname();
  if (isMainNavHidden(pathname)) return null;
  return (
    <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
      <MainHeader />
    </Suspense>
  );
}
