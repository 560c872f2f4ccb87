/**
 * Who may use the studio, and on what (issue 24): a user works on a creator's recipes,
 * collections and profile as one of its members (owner or editor). Every studio service finds
 * what it touches through these memberships, so another creator's recipe or collection is simply
 * not found, and no caller can skip the check.
 */
import { and, eq, ne, type SQLWrapper } from 'drizzle-orm';
import { ERROR_CODES, type Locale } from '../../core/contract';
import type { Db } from '../db/client';
import { rowExists, type Queryable } from '../db/query';
import { collections, creatorMembers, creators, recipes } from '../db/schema';
import { HttpError, notFound } from '../http';

export type StudioCreator = {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  role: 'owner' | 'editor';
  language: Locale;
  zestyEnabled: boolean;
};

/**
 * The join condition of a user's membership of the creator `creatorId` (a column, as
 * `recipes.creatorId`, or an id): joined to `creatorMembers`, it keeps only what is theirs.
 */
export const membershipOf = (userId: number, creatorId: SQLWrapper | number) =>
  and(eq(creatorMembers.creatorId, creatorId), eq(creatorMembers.userId, userId));

/**
 * The join condition of an owner's membership, on `on` (a creator's, or a user's): what the
 * owner of a creator, or the creator a user owns, is read through.
 */
export const ownership = (on: SQLWrapper) => and(on, eq(creatorMembers.role, 'owner'));

/** The creators the user is a member of (owner or editor), by name. */
export async function memberCreators(db: Db, userId: number): Promise<StudioCreator[]> {
  return db
    .select({
      id: creators.id,
      slug: creators.slug,
      name: creators.name,
      logo: creators.logo,
      role: creatorMembers.role,
      language: creators.language,
      zestyEnabled: creators.zestyEnabled,
    })
    .from(creatorMembers)
    .innerJoin(creators, eq(creators.id, creatorMembers.creatorId))
    .where(eq(creatorMembers.userId, userId))
    .orderBy(creators.name);
}

/** Whether the user is a member (owner or editor) of any creator: who may use the studio. */
export async function isMember(db: Db, userId: number): Promise<boolean> {
  return rowExists(db, creatorMembers, eq(creatorMembers.userId, userId));
}

/** Whether the user is (still) a member of the creator. */
export async function isCreatorMember(db: Queryable, userId: number, creatorId: number) {
  return rowExists(db, creatorMembers, membershipOf(userId, creatorId));
}

/** The creator `slug` if the user is one of its members; 403 otherwise (never its recipes). */
export async function memberCreator(db: Db, userId: number, slug: string): Promise<StudioCreator> {
  const creator = (await memberCreators(db, userId)).find((c) => c.slug === slug);
  if (!creator)
    throw new HttpError(403, ERROR_CODES.forbidden, 'You are not a member of this creator');
  return creator;
}

/** A recipe found through the user's memberships, with its creator. */
export type OwnedRecipe = {
  row: typeof recipes.$inferSelect;
  creator: { id: number; slug: string; name: string };
};

/** A recipe of a creator the user is a member of; not found for anyone else (and in the bin). */
export async function ownedRecipe(
  db: Queryable,
  userId: number,
  id: number,
  { deleted = false } = {},
): Promise<OwnedRecipe> {
  const [found] = await db
    .select({
      row: recipes,
      creator: { id: creators.id, slug: creators.slug, name: creators.name },
    })
    .from(recipes)
    .innerJoin(creators, eq(creators.id, recipes.creatorId))
    .innerJoin(creatorMembers, membershipOf(userId, recipes.creatorId))
    .where(
      and(
        eq(recipes.id, id),
        deleted ? eq(recipes.status, 'deleted') : ne(recipes.status, 'deleted'),
      ),
    )
    .limit(1);
  if (!found) throw notFound('Recipe');
  return found;
}

/** A collection of a creator the user is a member of; not found for anyone else. */
export async function ownedCollection(db: Queryable, userId: number, id: number) {
  const [found] = await db
    .select({ row: collections })
    .from(collections)
    .innerJoin(creatorMembers, membershipOf(userId, collections.creatorId))
    .where(eq(collections.id, id))
    .limit(1);
  if (!found) throw notFound('Collection');
  return found.row;
}
