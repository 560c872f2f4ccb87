import { Hono, type Context } from 'hono';
import { ERROR_CODES } from '../../core/contract';
import type { AppEnv } from '../env-types';
import type { GroceryServices } from '../grocery/services';
import { HttpError, notFound } from '../http';
import { listOrderedRecipeIds, recordOrder } from '../services/orders';
import { hydrateRecipes } from '../services/recipes';
import { admitWebsite } from './grocery';
import { paginated } from './pagination';
import { bodyRoute, route } from './validate';

/** The signed-in user, from the access token only: no route here takes a user id. */
function signedIn(c: Context<AppEnv>): number {
  const userId = c.var.userId;
  if (userId === undefined) throw new HttpError(401, ERROR_CODES.unauthorized, 'Not signed in');
  return userId;
}

/**
 * Orders (issue 15): `POST /api/v1/orders` records an order handed to a store — the signed-in
 * user's when the request carries their token, else anonymous; `GET /api/v1/orders` lists the
 * signed-in user's ordered recipes (never another user's), in the favourites' list shape.
 */
export function orderRoutes(services: GroceryServices) {
  return new Hono<AppEnv>()
    .get(...route('orders.index'), async (c) => {
      const userId = signedIn(c);
      const q = c.req.valid('query');
      const db = await c.var.db();
      const { ids, total } = await listOrderedRecipeIds(db, userId, q.page, q.perPage);
      const items = await hydrateRecipes(db, ids, q.locale, q.include);
      return paginated(c, items, { page: q.page, perPage: q.perPage, total }, 'private, no-store');
    })
    .post(...bodyRoute('orders.create'), async (c) => {
      const body = c.req.valid('json');
      await admitWebsite(c, services, services.orderLimiter, body.websiteId);
      const id = await recordOrder(await c.var.db(), { ...body, userId: c.var.userId });
      if (id === undefined) throw notFound('Recipe');
      c.header('Cache-Control', 'no-store');
      return c.json({ data: { id, recipeId: body.recipeId } }, 201);
    });
}
