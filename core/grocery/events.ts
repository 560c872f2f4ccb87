/**
 * Events between the grocery widget and the page that hosts it (window events). The widget is
 * third-party style: it never imports the site's code, and on a page without these listeners
 * (the order card on a creator's blog) it falls back to its own behaviour. A module of its own,
 * so the site's loader island carries the names without the store table.
 */
export const WIDGET_EVENTS = {
  /** Cancelable; detail `{ confirm(store) }`. The host opens its supermarket dialog. */
  chooseStore: 'zesty:choose-store',
  /** Detail `{ recipeId, slug, store, servings, totalCents, websiteId }`: an order was handed to a store. */
  order: 'zesty:order',
  /** Cancelable; detail `{ url }`. The host's leaving-site dialog takes over the link. */
  externalLink: 'zesty:external-link',
  /**
   * A plain Event: the page's content changed under the widget (a client-side route change, or
   * the ingredients panel's slot appeared), so it looks for its slot and the JSON-LD again.
   */
  page: 'zesty:page',
  /** A plain Event: the `preferredStore` cookie was written or cleared (by the site or the widget). */
  storeChange: 'zesty:store-change',
} as const;
