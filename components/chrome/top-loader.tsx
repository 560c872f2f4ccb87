'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type NextTopLoaderType from 'nextjs-toploader';
import { whenIdle } from '@/lib/client/idle';

type Props = Parameters<typeof NextTopLoaderType>[0];

/**
 * The navigation progress bar (spec §2 chrome, §9: minimum 0.2, speed 400): nextjs-toploader,
 * started by a click on a link to another page of this site and finished when the new URL shows.
 * Decorative: the page's own loading states say what is happening to assistive technology.
 *
 * Its code is imported once the page is idle after hydrating (within 1 s), never part of the
 * first-load JavaScript nor of the tasks right after hydration (its style sheet makes the browser
 * restyle the page), and without a Suspense boundary: a link clicked before it has loaded is an ordinary link and
 * navigates (a lazy boundary still waiting for its code once kept such a click from navigating).
 */
export function TopLoader() {
  const [Loader, setLoader] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('nextjs-toploader').then((m) => {
        if (!cancelled) setLoader(() => m.default);
      });
    }, 1000);
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, []);
  if (!Loader) return null;
  return (
    <Loader
      color="var(--color-primary)"
      initialPosition={0.2}
      speed={400}
      height={3}
      showSpinner={false}
      shadow={false}
      zIndex={1600}
    />
  );
}
