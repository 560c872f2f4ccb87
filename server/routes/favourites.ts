import { Hono } from 'hono';
import type { AppEnv } from '../env-types';
import { notFound } from '../http';
import {
  addFavourite,
  listFavouriteIds,
  listUnavailableFavourites,
  removeFavourite,
} from '../services/favourites';
import { signedIn } from './signed-in';
import { signedInRecipePage } from './user-recipes';
import { route } from './validate';

/**
 * Favourites (spec §7): `GET /api/v1/recipes/favorites`, `POST` and `DELETE
 * /api/v1/recipes/{id}/favorite`; and `GET /api/v1/recipes/favorites/unavailable`, those no
 * longer public (issue 24). Registered before the recipe routes, whose `{slug}` would
 * otherwise read "favorites" as a recipe.
 */
export const favouriteRoutes = new Hono<AppEnv>()
  .get(...route('recipes.favorites'), (c) =>
    signedInRecipePage(c, c.req.valid('query'), listFavouriteIds),
  )
  .get(...route('recipes.favorites.unavailable'), async (c) => {
    const userId = signedIn(c);
    const { locale } = c.req.valid('query');
    const data = await listUnavailableFavourites(await c.var.db(), userId, locale);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data });
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
