import { z } from 'zod';

/** Spec §3: the bookmarks cookie holds a list of recipe ids (path /, SameSite=Lax, 30 days). */
export const BOOKMARKS_COOKIE = 'bookmarks';
export const BOOKMARKS_MAX_AGE = 30 * 24 * 60 * 60;
/** A cookie must stay under 4 KB: about 500 ids. */
export const BOOKMARKS_LIMIT = 500;

const idsSchema = z.array(z.number().int().positive().max(2_147_483_647)).max(BOOKMARKS_LIMIT);

/** The ids in a cookie value (URL-encoded JSON array); anything invalid is ignored (spec §5). */
export function parseBookmarks(value: string | undefined): number[] {
  if (!value) return [];
  try {
    const parsed = idsSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? [...new Set(parsed.data)] : [];
  } catch {
    return [];
  }
}

export function serializeBookmarks(ids: readonly number[]): string {
  return encodeURIComponent(JSON.stringify(ids.slice(-BOOKMARKS_LIMIT)));
}

/** The list with `id` added (saved) or removed. */
export function toggleBookmark(ids: readonly number[], id: number, saved: boolean): number[] {
  const rest = ids.filter((x) => x !== id);
  return saved ? [...rest, id] : rest;
}
