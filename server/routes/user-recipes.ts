import type { Context } from 'hono';
import type { Locale, RecipeInclude } from '../../core/contract';
import type { AppEnv } from '../env-types';
import { hydrateRecipes, type UserRecipeIds } from '../services/recipes';
import { paginated } from './pagination';
import { signedIn } from './signed-in';

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
