/**
 * A creator's members and invitations (issue 25 item 6). Owners invite an address as an editor of
 * the creator and remove members; any member sees the list. The invitation's link carries a
 * random token of which only a keyed hash is stored; it lives 7 days, is used once, and only the
 * user signed in with the invited address can accept it.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  ERROR_CODES,
  INVITATION_TTL_DAYS,
  type Invitation,
  type InvitationInfo,
  type Members,
} from '../../core/contract';
import { keyedHash } from '../auth/crypto';
import type { Db } from '../db/client';
import { deleteRows, rowExists } from '../db/query';
import { creatorInvitations, creatorMembers, creators, users } from '../db/schema';
import { HttpError, notFound } from '../http';
import { memberCreator, type StudioCreator } from './studio-access';

const DAY_MS = 24 * 60 * 60 * 1000;
const HASH_SCOPE = 'creator-invitation';

const onlyOwners = () =>
  new HttpError(
    403,
    ERROR_CODES.forbidden,
    'Only the owner of this creator can manage its members',
  );

/** The creator `slug` for one of its owners; 403 for its other members and everyone else. */
export async function ownedCreator(db: Db, userId: number, slug: string): Promise<StudioCreator> {
  const creator = await memberCreator(db, userId, slug);
  if (creator.role !== 'owner') throw onlyOwners();
  return creator;
}

const invitationOf = (row: typeof creatorInvitations.$inferSelect, now: Date): Invitation => ({
  id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  expired: row.expiresAt <= now,
});

/** Who works on the creator `slug` (any member asks); owners also get the open invitations. */
export async function creatorMembersOf(db: Db, userId: number, slug: string): Promise<Members> {
  const creator = await memberCreator(db, userId, slug);
  const members = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: creatorMembers.role,
      since: creatorMembers.createdAt,
    })
    .from(creatorMembers)
    .innerJoin(users, eq(users.id, creatorMembers.userId))
    .where(eq(creatorMembers.creatorId, creator.id))
    .orderBy(sql`case when ${creatorMembers.role} = 'owner' then 0 else 1 end`, asc(users.name));
  const canManage = creator.role === 'owner';
  const open = canManage
    ? await db
        .select()
        .from(creatorInvitations)
        .where(
          and(eq(creatorInvitations.creatorId, creator.id), isNull(creatorInvitations.acceptedAt)),
        )
        .orderBy(asc(creatorInvitations.createdAt))
    : [];
  const now = new Date();
  return {
    members: members.map((m) => ({ ...m, since: m.since.toISOString() })),
    invitations: open.map((row) => invitationOf(row, now)),
    canManage,
  };
}

/**
 * A new invitation of `email` by an owner, replacing an open one for the same address (inviting
 * again renews it). Refused: an address that is a member already (409). Answers the invitation
 * and its link's token (hex), which is mailed and never stored.
 */
export async function invite(
  db: Db,
  secret: Uint8Array,
  userId: number,
  slug: string,
  email: string,
  now = new Date(),
): Promise<{ invitation: Invitation; token: string; creator: StudioCreator }> {
  const creator = await ownedCreator(db, userId, slug);
  const member = await db
    .select({ id: users.id })
    .from(creatorMembers)
    .innerJoin(users, eq(users.id, creatorMembers.userId))
    .where(and(eq(creatorMembers.creatorId, creator.id), sql`lower(${users.email}) = ${email}`));
  if (member.length > 0)
    throw new HttpError(409, ERROR_CODES.versionConflict, 'This address is a member already');
  const token = randomBytes(32).toString('hex');
  const row = await db.transaction(async (tx) => {
    await tx
      .delete(creatorInvitations)
      .where(
        and(
          eq(creatorInvitations.creatorId, creator.id),
          eq(creatorInvitations.email, email),
          isNull(creatorInvitations.acceptedAt),
        ),
      );
    const [made] = await tx
      .insert(creatorInvitations)
      .values({
        creatorId: creator.id,
        email,
        tokenHash: keyedHash(secret, HASH_SCOPE, token),
        invitedBy: userId,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        createdAt: now,
      })
      .returning();
    return made!;
  });
  return { invitation: invitationOf(row, now), token, creator };
}

