/**
 * What the widget reads from the page that hosts it: the recipe in its JSON-LD, the servings
 * and ticked-off lines of the ingredients panel, the week menu of the menu page's slot, the
 * language, and the order card's attributes. All of it is read when needed, never cached: the
 * page (a Next.js app) changes without reloads.
 */
import { parseMenuLink, type MenuLinkEntry } from '../../core/kitchen/menu';
import { toLocale, type Locale } from './i18n';

/** The API's servings range (the basket route accepts 1..50). */
export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 50;
/** The basket route takes at most 100 excluded lines. */
const MAX_EXCLUDED = 100;

export type PageRecipe = { slug: string; name: string; url: string; servings?: number };

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRecipeType = (type: unknown): boolean =>
  type === 'Recipe' || (Array.isArray(type) && type.includes('Recipe'));

/** The first Recipe node in a JSON-LD value: a node, an array of nodes or an `@graph`. */
function recipeNode(value: unknown, depth = 0): Json | undefined {
  if (depth > 4) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = recipeNode(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (!isJson(value)) return undefined;
  if (isRecipeType(value['@type'])) return value;
  return recipeNode(value['@graph'], depth + 1);
}

/** The last non-empty path segment of a URL: a recipe's slug (`/en/recipes/{slug}`). */
export function slugFromUrl(url: string, base?: string): string | null {
  try {
    const last = new URL(url, base).pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : null;
  } catch {
    return null;
  }
}

/** The locale a Zesty URL carries as its first path segment (`/nl/recepten/…`), if any. */
export function localeFromUrl(url: string, base?: string): Locale | null {
  try {
    const first = new URL(url, base).pathname.split('/').find(Boolean);
    return first === 'en' || first === 'nl' ? first : null;
  } catch {
    return null;
  }
}

/** A servings count from an attribute or `recipeYield` ("4", "4 servings", 4, ["4", …]). */
export function parseServings(value: unknown): number | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  const n =
    typeof first === 'number'
      ? first
      : typeof first === 'string'
        ? Number(/\d+/.exec(first)?.[0])
        : NaN;
  return Number.isInteger(n) && n >= MIN_SERVINGS && n <= MAX_SERVINGS ? n : undefined;
}

/** `data-excluded="1,3"`: the 0-based line indexes ticked off as owned, deduplicated. */
export function parseExcluded(value: string | null | undefined): number[] {
  if (!value) return [];
  const indexes = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return [...new Set(indexes)].slice(0, MAX_EXCLUDED);
}

/** The recipe the page describes in its JSON-LD, or null on a page without one. */
export function findRecipe(doc: Document): PageRecipe | null {
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    let data: unknown;
    try {
      data = JSON.parse(script.textContent ?? '');
    } catch {
      continue; // someone else's broken JSON-LD is not ours to report
    }
    const node = recipeNode(data);
    if (!node) continue;
    // `url` is the canonical page; `@id` is `{url}#recipe`; the page itself as the last resort.
    const id = typeof node['@id'] === 'string' ? node['@id'].split('#')[0] : undefined;
    const url = typeof node.url === 'string' ? node.url : id || doc.location?.href || '';
    const slug = slugFromUrl(url, doc.location?.href);
    if (!slug) continue;
    return {
      slug,
      url,
      name: typeof node.name === 'string' ? node.name : '',
      servings: parseServings(node.recipeYield),
    };
  }
  return null;
}

/** The page's language (`<html lang>`): en or nl, anything else Dutch. */
export const pageLocale = (doc: Document): Locale => toLocale(doc.documentElement.lang);

/** The channel's website id (`<meta name="website-id">`). */
export const pageWebsiteId = (doc: Document): string =>
  doc.querySelector('meta[name="website-id"]')?.getAttribute('content')?.trim() ?? '';

/** The recipe request of a recipe page: its slug, the chosen servings and the owned lines. */
export type RecipeRequest = { slug: string; servings?: number; exclude: number[] };

export function pageRequest(doc: Document): RecipeRequest | null {
  const recipe = findRecipe(doc);
  if (!recipe) return null;
  const panel = doc.querySelector('[data-zesty-ingredients]');
  return {
    slug: recipe.slug,
    servings: parseServings(panel?.getAttribute('data-servings')) ?? recipe.servings,
    exclude: parseExcluded(panel?.getAttribute('data-excluded')),
  };
}

/** The menu page's slot: `data-menu` is a menu link's query (`r=pasta:4&r=soup:2`). */
export const slotMenu = (slot: Element): MenuLinkEntry[] =>
  parseMenuLink(new URLSearchParams(slot.getAttribute('data-menu') ?? ''));

/** The days of a Zesty menu link (a path ending in `/menu`); null for any other URL. */
export function menuFromUrl(url: string, base?: string): MenuLinkEntry[] | null {
  try {
    const parsed = new URL(url, base);
    return /\/menu\/?$/.test(parsed.pathname) ? parseMenuLink(parsed.searchParams) : null;
  } catch {
    return null;
  }
}

/**
 * An order card's settings, from its data attributes: a recipe (its slug), or a week menu when
 * `data-recipe-url` is a menu link. Null when it names neither, or a menu without a day.
 */
export type CardSettings = { locale: Locale; websiteId: string; servings?: number } & (
  { slug: string; menu?: undefined } | { menu: MenuLinkEntry[]; slug?: undefined }
);

export function cardSettings(card: HTMLElement): CardSettings | null {
  const url = card.dataset.recipeUrl?.trim();
  const websiteId = card.dataset.websiteId?.trim();
  if (!url || !websiteId) return null;
  const base = card.ownerDocument.location?.href;
  const given = card.dataset.locale;
  const common = {
    websiteId,
    locale: given ? toLocale(given) : (localeFromUrl(url, base) ?? 'nl'),
    servings: parseServings(card.dataset.servings),
  };
  const menu = menuFromUrl(url, base);
  if (menu) return menu.length ? { ...common, menu } : null;
  const slug = slugFromUrl(url, base);
  return slug ? { ...common, slug } : null;
}
