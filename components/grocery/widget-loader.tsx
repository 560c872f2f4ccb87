'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { WIDGET_EVENTS } from '@/core/grocery/events';
import type { StoreId } from '@/core/grocery/stores';
import { whenIdle } from '@/lib/client/idle';
import { LazyStoreDialog, type StoreRequest } from './lazy-store-dialog';
import { announcePage } from './page-event';

/** Marks the injected script, so it is added once per page load whatever remounts. */
const MARK = 'data-zesty-widget';

function injectWidget(src: string) {
  const present = Array.from(document.scripts).some(
    (s) => s.hasAttribute(MARK) || s.getAttribute('src') === src,
  );
  if (present) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(MARK, '');
  document.body.appendChild(script);
}

/** A CustomEvent's object detail; anything else (any script may fire these names) is nothing. */
function detailOf(event: Event): Record<string, unknown> | undefined {
  if (!(event instanceof CustomEvent)) return undefined;
  const { detail } = event as CustomEvent<unknown>;
  return typeof detail === 'object' && detail !== null
    ? (detail as Record<string, unknown>)
    : undefined;
}

/**
 * The grocery widget's host (issue 15): once the page is interactive and only when it carries a
 * `website-id` meta tag, the widget script (`src`) is injected, once per visit; after each
 * client-side route change the widget is told to look at the page again. The widget's events are
 * answered here: choosing a store opens the site's supermarket dialog, an order is recorded, and
 * with `onExternalLink` (the main site's leaving-site dialog) external links are taken over.
 * Everything but the listeners loads when an event needs it.
 */
export function WidgetLoader({
  src,
  onExternalLink,
}: {
  src: string;
  onExternalLink?: (url: string) => void;
}) {
  const [request, setRequest] = useState<StoreRequest | null>(null);
  const pathname = usePathname();
  const firstPath = useRef(true);

  useEffect(() => {
    if (!document.querySelector('meta[name="website-id"]')) return;
    let cancel: (() => void) | undefined;
    const schedule = () => {
      cancel = whenIdle(() => injectWidget(src));
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      cancel?.();
    };
  }, [src]);

  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    announcePage();
  }, [pathname]);

  useEffect(() => {
    const onChooseStore = (event: Event) => {
      const confirm = detailOf(event)?.confirm;
      if (typeof confirm !== 'function') return;
      event.preventDefault();
      // The widget continues its order with the store saved here.
      setRequest({ onConfirm: confirm as (store: StoreId) => void });
    };
    const onOrder = (event: Event) => {
      const detail = detailOf(event);
      // A chunk that fails to load (a deploy replaced it) loses this record, not the page.
      import('./order-event').then((m) => m.recordOrder(detail)).catch(() => undefined);
    };
    const onExternal = (event: Event) => {
      const url = detailOf(event)?.url;
      if (!onExternalLink || typeof url !== 'string' || !/^https?:\/\//i.test(url)) return;
      event.preventDefault();
      onExternalLink(url);
    };
    window.addEventListener(WIDGET_EVENTS.chooseStore, onChooseStore);
    window.addEventListener(WIDGET_EVENTS.order, onOrder);
    window.addEventListener(WIDGET_EVENTS.externalLink, onExternal);
    return () => {
      window.removeEventListener(WIDGET_EVENTS.chooseStore, onChooseStore);
      window.removeEventListener(WIDGET_EVENTS.order, onOrder);
      window.removeEventListener(WIDGET_EVENTS.externalLink, onExternal);
    };
  }, [onExternalLink]);

  return <LazyStoreDialog request={request} onClosed={() => setRequest(null)} />;
}
