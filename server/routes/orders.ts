import { Hono } from 'hono';
import type { AppEnv } from '../env-types';
import type { GroceryServices } from '../grocery/services';
import { notFound } from '../http';
import { listOrderedRecipeIds, recordOrder } from '../services/orders';
import { admitWebsite } from './grocery';
import { signedInRecipePage } from './user-recipes';
import { bodyRoute, route } from './validate';

/**
 * Orders (issue 15): `POST /api/v1/orders` records an order handed to a store — the signed-in
 * user's when the request carries their token, else anonymous; `GET /api/v1/orders` lists the
 * signed-in user's ordered recipes (never another user's), in the favourites' list shape.
 */
export function orderRoutes(services: GroceryServices) {
  return new Hono<AppEnv>()
    .get(...route('orders.index'), (c) =>
      signedInRecipePage(c, c.req.valid('query'), listOrderedRecipeIds),
    )
    .post(...bodyRoute('orders.create'), async (c) => {
      const body = c.req.valid('json');
      await admitWebsite(c, services, services.orderLimiter, body.websiteId);
      const id = await recordOrder(await c.var.db(), { ...body, userId: c.var.userId });
      if (id === undefined) throw notFound('Recipe');
      c.header('Cache-Control', 'no-store');
      return c.json({ data: { id, recipeId: body.recipeId } }, 201);
    });
}
