import type { Context } from 'hono';
import { ERROR_CODES, type Locale, type RecipeInclude } from '../../core/contract';
import type { AppEnv } from '../env-types';
import { HttpError } from '../http';
import { hydrateRecipes, type UserRecipeIds } from '../services/recipes';
import { paginated } from './pagination';

/** The signed-in user, from the access token only: no route here takes a user id. */
export function signedIn(c: Context<AppEnv>): number {
  const userId = c.var.userId;
  if (userId === undefined) throw new HttpError(401, ERROR_CODES.unauthorized, 'Not signed in');
  return userId;
}

/**
 * The signed-in user's own recipe list (favourites, orders): a page of `list`'s ids as recipes,
 * in the recipe list's envelope, never cached.
 */
export async function signedInRecipePage(
  c: Context<AppEnv>,
  q: { page: number; perPage: number; locale: Locale; include: readonly RecipeInclude[] },
  list: UserRecipeIds,
) {
  const userId = signedIn(c);
  const db = await c.var.db();
  const { ids, total } = await list(db, userId, q.page, q.perPage);
  const items = await hydrateRecipes(db, ids, q.locale, q.include);
  return paginated(c, items, { page: q.page, perPage: q.perPage, total }, 'private, no-store');
}
