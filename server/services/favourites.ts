import { and, count, desc, eq, not } from 'drizzle-orm';
import type { Locale } from '../../core/locale';
import type { Db } from '../db/client';
import { creators, favourites, recipes } from '../db/schema';
import { pick, recipeNames } from './localize';
import { isRecipeVisible, visibleRecipe, type UserRecipeIds } from './recipes';
import { countEvent, countQuietly } from './stats';

/**
 * Adds a favourite for `userId` (the signed-in user; never an id from the request). Idempotent.
 * False when there is no such visible recipe.
 */
export async function addFavourite(db: Db, userId: number, recipeId: number): Promise<boolean> {
  if (!(await isRecipeVisible(db, recipeId))) return false;
  const added = await db
    .insert(favourites)
    .values({ userId, recipeId })
    .onConflictDoNothing()
    .returning({ recipeId: favourites.recipeId });
  // A new bookmark counts once in the creator's statistics (never who made it).
  if (added.length > 0) await countQuietly(() => countEvent(db, recipeId, 'bookmark'));
  return true;
}

/** Removes `userId`'s favourite, if there is one (removing what is not there is no error). */
export async function removeFavourite(db: Db, userId: number, recipeId: number): Promise<void> {
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.recipeId, recipeId)));
}

/**
 * A page of `userId`'s favourites, newest first, and how many there are: only recipes that are
 * still visible (a recipe unpublished later drops out of the list, and comes back with it).
 */
export const listFavouriteIds: UserRecipeIds = async (db, userId, page, perPage) => {
  const where = and(eq(favourites.userId, userId), visibleRecipe);
  const base = () =>
    db
      .select({ id: recipes.id })
      .from(favourites)
      .innerJoin(recipes, eq(recipes.id, favourites.recipeId))
      .innerJoin(creators, eq(creators.id, recipes.creatorId))
      .where(where);
  const [rows, [counted]] = await Promise.all([
    base()
      .orderBy(desc(favourites.createdAt), desc(favourites.recipeId))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(favourites)
      .innerJoin(recipes, eq(recipes.id, favourites.recipeId))
      .innerJoin(creators, eq(creators.id, recipes.creatorId))
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: counted?.n ?? 0 };
};

/** At most this many 'no longer available' favourites are listed (the newest). */
export const UNAVAILABLE_FAVOURITES_LIMIT = 50;

/**
 * `userId`'s favourites whose recipe is no longer public (unpublished, in the creator's bin, or
 * the creator's site switched off), newest first, each with its name in `locale` (else the
 * recipe's own language). They stay favourites: a recipe published again is back in the list.
 */
export async function listUnavailableFavourites(
  db: Db,
  userId: number,
  locale: Locale,
): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: recipes.id, originalLocale: recipes.originalLocale })
    .from(favourites)
    .innerJoin(recipes, eq(recipes.id, favourites.recipeId))
    .innerJoin(creators, eq(creators.id, recipes.creatorId))
    .where(and(eq(favourites.userId, userId), not(visibleRecipe)))
    .orderBy(desc(favourites.createdAt), desc(favourites.recipeId))
    .limit(UNAVAILABLE_FAVOURITES_LIMIT);
  if (rows.length === 0) return [];
  const byRecipe = await recipeNames(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: pick(byRecipe.get(r.id), locale, r.originalLocale) ?? '',
  }));
}
