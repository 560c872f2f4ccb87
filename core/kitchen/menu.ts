/**
 * The week menu (issue 28): recipes for the coming days, one per day in the order they are
 * cooked, each at its own servings. A visitor's menu lives in the `menu` cookie of the host it
 * was made on; a signed-in user's in their account (`GET`/`PUT /api/v1/menu`), the cookie then
 * being this browser's copy of it. Pure and zod-free: every recipe card reads the cookie.
 *
 * A menu also travels as a link: the main site's menu page with one `r={slug}:{servings}`
 * parameter per day (`/en/menu?r=pasta:4&r=soup:2`). A creator site's menu hands its recipes to
 * the visitor's Zesty menu with it, and the embeddable order card orders a menu from it.
 */

export const MENU_COOKIE = 'menu';
/** As the bookmarks cookie: 30 days. */
export const MENU_MAX_AGE = 30 * 24 * 60 * 60;
/** Days in a menu: three weeks, or a week of three meals a day (the merged basket's limit). */
export const MENU_LIMIT = 21;
export const MENU_MIN_SERVINGS = 1;
export const MENU_MAX_SERVINGS = 50;
/** A recipe added without a servings count (a card knows none) is planned for this many. */
export const MENU_DEFAULT_SERVINGS = 4;
/** The link's parameter, once per day. */
export const MENU_LINK_PARAM = 'r';

export type MenuEntry = { recipeId: number; servings: number };
/** A day of a menu link: the recipe's slug, as the order card and the API name it. */
export type MenuLinkEntry = { slug: string; servings: number };

const isRecipeId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

export const isMenuServings = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= MENU_MIN_SERVINGS &&
  value <= MENU_MAX_SERVINGS;

/** A servings count brought into the menu's range (a page may ask for more than a menu takes). */
export function clampServings(value: number): number {
  if (!Number.isFinite(value)) return MENU_DEFAULT_SERVINGS;
  return Math.min(MENU_MAX_SERVINGS, Math.max(MENU_MIN_SERVINGS, Math.round(value)));
}

/**
 * The entries in a cookie's (decoded) value, `[[recipeId, servings], …]`. Anything invalid makes
 * the whole value invalid, and it is ignored like any bad cookie (spec §5); a recipe twice keeps
 * its first day; more than the limit keeps the first days.
 */
export function parseMenu(value: string | undefined): MenuEntry[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed) || parsed.length > MENU_LIMIT * 4) return [];
    const entries: MenuEntry[] = [];
    for (const item of parsed) {
      if (!Array.isArray(item) || item.length !== 2) return [];
      const [recipeId, servings] = item as unknown[];
      if (!isRecipeId(recipeId) || !isMenuServings(servings)) return [];
      if (!entries.some((e) => e.recipeId === recipeId)) entries.push({ recipeId, servings });
    }
    return entries.slice(0, MENU_LIMIT);
  } catch {
    return [];
  }
}

/** The cookie's value before encoding (js-cookie encodes it). */
export function serializeMenu(entries: readonly MenuEntry[]): string {
  return JSON.stringify(entries.slice(0, MENU_LIMIT).map((e) => [e.recipeId, e.servings]));
}

export const inMenu = (entries: readonly MenuEntry[], recipeId: number): boolean =>
  entries.some((e) => e.recipeId === recipeId);

/** The menu with `recipeId` added as the last day; unchanged when it is in already or full. */
export function withRecipe(
  entries: readonly MenuEntry[],
  recipeId: number,
  servings: number = MENU_DEFAULT_SERVINGS,
): MenuEntry[] {
  if (inMenu(entries, recipeId) || entries.length >= MENU_LIMIT) return [...entries];
  return [...entries, { recipeId, servings: clampServings(servings) }];
}

export const withoutRecipe = (entries: readonly MenuEntry[], recipeId: number): MenuEntry[] =>
  entries.filter((e) => e.recipeId !== recipeId);

export const withServings = (
  entries: readonly MenuEntry[],
  recipeId: number,
  servings: number,
): MenuEntry[] =>
  entries.map((e) => (e.recipeId === recipeId ? { ...e, servings: clampServings(servings) } : e));

/** The menu with the day at `from` moved to `to` (both 0-based; out of range: unchanged). */
export function moved(entries: readonly MenuEntry[], from: number, to: number): MenuEntry[] {
  const out = [...entries];
  if (from < 0 || from >= out.length || to < 0 || to >= out.length || from === to) return out;
  const [entry] = out.splice(from, 1);
  out.splice(to, 0, entry!);
  return out;
}

/**
 * `base` followed by those of `added` it does not have yet, up to the limit: a visitor's menu
 * joining the account's at sign-in, or a shared menu joining one's own.
 */
export function mergedMenus(base: readonly MenuEntry[], added: readonly MenuEntry[]): MenuEntry[] {
  let out = [...base];
  for (const entry of added) out = withRecipe(out, entry.recipeId, entry.servings);
  return out;
}

export const sameMenu = (a: readonly MenuEntry[], b: readonly MenuEntry[]): boolean =>
  a.length === b.length &&
  a.every((e, n) => e.recipeId === b[n]!.recipeId && e.servings === b[n]!.servings);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The query of a menu link: `r=pasta:4&r=soup:2` (the path is the site's menu page). */
export function menuLinkQuery(entries: readonly MenuLinkEntry[]): string {
  const search = new URLSearchParams();
  for (const e of entries.slice(0, MENU_LIMIT))
    search.append(MENU_LINK_PARAM, `${e.slug}:${clampServings(e.servings)}`);
  return search.toString();
}

/**
 * The days of a menu link's query. A day that is not `{slug}:{servings}` is left out (a link
 * cut short in a mail still orders the rest); a slug twice keeps its first day.
 */
export function parseMenuLink(search: URLSearchParams): MenuLinkEntry[] {
  const entries: MenuLinkEntry[] = [];
  for (const value of search.getAll(MENU_LINK_PARAM)) {
    const match = /^([^:]{1,120}):(\d{1,3})$/.exec(value.trim());
    if (!match || !SLUG.test(match[1]!)) continue;
    const servings = Number(match[2]);
    if (!isMenuServings(servings) || entries.some((e) => e.slug === match[1])) continue;
    entries.push({ slug: match[1]!, servings });
    if (entries.length === MENU_LIMIT) break;
  }
  return entries;
}
