import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { SessionResponse } from '../../core/contract/auth';
import type { Db } from '../db/client';
import { loginTokens, refreshTokens } from '../db/schema';
import { signAccessToken, verifyAccessToken } from './access-token';
import { memoryLiveSessions, type LiveSessions } from './live-sessions';
import { keyedHash, randomToken } from './crypto';
import { sessionUser } from './users';

/** Refresh tokens: a family lives at most 120 days from its sign-in (spec §9: the user cookie's 120 days). */
export const REFRESH_FAMILY_TTL_MS = 120 * 24 * 60 * 60 * 1000;
/** Social sign-in hand-over tokens: 60 s, single use. */
export const LOGIN_TOKEN_TTL_MS = 60 * 1000;

export class SessionError extends Error {
  constructor(
    readonly reason: 'unknown' | 'expired' | 'replayed' | 'revoked' | 'no_user',
    message = 'Session expired. Please sign in again.',
  ) {
    super(message);
    this.name = 'SessionError';
  }
}

const hashRefresh = (secret: Uint8Array, token: string) => keyedHash(secret, 'refresh', token);
const hashLogin = (secret: Uint8Array, token: string) => keyedHash(secret, 'login', token);

async function respond(
  db: Db,
  secret: Uint8Array,
  userId: number,
  refresh: { token: string; expiresAt: Date; familyId: string },
): Promise<SessionResponse> {
  const user = await sessionUser(db, userId);
  if (!user) throw new SessionError('no_user');
  const access = await signAccessToken(secret, {
    userId,
    role: user.role,
    sessionId: refresh.familyId,
  });
  return {
    accessToken: { token: access.token, expiresAt: access.expiresAt.toISOString() },
    refreshToken: { token: refresh.token, expiresAt: refresh.expiresAt.toISOString() },
    user,
  };
}

async function insertRefresh(
  db: Db,
  secret: Uint8Array,
  userId: number,
  familyId: string,
  expiresAt: Date,
) {
  const token = randomToken();
  await db
    .insert(refreshTokens)
    .values({ tokenHash: hashRefresh(secret, token), familyId, userId, expiresAt });
  return { token, expiresAt, familyId };
}

/** A new session (a new refresh family) for a user who just proved who they are. */
export async function startSession(db: Db, secret: Uint8Array, userId: number) {
  const expiresAt = new Date(Date.now() + REFRESH_FAMILY_TTL_MS);
  const refresh = await insertRefresh(db, secret, userId, randomUUID(), expiresAt);
  return respond(db, secret, userId, refresh);
}

/**
 * Rotation: the presented token is spent and its successor returned, with the family's expiry.
 * A token presented a second time means it leaked (or was raced): its whole family is revoked.
 */
export async function rotateSession(
  db: Db,
  secret: Uint8Array,
  token: string,
  live: LiveSessions = inMemory,
) {
  const tokenHash = hashRefresh(secret, token);
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
    });
  if (spent) {
    const next = await insertRefresh(db, secret, spent.userId, spent.familyId, spent.expiresAt);
    return respond(db, secret, spent.userId, next);
  }
  const [row] = await db
    .select({
      familyId: refreshTokens.familyId,
      usedAt: refreshTokens.usedAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) throw new SessionError('unknown');
  if (row.revokedAt) throw new SessionError('revoked');
  if (row.usedAt) {
    await revokeFamily(db, row.familyId, live);
    throw new SessionError('replayed');
  }
  throw new SessionError('expired');
}

async function revokeFamily(db: Db, familyId: string, live: LiveSessions) {
  await live.forget(familyId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  // Once more: a request that read the session as alive while the update ran may have kept it.
  await live.forget(familyId);
}

/** This process's sessions seen alive, where no shared store is handed in (./live-sessions.ts). */
const inMemory = memoryLiveSessions();

/** Whether the session (refresh family) `familyId` is still signed in: not revoked, not over. */
async function sessionIsLive(db: Db, familyId: string, live: LiveSessions): Promise<boolean> {
  if (await live.seen(familyId)) return true;
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) {
    await live.forget(familyId);
    return false;
  }
  await live.remember(familyId);
  return true;
}

/** Logout: the token's family can no longer be refreshed. Unknown tokens are already signed out. */
export async function endSession(
  db: Db,
  secret: Uint8Array,
  token: string,
  live: LiveSessions = inMemory,
): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefresh(secret, token)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId, live);
}

/**
 * The signed-in user of an `Authorization: Bearer` access token: valid, and its session not ended
 * (logout or a revoked family ends every token of it at once, issue 26).
 */
export async function userOfAccessToken(
  db: Db,
  secret: Uint8Array,
  token: string,
  live: LiveSessions = inMemory,
) {
  const claims = await verifyAccessToken(secret, token);
  if (!claims || !(await sessionIsLive(db, claims.sessionId, live))) return undefined;
  return sessionUser(db, claims.userId);
}

/** A single-use token handing a finished social sign-in to the site. */
export async function issueLoginToken(db: Db, secret: Uint8Array, userId: number) {
  const token = randomToken();
  // Expired hand-overs are of no use to anyone: cleared on the way.
  await db.delete(loginTokens).where(lt(loginTokens.expiresAt, sql`now()`));
  await db.insert(loginTokens).values({
    tokenHash: hashLogin(secret, token),
    userId,
    expiresAt: new Date(Date.now() + LOGIN_TOKEN_TTL_MS),
  });
  return token;
}

/** Exchanges a login token for a session, once; an expired or used one is refused. */
export async function exchangeLoginToken(db: Db, secret: Uint8Array, token: string) {
  const [row] = await db
    .delete(loginTokens)
    .where(eq(loginTokens.tokenHash, hashLogin(secret, token)))
    .returning({ userId: loginTokens.userId, expiresAt: loginTokens.expiresAt });
  if (!row) throw new SessionError('unknown', 'Login token expired. Please try again.');
  if (row.expiresAt.getTime() <= Date.now())
    throw new SessionError('expired', 'Login token expired. Please try again.');
  return startSession(db, secret, row.userId);
}
