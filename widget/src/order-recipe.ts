/**
 * A recipe as the order dialog orders it (the recipe page's button and a recipe's order card):
 * its basket at the page's servings without the lines ticked off as owned, checked out as it
 * was priced, one order event.
 */
import type { StoreId } from '../../core/grocery/stores';
import type { BasketRequest, GroceryApi } from './api';
import type { Locale } from './i18n';
import { basketView, recipeLine } from './order-basket';
import type { Orderable, Priced } from './order-dialog';
import { MAX_SERVINGS, MIN_SERVINGS, type RecipeRequest } from './page';

/** What the first basket of a recipe without a servings count is priced at, before its own. */
const PROVISIONAL_SERVINGS = 4;

/** `read`: the recipe and the page's choices, read at each pricing (the visitor may change them). */
export function recipeOrder(
  locale: Locale,
  websiteId: () => string,
  api: GroceryApi,
  read: () => RecipeRequest | null,
): Orderable {
  /** A recipe's own servings, learnt from its first answer when nothing gave a count. */
  let base: { slug: string; servings: number } | undefined;

  function price(store: StoreId) {
    const request = read();
    if (!request) return null;
    return async (signal: AbortSignal): Promise<Priced> => {
      const known = base?.slug === request.slug ? base.servings : undefined;
      const ask = (servings: number): BasketRequest => ({
        websiteId: websiteId(),
        recipe: request.slug,
        servings,
        exclude: request.exclude,
        store,
        locale,
      });
      let body = ask(request.servings ?? known ?? PROVISIONAL_SERVINGS);
      let basket = await api.basket(body, signal);
      if (request.servings === undefined && known === undefined) {
        // Priced provisionally: the answer names the recipe's own servings; price those.
        const own = Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, basket.recipe.baseServings));
        base = { slug: request.slug, servings: own };
        if (own !== body.servings) {
          body = ask(own);
          basket = await api.basket(body, signal);
        }
      }
      const sent = body;
      const priced = basket;
      return {
        store: priced.store,
        totalCents: priced.totalCents,
        line: recipeLine(locale, priced),
        name: priced.recipe.name,
        view: (actions) => basketView(locale, priced, actions),
        checkout: (abort) => api.checkout(sent, abort),
        orders: (order) => [
          {
            recipeId: priced.recipe.id,
            slug: priced.recipe.slug,
            store: order.store,
            servings: sent.servings,
            totalCents: order.totalCents,
            websiteId: sent.websiteId,
          },
        ],
        changed() {
          const now = read();
          return !(
            now &&
            now.slug === sent.recipe &&
            (now.servings ?? base?.servings) === sent.servings &&
            now.exclude.join() === sent.exclude.join()
          );
        },
      };
    };
  }

  return { price };
}
