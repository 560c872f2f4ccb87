import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { collectionRecipes, collections, creators, recipes, type Locale } from '../db/schema';
import type { Collection, CollectionInclude, Recipe, RecipeInclude } from '../../core/contract';
import { notFound } from '../http';
import { pick } from './localize';
import { hydrateRecipes } from './recipes';

/** The recipe's creator, apart from the collection's own (`creators`). */
const recipeCreator = alias(creators, 'rc');

/**
 * Recipes in a collection (an id, or `collections.id` of the outer query) that the public may
 * see: the joins and conditions for a query from `collection_recipes`.
 */
function visibleMembers<T extends PgSelect>(query: T, collectionId: number | PgColumn) {
  return query
    .innerJoin(recipes, eq(recipes.id, collectionRecipes.recipeId))
    .innerJoin(recipeCreator, eq(recipeCreator.id, recipes.creatorId))
    .where(
      and(
        eq(collectionRecipes.collectionId, collectionId),
        eq(recipes.status, 'published'),
        eq(recipeCreator.zestyEnabled, true),
      ),
    );
}

/** Collections with their creator and their number of visible recipes. */
function collectionRows(db: Db, where: SQL | undefined) {
  const recipeCount = visibleMembers(
    db.select({ n: count() }).from(collectionRecipes).$dynamic(),
    collections.id,
  );
  return db
    .select({
      id: collections.id,
      slug: collections.slug,
      name: collections.name,
      description: collections.description,
      heroImage: collections.heroImage,
      creator: {
        id: creators.id,
        slug: creators.slug,
        name: creators.name,
        language: creators.language,
      },
      recipeCount: sql<number>`${recipeCount}`.mapWith(Number),
    })
    .from(collections)
    .innerJoin(creators, eq(creators.id, collections.creatorId))
    .where(where);
}

type CollectionRow = Awaited<ReturnType<typeof collectionRows>>[number];

/** Recipe fields a collection's recipes carry: enough for cards. */
const CARD_INCLUDES: RecipeInclude[] = ['image', 'website', 'tags'];
/** Collection lists carry a preview of each collection's first recipes. */
export const LIST_RECIPE_PREVIEW = 4;
const MAX_COLLECTION_RECIPES = 500;

export type CollectionFilter = { websiteSlug?: string; websiteId?: number };

/** Published collections of enabled creators: the only ones the public API shows. */
function creatorCondition(f: CollectionFilter): SQL | undefined {
  return and(
    eq(collections.status, 'published'),
    eq(creators.zestyEnabled, true),
    f.websiteSlug ? eq(creators.slug, f.websiteSlug) : undefined,
    f.websiteId !== undefined ? eq(creators.id, f.websiteId) : undefined,
  );
}

export async function listCollections(
  db: Db,
  f: CollectionFilter & {
    page: number;
    perPage: number;
    locale: Locale;
    include: readonly CollectionInclude[];
  },
): Promise<{ items: Collection[]; total: number }> {
  const where = creatorCondition(f);
  const [countRows, rows] = await Promise.all([
    db
      .select({ total: count() })
      .from(collections)
      .innerJoin(creators, eq(creators.id, collections.creatorId))
      .where(where),
    collectionRows(db, where)
      .orderBy(asc(collections.position), asc(collections.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
  ]);
  const items = await toWire(db, rows, f.locale, f.include, LIST_RECIPE_PREVIEW);
  return { items, total: countRows[0]?.total ?? 0 };
}

export async function getCollection(
  db: Db,
  slug: string,
  f: CollectionFilter & { locale: Locale; include: readonly CollectionInclude[] },
): Promise<Collection> {
  const [row] = await collectionRows(db, and(eq(collections.slug, slug), creatorCondition(f)))
    .orderBy(asc(collections.id))
    .limit(1);
  if (!row) throw notFound('Collection');
  const [collection] = await toWire(db, [row], f.locale, f.include, MAX_COLLECTION_RECIPES);
  return collection!;
}

/**
 * A collection of `creatorId` by slug as saved, a draft too (only its visible recipes, as on the
 * public page): what a creator's preview session shows (server/routes/preview.ts). Undefined
 * when the creator has no such collection.
 */
export async function previewCollection(
  db: Db,
  creatorId: number,
  slug: string,
  f: CollectionFilter & { locale: Locale; include: readonly CollectionInclude[] },
): Promise<Collection | undefined> {
  const [row] = await collectionRows(
    db,
    and(
      eq(collections.slug, slug),
      eq(collections.creatorId, creatorId),
      f.websiteSlug ? eq(creators.slug, f.websiteSlug) : undefined,
      f.websiteId !== undefined ? eq(creators.id, f.websiteId) : undefined,
    ),
  ).limit(1);
  if (!row) return undefined;
  const [collection] = await toWire(db, [row], f.locale, f.include, MAX_COLLECTION_RECIPES);
  return collection;
}

/**
 * The first `limit` visible recipes of each collection, in the collection's order, as cards:
 * one query for the members of all of them and one to load the recipes.
 */
async function recipesOf(
  db: Db,
  collectionIds: number[],
  locale: Locale,
  limit: number,
): Promise<Map<number, Recipe[]>> {
  const firstMembers = visibleMembers(
    db
      .select({ recipeId: collectionRecipes.recipeId, position: collectionRecipes.position })
      .from(collectionRecipes)
      .$dynamic(),
    collections.id,
  )
    .orderBy(asc(collectionRecipes.position))
    .limit(limit)
    .as('m');
  const members = await db
    .select({ collectionId: collections.id, recipeId: firstMembers.recipeId })
    .from(collections)
    .innerJoinLateral(firstMembers, sql`true`)
    .where(inArray(collections.id, collectionIds))
    .orderBy(asc(collections.id), asc(firstMembers.position));
  const ids = [...new Set(members.map((m) => m.recipeId))];
  const byId = new Map(
    (await hydrateRecipes(db, ids, locale, CARD_INCLUDES)).map((r) => [r.id, r]),
  );
  const out = new Map(collectionIds.map((id) => [id, [] as Recipe[]]));
  for (const { collectionId, recipeId } of members) {
    const recipe = byId.get(recipeId);
    if (recipe) out.get(collectionId)?.push(recipe);
  }
  return out;
}

async function toWire(
  db: Db,
  rows: CollectionRow[],
  locale: Locale,
  include: readonly CollectionInclude[],
  recipeLimit: number,
): Promise<Collection[]> {
  const recipesById =
    include.includes('recipes') && rows.length
      ? await recipesOf(
          db,
          rows.map((row) => row.id),
          locale,
          recipeLimit,
        )
      : undefined;
  return rows.map((row) => {
    const collection: Collection = {
      id: row.id,
      slug: row.slug,
      name: pick(row.name, locale, row.creator.language) ?? row.slug,
      description: pick(row.description, locale, row.creator.language) ?? '',
      heroImage: row.heroImage,
      recipeCount: row.recipeCount,
    };
    if (recipesById) collection.recipes = { data: recipesById.get(row.id) ?? [] };
    if (include.includes('website')) {
      const { id, name, slug } = row.creator;
      collection.website = { data: { id, name, slug } };
    }
    return collection;
  });
}
