'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { useHydrated } from '@/lib/client/use-hydrated';

const WidgetLoader = lazy(() =>
  import('./widget-loader').then((m) => ({ default: m.WidgetLoader })),
);

/**
 * The widget's host, loaded after hydration rather than with the page: it injects the widget on
 * idle anyway, so nothing of it belongs in a page's first-load JavaScript. Rendered only once
 * hydrated, so the server never renders it and its code is an async chunk. It installs its event
 * listeners before it injects the script, so no event of the widget's can come first.
 */
export function LazyWidgetLoader(props: ComponentProps<typeof WidgetLoader>) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <WidgetLoader {...props} />
    </Suspense>
  );
}
