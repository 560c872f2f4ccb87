'use client';

import { lazy, Suspense, type ComponentProps } from 'react';
import { useIdle } from '@/lib/client/use-idle';

const WidgetLoader = lazy(() =>
  import('./widget-loader').then((m) => ({ default: m.WidgetLoader })),
);

/**
 * The widget's host, loaded once the page is idle after hydrating rather than with the page: it
 * injects the widget on idle anyway, so nothing of it belongs in a page's first-load JavaScript
 * nor in the tasks right after hydration. The server never renders it and its code is an async
 * chunk. It installs its event listeners before it injects the script, so no event of the
 * widget's can come first.
 */
export function LazyWidgetLoader(props: ComponentProps<typeof WidgetLoader>) {
  if (!useIdle()) return null;
  return (
    <Suspense fallback={null}>
      <WidgetLoader {...props} />
    </Suspense>
  );
}
