/**
 * Becoming a creator (issue 25 item 5): a signed-in user applies for a subdomain; an editor
 * approves (the creator is made, not yet enabled, with the applicant as its owner and a creator's
 * role) or declines; an editor switches a creator's site on and off. The subdomain rules are the
 * contract's (`subdomainIssue`), so the form and the API refuse the same names.
 */
import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  ERROR_CODES,
  subdomainIssue,
  type ApplicationBody,
  type CreatorApplication,
  type EditorCreator,
  type PublicChange,
  type SubdomainCheck,
} from '../../core/contract';
import type { Db } from '../db/client';
import { rowExists, type Queryable, type Tx } from '../db/query';
import {
  collections,
  creatorApplications,
  creatorMembers,
  creators,
  recipes,
  users,
} from '../db/schema';
import { HttpError, notFound } from '../http';
import { ownership } from './studio-access';

type ApplicationRow = typeof creatorApplications.$inferSelect;

const wire = (
  row: ApplicationRow,
  applicant?: { name: string; email: string },
): CreatorApplication => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  workUrl: row.workUrl,
  language: row.language,
  status: row.status,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  ...(applicant ? { applicant } : {}),
});

/**
 * Whether `slug` is free for `userId`: no creator has it and no one else's pending application
 * holds it (the user's own pending application does not count against them).
 */
async function slugTaken(db: Queryable, slug: string, userId?: number): Promise<boolean> {
  if (await rowExists(db, creators, eq(creators.slug, slug))) return true;
  const pending = and(
    eq(creatorApplications.slug, slug),
    eq(creatorApplications.status, 'pending'),
  );
  const others =
    userId === undefined ? pending : and(pending, ne(creatorApplications.userId, userId));
  return rowExists(db, creatorApplications, others);
}

/** The live check: the form's rules first, then whether another creator or applicant has it. */
export async function checkSubdomain(
  db: Db,
  slug: string,
  userId: number,
  mainSiteName?: string,
): Promise<SubdomainCheck> {
  const issue =
    subdomainIssue(slug, mainSiteName) ??
    ((await slugTaken(db, slug, userId)) ? 'taken' : undefined);
  return { slug, available: issue === undefined, issue: issue ?? null };
}

const unavailable = (issue: string) =>
  new HttpError(422, ERROR_CODES.validation, 'This subdomain cannot be had', [
    { path: 'slug', message: issue },
  ]);

/** The user's newest application; null when they never applied. */
export async function myApplication(db: Db, userId: number): Promise<CreatorApplication | null> {
  const [row] = await db
    .select()
    .from(creatorApplications)
    .where(eq(creatorApplications.userId, userId))
    .orderBy(desc(creatorApplications.id))
    .limit(1);
  return row ? wire(row) : null;
}

/**
 * A new application. Refused: a creator's member (they have a studio already), a second pending
 * application (409), and a subdomain that breaks the rules or is taken (422, naming the issue).
 */
export async function apply(
  db: Db,
  userId: number,
  body: ApplicationBody,
  mainSiteName?: string,
): Promise<CreatorApplication> {
  if (await rowExists(db, creatorMembers, eq(creatorMembers.userId, userId)))
    throw new HttpError(409, ERROR_CODES.forbidden, 'You already have a creator studio');
  const issue = subdomainIssue(body.slug, mainSiteName);
  if (issue) throw unavailable(issue);
  return db.transaction(async (tx) => {
    const pending = and(
      eq(creatorApplications.userId, userId),
      eq(creatorApplications.status, 'pending'),
    );
    if (await rowExists(tx, creatorApplications, pending))
      throw new HttpError(409, ERROR_CODES.versionConflict, 'Your application is being looked at');
    if (await slugTaken(tx, body.slug, userId)) throw unavailable('taken');
    const [row] = await tx
      .insert(creatorApplications)
      .values({ userId, ...body })
      .onConflictDoNothing()
      .returning();
    // Another request took the subdomain (or applied for this user) in between: the unique indexes.
    if (!row) throw unavailable('taken');
    return wire(row);
  });
}

/** Every application, pending first (oldest first), then decided ones (newest first). */
export async function listApplications(db: Db): Promise<CreatorApplication[]> {
  const rows = await db
    .select({ row: creatorApplications, name: users.name, email: users.email })
    .from(creatorApplications)
    .innerJoin(users, eq(users.id, creatorApplications.userId))
    .orderBy(
      sql`case when ${creatorApplications.status} = 'pending' then 0 else 1 end`,
      sql`case when ${creatorApplications.status} = 'pending' then ${creatorApplications.id} else -${creatorApplications.id} end`,
    )
    .limit(500);
  return rows.map(({ row, name, email }) => wire(row, { name, email }));
}

/** The pending application `id` held for a decision; 404 when missing, 409 when decided. */
async function pendingApplication(tx: Tx, id: number) {
  const [found] = await tx
    .select({ row: creatorApplications, name: users.name, email: users.email })
    .from(creatorApplications)
    .innerJoin(users, eq(users.id, creatorApplications.userId))
    .where(eq(creatorApplications.id, id))
    .for('update', { of: creatorApplications });
  if (!found) throw notFound('Application');
  if (found.row.status !== 'pending')
    throw new HttpError(409, ERROR_CODES.versionConflict, 'This application was decided already');
  return found;
}

