'use client';

import { useLeaveSite } from '@/components/chrome/leaving-site';
import { LazyWidgetLoader } from './lazy-widget-loader';

/**
 * The main site's widget host: the widget's external links go through the leaving-site dialog.
 * Creator sites use LazyWidgetLoader alone (no dialog there; the widget opens the link itself).
 */
export function MainWidgetLoader({ src }: { src: string }) {
  const leave = useLeaveSite();
  return <LazyWidgetLoader src={src} onExternalLink={leave} />;
}
