'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState } from 'react';
import styles from './top-loader.module.css';

/** Spec §9: the bar starts at 20 % and moves in 400 ms steps. */
const INITIAL = 0.2;
const STEP_MS = 400;
/** Without an answer it creeps towards, but never reaches, the end. */
const CEILING = 0.94;

/**
 * The navigation progress bar (spec §2 chrome). It starts when a visitor follows a link to
 * another page of this site and completes when the new URL is shown. Decorative: the page's
 * own loading states say what is happening to assistive technology.
 */
export function TopLoader() {
  return (
    <Suspense fallback={null}>
      <Bar />
    </Suspense>
  );
}

function Bar() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [progress, setProgress] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const active = useRef(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (anchor.target && anchor.target !== '_self') return;
      if (anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, location.href);
      if (url.origin !== location.origin) return;
      // Same page (or only its #fragment): nothing loads.
      if (url.pathname === location.pathname && url.search === location.search) return;
      active.current = true;
      setProgress(INITIAL);
      window.clearInterval(timer.current);
      timer.current = window.setInterval(() => {
        setProgress((p) => (p === null ? p : Math.min(CEILING, p + (CEILING - p) * 0.2)));
      }, STEP_MS);
    };
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      window.clearInterval(timer.current);
    };
  }, []);

  // The new page's URL is showing: finish and fade out.
  useEffect(() => {
    if (!active.current) return;
    active.current = false;
    window.clearInterval(timer.current);
    const finish = window.setTimeout(() => setProgress(1), 0);
    const hide = window.setTimeout(() => setProgress(null), STEP_MS);
    return () => {
      window.clearTimeout(finish);
      window.clearTimeout(hide);
    };
  }, [pathname, search]);

  if (progress === null) return null;
  return (
    <div
      className={styles.bar}
      style={{ transform: `scaleX(${progress})` }}
      data-done={progress === 1 ? 'true' : 'false'}
      aria-hidden="true"
      data-testid="top-loader"
    />
  );
}
