import type { Redis } from 'ioredis';

/**
 * The sessions a process has just seen alive (./sessions.ts): each signed-in request would
 * otherwise cost a database query. An entry is trusted for LIVE_SESSION_CACHE_MS; a logout or a
 * revoked family drops it. In memory, that drop is seen by this process only, so a token could
 * outlive its logout on another process by up to that time. With REDIS_URL (issue 27) the entries
 * are Redis keys shared by every API process, and the drop is one DEL made before the logout
 * answers: the session ends everywhere at once.
 */
export type LiveSessions = {
  /** Whether `familyId` was seen alive within LIVE_SESSION_CACHE_MS. */
  seen(familyId: string): Promise<boolean>;
  remember(familyId: string): Promise<void>;
  forget(familyId: string): Promise<void>;
};

/** How long a session seen alive is trusted without asking the database (ms). */
export const LIVE_SESSION_CACHE_MS = 500;
const MEMORY_MAX = 10_000;

export function memoryLiveSessions(): LiveSessions {
  const seenAt = new Map<string, number>();
  return {
    seen: async (familyId) => {
      const at = seenAt.get(familyId);
      return at !== undefined && Date.now() - at < LIVE_SESSION_CACHE_MS;
    },
    remember: async (familyId) => {
      if (seenAt.size >= MEMORY_MAX) seenAt.clear();
      seenAt.set(familyId, Date.now());
    },
    forget: async (familyId) => {
      seenAt.delete(familyId);
    },
  };
}

/** The longest a Redis command may hold up a signed-in request (ms); the database decides then. */
const REDIS_WAIT_MS = 200;

function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([
    promise.catch(() => fallback),
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), REDIS_WAIT_MS).unref()),
  ]);
}

/**
 * Shared by every process on `redis`, under `${prefix}:live:`. While Redis does not answer, no
 * session counts as seen (each request asks the database) and a drop that fails is left to the
 * entry's expiry.
 */
export function redisLiveSessions(redis: Redis, prefix: string): LiveSessions {
  const key = (familyId: string) => `${prefix}:live:${familyId}`;
  return {
    seen: (familyId) =>
      within(
        redis.exists(key(familyId)).then((n) => n === 1),
        false,
      ),
    remember: async (familyId) => {
      await within(redis.set(key(familyId), '1', 'PX', LIVE_SESSION_CACHE_MS), undefined);
    },
    forget: async (familyId) => {
      await within(redis.del(key(familyId)), undefined);
    },
  };
}
