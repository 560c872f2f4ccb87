/**
 * The creator studio's collections (issue 24 item 4). As with recipes, every function finds the
 * collection through the signed-in user's memberships, so another creator's collection is simply
 * not found; every write names the version it was made on (409 on an older one); and a write that
 * changes what visitors see answers `changed` for the one revalidation place.
 */
import { and, asc, eq, inArray, ne, sql, max } from 'drizzle-orm';
import {
  ERROR_CODES,
  LOCALES,
  STUDIO_LIMITS,
  hasCollectionName,
  type CollectionDraft,
  type Locale,
  type PublicChange,
  type StudioCollection,
} from '../../core/contract';
import type { Db } from '../db/client';
import type { Queryable, Tx } from '../db/query';
import {
  collectionRecipes,
  collections,
  creators,
  recipeTranslations,
  recipes,
  type LocalizedText,
} from '../db/schema';
import { HttpError } from '../http';
import { ownedCollection } from './studio-access';
import { creatorImage } from './studio-images';
import { freeSlugIn, slugify } from './studio-recipes';
import { nextVersion, versionConflict } from './studio-versions';

type CollectionRow = typeof collections.$inferSelect;
type Creator = { id: number; slug: string };

function nameIn(text: LocalizedText, locale: Locale): string {
  return text[locale] || LOCALES.map((l) => text[l]).find(Boolean) || '';
}

/** The chosen recipes, in order: id, slug, status, picture and name (working copy first). */
async function recipeCards(db: Queryable, ids: number[], locale: Locale) {
  if (ids.length === 0) return [];
  const [rows, names] = await Promise.all([
    db
      .select({
        id: recipes.id,
        slug: recipes.slug,
        status: recipes.status,
        heroImage: recipes.heroImage,
        draft: recipes.draft,
      })
      .from(recipes)
      .where(inArray(recipes.id, ids)),
    db
      .select({
        id: recipeTranslations.recipeId,
        locale: recipeTranslations.locale,
        name: recipeTranslations.name,
      })
      .from(recipeTranslations)
      .where(inArray(recipeTranslations.recipeId, ids)),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const draft = r.draft as { content?: LocalizedContent } | null;
    const text: LocalizedText = {};
    for (const l of LOCALES)
      text[l] = draft?.content?.[l]?.name || names.find((n) => n.id === id && n.locale === l)?.name;
    return [
      { id, slug: r.slug, status: r.status, heroImage: r.heroImage, name: nameIn(text, locale) },
    ];
  });
}
type LocalizedContent = Partial<Record<Locale, { name?: string }>>;

async function memberIds(db: Queryable, collectionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: collectionRecipes.recipeId })
    .from(collectionRecipes)
    .where(eq(collectionRecipes.collectionId, collectionId))
    .orderBy(asc(collectionRecipes.position));
  return rows.map((r) => r.id);
}

