/**
 * A week menu as the order dialog orders it ("Order all" on the menu page, or an order card
 * with a menu link): one merged basket for all its recipes, checked out as it was priced, and
 * on a Zesty page one order event per recipe with its share of the order.
 */
import type { MenuLinkEntry } from '../../core/kitchen/menu';
import type { StoreId } from '../../core/grocery/stores';
import type { GroceryApi, MenuBasketRequest } from './api';
import { t, type Locale } from './i18n';
import { menuBasketView, menuLine, menuTotal, sourceEntries } from './order-basket';
import type { Orderable, Priced } from './order-dialog';

/** What a line of the merged basket weighs in the shares: its price and where it comes from. */
export type ShareLine = { subtotalCents: number; sources: readonly { entry: number }[] };

/**
 * Each menu entry's share (in cents) of an order of `totalCents`: every line's subtotal split
 * equally among the entries it comes from, scaled to the order's total when that differs, and
 * rounded so the shares add up to it exactly (the cents left over go to the largest fractions,
 * the earlier entry first on a tie). Nothing to weigh by: split equally.
 */
export function orderShares(
  lines: readonly ShareLine[],
  entries: number,
  totalCents: number,
): number[] {
  if (entries <= 0) return [];
  const weights: number[] = Array(entries).fill(0);
  for (const line of lines) {
    const from = sourceEntries(line).filter((e) => e >= 0 && e < entries);
    for (const entry of from) weights[entry]! += line.subtotalCents / from.length;
  }
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (sum > 0 ? (w * totalCents) / sum : totalCents / entries));
  const shares = exact.map(Math.floor);
  let left = totalCents - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, entry) => ({ entry, rest: value - shares[entry]! }))
    // Float noise is no reason to skip an earlier entry.
    .sort((a, b) => (Math.abs(a.rest - b.rest) < 1e-9 ? a.entry - b.entry : b.rest - a.rest));
  for (let n = 0; left > 0; n++, left--) shares[order[n % entries]!.entry]!++;
  return shares;
}

const menuKey = (entries: readonly MenuLinkEntry[] | null) =>
  (entries ?? []).map((e) => `${e.slug}:${e.servings}`).join('&');

/** `read`: the menu's days as the page has them now (read at each pricing). */
export function menuOrder(
  locale: Locale,
  websiteId: () => string,
  api: GroceryApi,
  read: () => MenuLinkEntry[] | null,
): Orderable {
  function price(store: StoreId) {
    const entries = read();
    if (!entries?.length) return null;
    const body: MenuBasketRequest = {
      websiteId: websiteId(),
      recipes: entries.map((e) => ({ recipe: e.slug, servings: e.servings, exclude: [] })),
      store,
      locale,
    };
    return async (signal: AbortSignal): Promise<Priced> => {
      const basket = await api.menuBasket(body, signal);
      return {
        store: basket.store,
        totalCents: menuTotal(basket),
        line: menuLine(locale, basket),
        name: t(locale, 'menu'),
        view: (actions) => menuBasketView(locale, basket, actions),
        checkout: (abort) => api.menuCheckout(body, abort),
        orders(order) {
          const shares = orderShares(basket.lines, basket.recipes.length, order.totalCents);
          return basket.recipes.map((recipe, n) => ({
            recipeId: recipe.id,
            slug: recipe.recipe,
            store: order.store,
            servings: recipe.servings,
            totalCents: shares[n]!,
            websiteId: body.websiteId,
          }));
        },
        changed: () => menuKey(read()) !== menuKey(entries),
      };
    };
  }

  return { price, empty: 'menuEmpty' };
}
