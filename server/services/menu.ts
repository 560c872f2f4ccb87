import { and, asc, eq, inArray } from 'drizzle-orm';
import type { MenuEntry } from '../../core/kitchen/menu';
import type { Db } from '../db/client';
import { creators, menuEntries, recipes, users } from '../db/schema';
import { visibleRecipe } from './recipes';

/**
 * `userId`'s week menu (the signed-in user's; never an id from the request), first day first:
 * only recipes that are still visible. A recipe unpublished later drops out of the menu read
 * here and comes back with it, until the next replace leaves it out for good.
 */
export async function getMenu(db: Db, userId: number): Promise<MenuEntry[]> {
  return db
    .select({ recipeId: menuEntries.recipeId, servings: menuEntries.servings })
    .from(menuEntries)
    .innerJoin(recipes, eq(recipes.id, menuEntries.recipeId))
    .innerJoin(creators, eq(creators.id, recipes.creatorId))
    .where(and(eq(menuEntries.userId, userId), visibleRecipe))
    .orderBy(asc(menuEntries.position));
}

/**
 * Replaces `userId`'s menu with `entries` (validated by the contract: at most MENU_LIMIT, each
 * recipe once, servings in range), in one transaction, positions 0..n-1 in the given order.
 * Entries whose recipe is unknown or not visible are left out, not refused: a visitor's menu
 * pushed at sign-in may name a recipe unpublished since it was added. Returns what was kept.
 */
export async function replaceMenu(
  db: Db,
  userId: number,
  entries: readonly MenuEntry[],
): Promise<MenuEntry[]> {
  return db.transaction(async (tx) => {
    // One replace at a time per user: two at once would each delete the old rows and then both
    // insert (a duplicate key). The user's row is the lock; favourites and orders referring to it
    // (FOR KEY SHARE) are not held up by it.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const ids = entries.map((e) => e.recipeId);
    const visible = ids.length
      ? new Set(
          (
            await tx
              .select({ id: recipes.id })
              .from(recipes)
              .innerJoin(creators, eq(creators.id, recipes.creatorId))
              .where(and(inArray(recipes.id, ids), visibleRecipe))
          ).map((r) => r.id),
        )
      : new Set<number>();
    const kept = entries
      .filter((e) => visible.has(e.recipeId))
      .map((e) => ({ recipeId: e.recipeId, servings: e.servings }));
    await tx.delete(menuEntries).where(eq(menuEntries.userId, userId));
    if (kept.length)
      await tx.insert(menuEntries).values(kept.map((e, position) => ({ userId, position, ...e })));
    return kept;
  });
}
