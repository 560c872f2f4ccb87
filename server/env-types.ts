import type { SessionUser } from '../core/contract/auth';
import type { Db } from './db/client';
import type { MediaStore } from './media/storage';

/** What every route of the API finds on its context (set by `createApp` in app.ts). */
export type AppEnv = {
  Variables: {
    db: () => Promise<Db>;
    /** Where pictures are stored (server/media/storage.ts). */
    media: () => MediaStore;
    /** The signed-in user (a valid `Authorization: Bearer` access token); undefined for visitors. */
    userId: number | undefined;
    user: SessionUser | undefined;
  };
};
