import type { SessionUser } from '../core/contract/auth';
import type { Db } from './db/client';

/** What every route of the API finds on its context (set by `createApp` in app.ts). */
export type AppEnv = {
  Variables: {
    db: () => Promise<Db>;
    /** The signed-in user (a valid `Authorization: Bearer` access token); undefined for visitors. */
    userId: number | undefined;
    user: SessionUser | undefined;
  };
};