async function studioCollection(
  db: Queryable,
  row: CollectionRow,
  locale: Locale,
): Promise<StudioCollection> {
  const [ids, [creator]] = await Promise.all([
    memberIds(db, row.id),
    db
      .select({ slug: creators.slug, name: creators.name })
      .from(creators)
      .where(eq(creators.id, row.creatorId)),
  ]);
  const content: CollectionDraft['content'] = {};
  for (const l of LOCALES)
    if (row.name[l] || row.description[l])
      content[l] = { name: row.name[l] ?? '', description: row.description[l] ?? '' };
  return {
    id: row.id,
    slug: row.slug,
    creator: creator!,
    version: row.version,
    name: nameIn(row.name, locale),
    collection: { content, heroImage: row.heroImage, recipeIds: ids, status: row.status },
    recipes: await recipeCards(db, ids, locale),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The creator's collections, in their order on the creator's page. */
export async function listStudioCollections(
  db: Db,
  creatorId: number,
  locale: Locale,
): Promise<StudioCollection[]> {
  const rows = await db
    .select()
    .from(collections)
    .where(eq(collections.creatorId, creatorId))
    .orderBy(asc(collections.position), asc(collections.id))
    .limit(STUDIO_LIMITS.collections);
  return Promise.all(rows.map((r) => studioCollection(db, r, locale)));
}

export async function getStudioCollection(db: Db, userId: number, id: number, locale: Locale) {
  return studioCollection(db, await ownedCollection(db, userId, id), locale);
}

/** Runs `write` in one transaction on the user's collection `id` (not found for anyone else). */
async function writeOwned<T>(
  db: Db,
  userId: number,
  id: number,
  write: (tx: Tx, row: CollectionRow) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => write(tx, await ownedCollection(tx, userId, id)));
}

const invalid = (path: string, message: string) =>
  new HttpError(422, ERROR_CODES.validation, `${path} ${message}`, [{ path, message }]);

/**
 * What a collection may hold beyond its schema: a name in some language, the creator's own
 * recipes (none from the bin), and a picture the creator uploaded (or the one it has).
 */
async function checkDraft(
  db: Queryable,
  creatorId: number,
  draft: CollectionDraft,
  knownImage?: string | null,
) {
  if (!hasCollectionName(draft)) throw invalid('content', 'needs a name in at least one language');
  if (draft.recipeIds.length > 0) {
    const own = await db
      .select({ id: recipes.id })
      .from(recipes)
      .where(
        and(
          inArray(recipes.id, draft.recipeIds),
          eq(recipes.creatorId, creatorId),
          ne(recipes.status, 'deleted'),
        ),
      );
    if (own.length !== draft.recipeIds.length)
      throw invalid('recipeIds', 'must all be recipes of this creator');
  }
  if (draft.heroImage && draft.heroImage !== knownImage) {
    if (!(await creatorImage(db, creatorId, draft.heroImage)))
      throw invalid('heroImage', 'is not one of your pictures');
  }
}

function columns(draft: CollectionDraft) {
  const name: LocalizedText = {};
  const description: LocalizedText = {};
  for (const l of LOCALES) {
    const c = draft.content[l];
    if (c?.name) name[l] = c.name;
    if (c?.description) description[l] = c.description;
  }
  return { name, description, heroImage: draft.heroImage, status: draft.status };
}

async function setMembers(db: Queryable, collectionId: number, ids: number[]) {
  await db.delete(collectionRecipes).where(eq(collectionRecipes.collectionId, collectionId));
  if (ids.length > 0)
    await db
      .insert(collectionRecipes)
      .values(ids.map((recipeId, position) => ({ collectionId, recipeId, position })));
}

/** A creator's slug by id. */
export async function creatorSlug(db: Queryable, creatorId: number): Promise<string> {
  const [row] = await db
    .select({ slug: creators.slug })
    .from(creators)
    .where(eq(creators.id, creatorId));
  return row!.slug;
}

const changeOf = (creator: string, slug: string): PublicChange => ({
  recipes: [],
  creators: [creator],
  collections: [slug],
});

export type CollectionWrite = { collection: StudioCollection; changed?: PublicChange };

export async function createStudioCollection(
  db: Db,
  creator: Creator,
  draft: CollectionDraft,
  locale: Locale,
): Promise<CollectionWrite> {
  return db.transaction(async (tx) => {
    await checkDraft(tx, creator.id, draft);
    const [count] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number), last: max(collections.position) })
      .from(collections)
      .where(eq(collections.creatorId, creator.id));
    if ((count?.n ?? 0) >= STUDIO_LIMITS.collections)
      throw invalid('collections', `at most ${STUDIO_LIMITS.collections} per creator`);
    const base = slugify(nameIn(columns(draft).name, locale)).replace(/^recipe$/, 'collection');
    const [row] = await tx
      .insert(collections)
      .values({
        ...columns(draft),
        creatorId: creator.id,
        slug: await freeSlugIn(tx, collections, collections.slug, base),
        position: (count?.last ?? -1) + 1,
      })
      .returning();
    await setMembers(tx, row!.id, draft.recipeIds);
    return {
      collection: await studioCollection(tx, row!, locale),
      changed: draft.status === 'published' ? changeOf(creator.slug, row!.slug) : undefined,
    };
  });
}

const conflict = (version: number) => versionConflict('This collection', version);

/** The collection as made on `version`; visitors see the change when it is or was published. */
export async function saveStudioCollection(
  db: Db,
  userId: number,
  id: number,
  version: number,
  draft: CollectionDraft,
  locale: Locale,
): Promise<CollectionWrite> {
  return writeOwned(db, userId, id, async (tx, before) => {
    if (before.version !== version) throw conflict(before.version);
    await checkDraft(tx, before.creatorId, draft, before.heroImage);
    const [row] = await tx
      .update(collections)
      .set({ ...columns(draft), ...nextVersion(collections.version) })
      .where(and(eq(collections.id, id), eq(collections.version, version)))
      .returning();
    if (!row) throw conflict(version + 1);
    await setMembers(tx, id, draft.recipeIds);
    const visible = before.status === 'published' || row.status === 'published';
    return {
      collection: await studioCollection(tx, row, locale),
      changed: visible ? changeOf(await creatorSlug(tx, row.creatorId), row.slug) : undefined,
    };
  });
}

/** Deletes the collection (its recipes stay); a published one leaves the public pages. */
export async function deleteStudioCollection(
  db: Db,
  userId: number,
  id: number,
  locale: Locale,
): Promise<CollectionWrite> {
  return writeOwned(db, userId, id, async (tx, row) => {
    const collection = await studioCollection(tx, row, locale);
    await tx.delete(collections).where(eq(collections.id, id));
    return {
      collection,
      changed:
        row.status === 'published'
          ? changeOf(await creatorSlug(tx, row.creatorId), row.slug)
          : undefined,
    };
  });
}
