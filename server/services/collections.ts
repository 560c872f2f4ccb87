import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { Locale, LocalizedText } from '../db/schema';
import type { Collection, CollectionInclude, RecipeInclude } from '../../lib/api/contract';
import { notFound } from '../http';
import { pick } from './localize';
import { hydrateRecipes } from './recipes';

type CollectionRow = {
  id: number;
  slug: string;
  name: LocalizedText;
  description: LocalizedText;
  hero_image: string | null;
  c_id: number;
  c_slug: string;
  c_name: string;
  c_language: Locale;
  recipe_count: number;
};

/** Recipes in a collection that the public may see, in the collection's order. */
const visibleMembers = (
  collectionId: SQL,
) => sql`SELECT cr.recipe_id, cr.position FROM collection_recipes cr
  JOIN recipes r ON r.id = cr.recipe_id JOIN creators rc ON rc.id = r.creator_id
  WHERE cr.collection_id = ${collectionId} AND r.status = 'published' AND rc.zesty_enabled`;

const selectCollection = sql`SELECT col.id, col.slug, col.name, col.description, col.hero_image,
    c.id AS c_id, c.slug AS c_slug, c.name AS c_name, c.language AS c_language,
    (SELECT count(*)::int FROM (${visibleMembers(sql`col.id`)}) m) AS recipe_count
  FROM collections col JOIN creators c ON c.id = col.creator_id`;

/** Recipe fields a collection's recipes carry: enough for cards. */
const CARD_INCLUDES: RecipeInclude[] = ['image', 'website', 'tags'];
/** Collection lists carry a preview of each collection's first recipes. */
export const LIST_RECIPE_PREVIEW = 4;
const MAX_COLLECTION_RECIPES = 500;

export type CollectionFilter = { websiteSlug?: string; websiteId?: number };

function creatorCondition(f: CollectionFilter): SQL {
  const parts: SQL[] = [sql`c.zesty_enabled`];
  if (f.websiteSlug) parts.push(sql`c.slug = ${f.websiteSlug}`);
  if (f.websiteId !== undefined) parts.push(sql`c.id = ${f.websiteId}`);
  return sql.join(parts, sql` AND `);
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
    queryRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM collections col JOIN creators c ON c.id = col.creator_id WHERE ${where}`,
    ),
    queryRows<CollectionRow>(
      db,
      sql`${selectCollection} WHERE ${where} ORDER BY col.position, col.id
          LIMIT ${f.perPage} OFFSET ${(f.page - 1) * f.perPage}`,
    ),
  ]);
  const items = await Promise.all(
    rows.map((row) => toWire(db, row, f.locale, f.include, LIST_RECIPE_PREVIEW)),
  );
  return { items, total: countRows[0]?.total ?? 0 };
}

export async function getCollection(
  db: Db,
  slug: string,
  f: CollectionFilter & { locale: Locale; include: readonly CollectionInclude[] },
): Promise<Collection> {
  const [row] = await queryRows<CollectionRow>(
    db,
    sql`${selectCollection} WHERE col.slug = ${slug} AND ${creatorCondition(f)} ORDER BY col.id LIMIT 1`,
  );
  if (!row) throw notFound('Collection');
  return toWire(db, row, f.locale, f.include, MAX_COLLECTION_RECIPES);
}

async function toWire(
  db: Db,
  row: CollectionRow,
  locale: Locale,
  include: readonly CollectionInclude[],
  recipeLimit: number,
): Promise<Collection> {
  const collection: Collection = {
    id: row.id,
    slug: row.slug,
    name: pick(row.name, locale, row.c_language) ?? row.slug,
    description: pick(row.description, locale, row.c_language) ?? '',
    heroImage: row.hero_image,
    recipeCount: row.recipe_count,
  };
  if (include.includes('recipes')) {
    const members = await queryRows<{ recipe_id: number }>(
      db,
      sql`${visibleMembers(sql`${row.id}`)} ORDER BY cr.position LIMIT ${recipeLimit}`,
    );
    collection.recipes = {
      data: await hydrateRecipes(
        db,
        members.map((m) => m.recipe_id),
        locale,
        CARD_INCLUDES,
      ),
    };
  }
  if (include.includes('website')) {
    collection.website = { data: { id: row.c_id, name: row.c_name, slug: row.c_slug } };
  }
  return collection;
}
