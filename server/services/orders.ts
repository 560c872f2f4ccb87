import { and, countDistinct, desc, eq, max } from 'drizzle-orm';
import type { StoreId } from '../../core/grocery/stores';
import type { Db } from '../db/client';
import { creators, orders, recipes } from '../db/schema';
import { isRecipeVisible, visibleRecipe, type UserRecipeIds } from './recipes';

export type NewOrder = {
  /** The signed-in user (from the access token), or undefined for a visitor. */
  userId: number | undefined;
  recipeId: number;
  store: StoreId;
  servings: number;
  totalCents: number;
  websiteId: string;
};

/**
 * Records an order handed to a store. Undefined when there is no such visible recipe (nothing is
 * recorded): an order names a recipe the visitor could see.
 */
export async function recordOrder(db: Db, order: NewOrder): Promise<number | undefined> {
  if (!(await isRecipeVisible(db, order.recipeId))) return undefined;
  const [row] = await db
    .insert(orders)
    .values({ ...order, userId: order.userId ?? null })
    .returning({ id: orders.id });
  return row?.id;
}

/**
 * A page of the recipes `userId` ordered (each once, however often ordered), newest order first,
 * and how many there are; only recipes that are still visible.
 */
export const listOrderedRecipeIds: UserRecipeIds = async (db, userId, page, perPage) => {
  const where = and(eq(orders.userId, userId), visibleRecipe);
  const latest = max(orders.createdAt);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: orders.recipeId, latest })
      .from(orders)
      .innerJoin(recipes, eq(recipes.id, orders.recipeId))
      .innerJoin(creators, eq(creators.id, recipes.creatorId))
      .where(where)
      .groupBy(orders.recipeId)
      // Two orders in the same instant: the later order (higher id) counts as newer.
      .orderBy(desc(latest), desc(max(orders.id)))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: countDistinct(orders.recipeId) })
      .from(orders)
      .innerJoin(recipes, eq(recipes.id, orders.recipeId))
      .innerJoin(creators, eq(creators.id, recipes.creatorId))
      .where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: counted?.n ?? 0 };
};
