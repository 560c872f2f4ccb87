import { WIDGET_EVENTS } from '@/core/grocery/events';

/**
 * `zesty:page` (a window Event): the page's content changed under the grocery widget, so it looks
 * for its slot (`[data-zesty-order-slot]`) and the recipe's JSON-LD again. The widget loads once
 * per visit; the loader fires this after each client-side route change, and the ingredients
 * panel when its slot appears (a route's content may stream in after the route has changed).
 */
export const WIDGET_PAGE_EVENT = WIDGET_EVENTS.page;

export const announcePage = () => window.dispatchEvent(new Event(WIDGET_PAGE_EVENT));
