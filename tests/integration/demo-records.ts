import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { demo } from '../../demo/seed';
import { signedInUsers } from './auth-services';

/**
 * What the favourites and orders tests refer to in the seeded demo: its cook and editor signed
 * in (id and access token by email), every recipe's id by slug, and a recipe of the disabled
 * creator (visible nowhere).
 */
export async function demoRecords(db: Db, secret: Uint8Array) {
  const disabledCreator = demo.creators.find((c) => !c.zestyEnabled)!.slug;
  const users = await signedInUsers(db, secret, ['cook@example.com', 'editor@example.com']);
  const rows = await db
    .select({ id: schema.recipes.id, slug: schema.recipes.slug })
    .from(schema.recipes);
  const [hidden] = await db
    .select({ id: schema.recipes.id })
    .from(schema.recipes)
    .innerJoin(schema.creators, eq(schema.creators.id, schema.recipes.creatorId))
    .where(eq(schema.creators.slug, disabledCreator))
    .limit(1);
  return {
    users,
    recipeIds: new Map(rows.map((row) => [row.slug, row.id])),
    hiddenRecipe: hidden!.id,
  };
}
