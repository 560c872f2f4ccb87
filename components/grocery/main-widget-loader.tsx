'use client';

import { useLeaveSite } from '@/components/chrome/leaving-site';
import { WidgetLoader } from './widget-loader';

/**
 * The main site's widget host: the widget's external links go through the leaving-site dialog.
 * Creator sites use WidgetLoader alone (no dialog there; the widget opens the link itself).
 */
export function MainWidgetLoader({ src }: { src: string }) {
  const leave = useLeaveSite();
  return <WidgetLoader src={src} onExternalLink={leave} />;
}
