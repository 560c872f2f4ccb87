import { Hono, type Context } from 'hono';
import { ERROR_CODES } from '../../core/contract';
import type { AppEnv } from '../env-types';
import { HttpError, notFound } from '../http';
import { addFavourite, listFavouriteIds, removeFavourite } from '../services/favourites';
import { hydrateRecipes } from '../services/recipes';
import { paginated } from './pagination';
import { route } from './validate';

/** The signed-in user, from the access token only: no route here takes a user id. */
function signedIn(c: Context<AppEnv>): number {
  const userId = c.var.userId;
  if (userId === undefined) throw new HttpError(401, ERROR_CODES.unauthorized, 'Not signed in');
  return userId;
}

/**
 * Favourites (spec §7): `GET /api/v1/recipes/favorites`, `POST` and `DELETE
 * /api/v1/recipes/{id}/favorite`. Registered before the recipe routes, whose `{slug}` would
 * otherwise read "favorites" as a recipe.
 */
export const favouriteRoutes = new Hono<AppEnv>()
  .get(...route('recipes.favorites'), async (c) => {
    const userId = signedIn(c);
    const q = c.req.valid('query');
    const db = await c.var.db();
    const { ids, total } = await listFavouriteIds(db, userId, q.page, q.perPage);
    const items = await hydrateRecipes(db, ids, q.locale, q.include);
    return paginated(c, items, { page: q.page, perPage: q.perPage, total }, 'private, no-store');
  })
  .post(...route('recipes.favorite'), async (c) => {
    const userId = signedIn(c);
    const id = Number(c.req.valid('param').id);
    if (!(await addFavourite(await c.var.db(), userId, id))) throw notFound('Recipe');
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { id, favorite: true } });
  })
  .delete(...route('recipes.favorite'), async (c) => {
    const userId = signedIn(c);
    const id = Number(c.req.valid('param').id);
    await removeFavourite(await c.var.db(), userId, id);
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { id, favorite: false } });
  });
