/**
 * Versions of what the studio edits (recipes, collections, a creator's profile): every write names
 * the version it was made on and adds one to it, so a write made on an older version (another tab,
 * another member) is refused with 409 instead of written over.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { ERROR_CODES } from '../../core/contract';
import { HttpError } from '../http';

/** The 409 for a write made on an older version of `what` than `version`, the one stored now. */
export const versionConflict = (what: string, version: number) =>
  new HttpError(
    409,
    ERROR_CODES.versionConflict,
    `${what} was changed elsewhere (now version ${version}): reload to see the changes`,
  );

/** What every write sets besides its own columns: the next version (of the `version` column), and when. */
export const nextVersion = (version: SQLWrapper) => ({
  version: sql`${version} + 1`,
  updatedAt: new Date(),
});
