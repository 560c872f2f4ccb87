import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser, UserRole } from '../../core/contract/auth';
import type { Db } from '../db/client';
import { rowExists } from '../db/query';
import { creatorMembers, creators, users } from '../db/schema';
import { ownership } from '../services/studio-access';

/** The signed-in user as the contract has it (spec §3), with the creator site a creator manages. */
export async function sessionUser(db: Db, userId: number): Promise<SessionUser | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      image: users.image,
      email: users.email,
      role: users.role,
      websiteSlug: creators.slug,
      websiteName: creators.name,
    })
    .from(users)
    .leftJoin(creatorMembers, ownership(eq(creatorMembers.userId, users.id)))
    .leftJoin(creators, eq(creators.id, creatorMembers.creatorId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const { websiteSlug, websiteName, ...user } = row;
  return {
    ...user,
    role: user.role as UserRole,
    website:
      user.role === 'creator' && websiteSlug && websiteName
        ? { slug: websiteSlug, name: websiteName }
        : null,
  };
}

/** Whether the user is (still) an editor: who may change and preview the editors' pages. */
export async function isEditor(db: Db, userId: number): Promise<boolean> {
  return rowExists(db, users, and(eq(users.id, userId), eq(users.role, 'editor')));
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

/** A username from a name or an e-mail's local part: lowercase letters and digits, 3–30 long. */
export function baseUsername(name: string, email: string): string {
  const fold = (value: string) =>
    value
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '');
  const fromName = fold(name);
  const base = fromName.length >= 3 ? fromName : fold(email.split('@')[0] ?? '');
  return (base.length >= 3 ? base : `cook${base}`).slice(0, 24);
}

/**
 * The user with this e-mail address, created when there is none (sign up, or a first social
 * sign-in). Safe under concurrency: a parallel creation of the same address finds the other's row.
 */
export async function findOrCreateUser(
  db: Db,
  input: { email: string; name: string; image?: string | null },
): Promise<{ id: number; created: boolean }> {
  const email = input.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) return { id: existing.id, created: false };
  const base = baseUsername(input.name, email);
  // Each round tries the first free name it can see; it only goes round again when another
  // sign-up took that name (or this address) in the meantime.
  for (;;) {
    const username = await freeUsername(db, base);
    const [row] = await db
      .insert(users)
      .values({ email, name: input.name, username, image: input.image ?? null })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row) return { id: row.id, created: true };
    // Either the address was taken meanwhile (then it is that user) or the username was.
    const raced = await findUserByEmail(db, email);
    if (raced) return { id: raced.id, created: false };
  }
}

/**
 * `base`, or `base` with the next number after the highest one taken (`anna`, `anna2`, …
 * `anna21`): one query, however many share the name (issue 26: the 21st was a 500).
 */
export async function freeUsername(db: Db, base: string): Promise<string> {
  const [row] = await db
    .select({
      taken: sql<number>`count(*)::int`,
      highest: sql<
        string | null
      >`max(nullif(substr(${users.username}, ${base.length + 1}), '')::numeric)::text`,
    })
    .from(users)
    .where(sql`${users.username} ~ ${`^${base}[0-9]*$`}`);
  if (!row || row.taken === 0) return base;
  return `${base}${BigInt(row.highest ?? '1') + 1n}`;
}