export type Decision = {
  application: CreatorApplication;
  applicant: { name: string; email: string };
};

/**
 * Runs `decide` in one transaction on the pending application `id` (held), then records the
 * decision it answers (status, message, creator) with the editor and the time.
 */
async function deciding(
  db: Db,
  editorId: number,
  id: number,
  decide: (
    tx: Tx,
    row: ApplicationRow,
  ) => Promise<Pick<ApplicationRow, 'status' | 'message'> & { creatorId?: number }>,
): Promise<Decision> {
  return db.transaction(async (tx) => {
    const { row, name, email } = await pendingApplication(tx, id);
    const decision = await decide(tx, row);
    const [decided] = await tx
      .update(creatorApplications)
      .set({ ...decision, decidedBy: editorId, decidedAt: new Date() })
      .where(eq(creatorApplications.id, id))
      .returning();
    const applicant = { name, email };
    return { application: wire(decided!, applicant), applicant };
  });
}

/**
 * Approves: the creator is made with the application's name, subdomain and language, not yet
 * enabled (its site answers 'not enabled' until an editor switches it on); the applicant becomes
 * its owner and a creator. One transaction: nothing is half made.
 */
export async function approve(
  db: Db,
  editorId: number,
  id: number,
  message: string,
): Promise<Decision> {
  return deciding(db, editorId, id, async (tx, row) => {
    if (await rowExists(tx, creators, eq(creators.slug, row.slug)))
      throw new HttpError(409, ERROR_CODES.slugTaken, 'A creator has this subdomain already');
    const [creator] = await tx
      .insert(creators)
      .values({
        slug: row.slug,
        name: row.name,
        handle: row.slug,
        language: row.language,
        zestyEnabled: false,
        primaryUserId: row.userId,
      })
      .returning({ id: creators.id });
    await tx
      .insert(creatorMembers)
      .values({ creatorId: creator!.id, userId: row.userId, role: 'owner' });
    // An editor stays an editor; anyone else becomes a creator.
    await tx
      .update(users)
      .set({ role: sql`case when ${users.role} = 'editor' then 'editor' else 'creator' end` })
      .where(eq(users.id, row.userId));
    return { status: 'approved', message: message || null, creatorId: creator!.id };
  });
}

/** Declines with the editor's message. */
export async function decline(
  db: Db,
  editorId: number,
  id: number,
  message: string,
): Promise<Decision> {
  return deciding(db, editorId, id, async () => ({ status: 'declined', message }));
}

/** Every creator's site: enabled or not, its owner and how many recipes it has. */
export async function editorCreators(db: Queryable, where?: SQL): Promise<EditorCreator[]> {
  const rows = await db
    .select({
      id: creators.id,
      slug: creators.slug,
      name: creators.name,
      zestyEnabled: creators.zestyEnabled,
      owner: users.email,
    })
    .from(creators)
    .leftJoin(creatorMembers, ownership(eq(creatorMembers.creatorId, creators.id)))
    .leftJoin(users, eq(users.id, creatorMembers.userId))
    .where(where)
    .orderBy(creators.name, creatorMembers.createdAt);
  const ids = [...new Set(rows.map((r) => r.id))];
  // Counted for the creators listed only (one, after a switch), without what is in their bins.
  const counts = ids.length
    ? await db
        .select({ creatorId: recipes.creatorId, recipes: count() })
        .from(recipes)
        .where(and(inArray(recipes.creatorId, ids), ne(recipes.status, 'deleted')))
        .groupBy(recipes.creatorId)
    : [];
  const recipesOf = new Map(counts.map((c) => [c.creatorId, c.recipes]));
  const seen = new Set<number>();
  // A creator with two owners is listed once, with the first.
  return rows.flatMap(({ id, ...row }) => {
    if (seen.has(id)) return [];
    seen.add(id);
    return [{ ...row, recipes: recipesOf.get(id) ?? 0 }];
  });
}

/**
 * Switches a creator's site on or off. What changed for visitors: the creator (its pages, on both
 * hosts, and the creators lists), its published recipes (every list, search and the sitemaps)
 * and its collections. Switching to the state it is in changes nothing.
 */
export async function setCreatorEnabled(
  db: Db,
  slug: string,
  enabled: boolean,
): Promise<{ creator: EditorCreator; changed?: PublicChange }> {
  const [row] = await db
    .update(creators)
    .set({ zestyEnabled: enabled })
    .where(and(eq(creators.slug, slug), ne(creators.zestyEnabled, enabled)))
    .returning({ id: creators.id });
  const [creator] = await editorCreators(db, eq(creators.slug, slug));
  if (!creator) throw notFound('Creator');
  if (!row) return { creator };
  const [published, own] = await Promise.all([
    db
      .select({ slug: recipes.slug })
      .from(recipes)
      .where(and(eq(recipes.creatorId, row.id), eq(recipes.status, 'published'))),
    db
      .select({ slug: collections.slug })
      .from(collections)
      .where(eq(collections.creatorId, row.id)),
  ]);
  return {
    creator,
    changed: {
      creators: [slug],
      recipes: published.map((r) => r.slug),
      collections: own.map((c) => c.slug),
    },
  };
}
