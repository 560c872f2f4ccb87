import { Hono, type Context } from 'hono';
import { ERROR_CODES, type MenuBasketInput } from '../../core/contract';
import { isStoreId } from '../../core/grocery/stores';
import { refuseWhenSpent } from './limited';
import { clientIp } from './login';
import type { AppEnv } from '../env-types';
import { priceBasket, type BasketInput } from '../grocery/basket';
import { priceMenuBasket } from '../grocery/menu-basket';
import { findRecipeId } from '../services/recipes';
import { countEvent, countQuietly } from '../services/stats';
import { productOnWire, searchProducts, storeSummaries } from '../grocery/catalogue';
import type { GroceryLimiter } from '../grocery/limits';
import { basketOrder, menuOrder } from '../grocery/retailers';
import type { GroceryServices } from '../grocery/services';
import { HttpError, notFound } from '../http';
import { paginated } from './pagination';
import { bodyRoute, route } from './validate';

/** The catalogue changes with a new seed or feed, not by the minute: shared caches may keep it. */
const CATALOGUE_CACHE = 'public, max-age=300';

/**
 * A request naming a website id: one this deployment knows (else 403), within the budget of this
 * client on that website (else 429 with Retry-After). Keyed by both (issue 26): keyed by the
 * website alone, one client used up every visitor's budget of a creator's site. Unknown ids are
 * refused before they cost the limiter a key.
 */
export async function admitWebsite(
  c: Context,
  services: GroceryServices,
  limiter: GroceryLimiter,
  websiteId: string,
): Promise<void> {
  if (!services.websiteIds.has(websiteId))
    throw new HttpError(403, ERROR_CODES.forbidden, 'Unknown website id');
  await refuseWhenSpent(
    c,
    () => limiter.take(`${websiteId}|${clientIp(c)}`),
    'Too many requests for this website. Please try again later.',
  );
}

/**
 * The grocery widget's routes (issue 15): the stores, a store's products, the priced basket, the
 * week menu's merged basket and the checkout hand-off of either. They change nothing, answer any origin
 * (CORS in app.ts) and are the only routes that do.
 */
export function groceryRoutes(services: GroceryServices) {
  async function basketFor(c: Context<AppEnv>, body: BasketInput) {
    await admitWebsite(c, services, services.limiter, body.websiteId);
    const basket = await priceBasket(await c.var.db(), body);
    if (!basket) throw notFound('Recipe');
    return basket;
  }

  async function menuBasketFor(c: Context<AppEnv>, body: MenuBasketInput) {
    await admitWebsite(c, services, services.limiter, body.websiteId);
    const basket = await priceMenuBasket(await c.var.db(), body);
    if (!basket) throw notFound('Recipe');
    return basket;
  }

  return new Hono<AppEnv>()
    .get(...route('grocery.stores'), async (c) => {
      const data = await storeSummaries(await c.var.db());
      c.header('Cache-Control', CATALOGUE_CACHE);
      return c.json({ data });
    })
    .get(...route('grocery.products'), async (c) => {
      const { store } = c.req.valid('param');
      if (!isStoreId(store)) throw notFound('Store');
      const q = c.req.valid('query');
      const { products, total } = await searchProducts(
        await c.var.db(),
        store,
        q.q,
        q.page,
        q.perPage,
      );
      return paginated(
        c,
        products.map((p) => productOnWire(p, q.locale)),
        { page: q.page, perPage: q.perPage, total },
        CATALOGUE_CACHE,
      );
    })
    .post(...bodyRoute('grocery.basket'), async (c) => {
      const basket = await basketFor(c, c.req.valid('json'));
      c.header('Cache-Control', 'no-store');
      return c.json({ data: basket });
    })
    .post(...bodyRoute('grocery.menuBasket'), async (c) => {
      const basket = await menuBasketFor(c, c.req.valid('json'));
      c.header('Cache-Control', 'no-store');
      return c.json({ data: basket });
    })
    .post(...bodyRoute('grocery.checkout'), async (c) => {
      const body = c.req.valid('json');
      const basket = await basketFor(c, body);
      const handoff = await services.adapters[body.store].checkout(
        basketOrder(basket, body.locale),
      );
      // A basket sent to a store counts once in the creator's statistics, for that store.
      const db = await c.var.db();
      const recipeId = await findRecipeId(db, body.recipe);
      if (recipeId !== undefined)
        await countQuietly(() => countEvent(db, recipeId, 'basket', body.store));
      c.header('Cache-Control', 'no-store');
      return c.json({ data: handoff });
    })
    .post(...bodyRoute('grocery.menuCheckout'), async (c) => {
      const body = c.req.valid('json');
      const basket = await menuBasketFor(c, body);
      const handoff = await services.adapters[body.store].checkout(menuOrder(basket));
      // As the single checkout: once per recipe sent to the store, however often the menu has it.
      const db = await c.var.db();
      for (const recipeId of new Set(basket.recipes.map((r) => r.id)))
        await countQuietly(() => countEvent(db, recipeId, 'basket', body.store));
      c.header('Cache-Control', 'no-store');
      return c.json({ data: handoff });
    });
}
