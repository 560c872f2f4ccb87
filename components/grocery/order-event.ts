/**
 * The host page's side of `zesty:order` (the widget handed a basket to a store): the recipe goes
 * into the `orders` cookie, which fires the order-change event, and the order is recorded through
 * the proxy, for the signed-in user when there is one and anonymously otherwise. Loaded with the
 * first order, so zod and the proxy client are never part of a page's first load.
 */
import { orderBody } from '@/core/contract/grocery';
import { addOrderedRecipe, notifyOrderChange } from '@/lib/client/orders';
import { proxyPost } from '@/lib/client/proxy';

/**
 * Records one order. The event's detail comes from another bundle (or any script on the page), so
 * it is held to the API's own order body; one that fails it is ignored. Resolves either way.
 */
export async function recordOrder(detail: unknown): Promise<void> {
  const parsed = orderBody.safeParse(detail);
  if (!parsed.success) return;
  const order = parsed.data;
  // When the cookie's 4 KB are full nothing is written there; the server still gets the order.
  addOrderedRecipe(order.recipeId);
  try {
    // keepalive: the visitor may be on their way to the store's site.
    await proxyPost('orders.create', {}, order, { keepalive: true });
    // A signed-in user's Orders page (this tab or another) shows the server's orders too.
    notifyOrderChange();
  } catch {
    // The cookie keeps the order on this device; there is nothing the visitor could do about it.
  }
}
