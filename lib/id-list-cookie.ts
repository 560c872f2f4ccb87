/**
 * The cookies that hold a list of recipe ids (spec §3): `bookmarks` and `orders`. The value is a
 * JSON array of ids, oldest first; path /, SameSite=Lax, 30 days (lib/client/cookies.ts writes
 * them). Pure, with no zod: the recipe page reads these, and zod would add some 30 KB to it.
 */

/** Spec §9: 30 days, in seconds. */
export const ID_LIST_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * More ids than a cookie's 4096 bytes can hold (about 700 at most, see lib/client/cookies.ts): a
 * longer list did not come from us and is ignored like any other invalid value.
 */
export const ID_LIST_MAX_IDS = 1000;

const isRecipeId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

/** The ids in a cookie's (decoded) value; anything invalid is ignored (spec §5), duplicates too. */
export function parseIdList(value: string | undefined): number[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed) || parsed.length > ID_LIST_MAX_IDS) return [];
    return parsed.every(isRecipeId) ? [...new Set(parsed)] : [];
  } catch {
    return [];
  }
}

/** The cookie's value before encoding (js-cookie encodes it); never one the parser would refuse. */
export function serializeIdList(ids: readonly number[]): string {
  return JSON.stringify(ids.slice(-ID_LIST_MAX_IDS));
}

/** The list with `id` present (added as the newest) or absent. */
export function withId(ids: readonly number[], id: number, present: boolean): number[] {
  const rest = ids.filter((x) => x !== id);
  return present ? [...rest, id] : rest;
}
