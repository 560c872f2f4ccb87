import type { Db } from './db/client';

/** What every route of the API finds on its context (set by `createApp` in app.ts). */
export type AppEnv = {
  Variables: {
    db: () => Promise<Db>;
    /** The signed-in user, once accounts exist; undefined for visitors. */
    userId: number | undefined;
  };
};
