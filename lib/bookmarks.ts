/** Spec §3: the bookmarks cookie holds a list of recipe ids (path /, SameSite=Lax, 30 days). */
export const BOOKMARKS_COOKIE = 'bookmarks';
export const BOOKMARKS_MAX_AGE = 30 * 24 * 60 * 60;
/** A cookie must stay under 4 KB: about 500 ids. */
export const BOOKMARKS_LIMIT = 500;

const isRecipeId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

/**
 * The ids in a cookie's (decoded) value, a JSON array; anything invalid is ignored (spec §5).
 * A hand-written guard rather than a zod schema: this runs on the recipe page, and zod would
 * add some 30 KB of JavaScript to it.
 */
export function parseBookmarks(value: string | undefined): number[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed) || parsed.length > BOOKMARKS_LIMIT) return [];
    return parsed.every(isRecipeId) ? [...new Set(parsed)] : [];
  } catch {
    return [];
  }
}

/** The cookie's value before encoding (js-cookie encodes it). */
export function serializeBookmarks(ids: readonly number[]): string {
  return JSON.stringify(ids.slice(-BOOKMARKS_LIMIT));
}

/** The list with `id` added (saved) or removed. */
export function toggleBookmark(ids: readonly number[], id: number, saved: boolean): number[] {
  const rest = ids.filter((x) => x !== id);
  return saved ? [...rest, id] : rest;
}