/** An owner withdraws an open invitation of their creator. */
export async function withdrawInvitation(db: Db, userId: number, slug: string, id: number) {
  const creator = await ownedCreator(db, userId, slug);
  const open = and(
    eq(creatorInvitations.id, id),
    eq(creatorInvitations.creatorId, creator.id),
    isNull(creatorInvitations.acceptedAt),
  );
  if (!(await deleteRows(db, creatorInvitations, open))) throw notFound('Invitation');
}

/**
 * An owner removes a member. An owner is not removed here (a creator keeps its owners; an owner
 * who wants to leave hands the creator over first).
 */
export async function removeMember(db: Db, userId: number, slug: string, memberId: number) {
  const creator = await ownedCreator(db, userId, slug);
  const membership = and(
    eq(creatorMembers.creatorId, creator.id),
    eq(creatorMembers.userId, memberId),
  );
  const editor = and(membership, eq(creatorMembers.role, 'editor'));
  if (await deleteRows(db, creatorMembers, editor)) return;
  if (await rowExists(db, creatorMembers, membership)) {
    throw new HttpError(409, ERROR_CODES.forbidden, 'An owner cannot be removed');
  }
  throw notFound('Member');
}

async function invitationByToken(db: Db, secret: Uint8Array, token: string) {
  const [found] = await db
    .select({ row: creatorInvitations, slug: creators.slug, name: creators.name })
    .from(creatorInvitations)
    .innerJoin(creators, eq(creators.id, creatorInvitations.creatorId))
    .where(eq(creatorInvitations.tokenHash, keyedHash(secret, HASH_SCOPE, token)));
  if (!found) throw notFound('Invitation');
  return found;
}

async function emailOf(db: Db, userId: number): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, 'Not signed in');
  return user.email.toLowerCase();
}

/** What the link is for, to the signed-in user who opened it. */
export async function invitationInfo(
  db: Db,
  secret: Uint8Array,
  userId: number,
  token: string,
  now = new Date(),
): Promise<InvitationInfo> {
  const { row, slug, name } = await invitationByToken(db, secret, token);
  return {
    creator: { slug, name },
    email: row.email,
    expiresAt: row.expiresAt.toISOString(),
    status: row.acceptedAt ? 'accepted' : row.expiresAt <= now ? 'expired' : 'open',
    forYou: (await emailOf(db, userId)) === row.email,
  };
}

/**
 * Accepts: the signed-in user at the invited address becomes an editor of the creator, once.
 * 410 when expired or used, 403 for another address.
 */
export async function acceptInvitation(
  db: Db,
  secret: Uint8Array,
  userId: number,
  token: string,
  now = new Date(),
): Promise<{ slug: string; name: string }> {
  const { row, slug, name } = await invitationByToken(db, secret, token);
  if (row.acceptedAt || row.expiresAt <= now)
    throw new HttpError(
      410,
      ERROR_CODES.notFound,
      'This invitation has expired or was used. Ask for a new one.',
    );
  if ((await emailOf(db, userId)) !== row.email)
    throw new HttpError(403, ERROR_CODES.forbidden, 'This invitation is for another address');
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(creatorInvitations)
      .set({ acceptedAt: now, acceptedBy: userId })
      .where(and(eq(creatorInvitations.id, row.id), isNull(creatorInvitations.acceptedAt)))
      .returning({ id: creatorInvitations.id });
    if (!used) throw new HttpError(410, ERROR_CODES.notFound, 'This invitation was used');
    await tx
      .insert(creatorMembers)
      .values({ creatorId: row.creatorId, userId, role: 'editor' })
      .onConflictDoNothing();
  });
  return { slug, name };
}
