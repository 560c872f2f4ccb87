import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { Locale } from '../db/schema';
import type { SearchResult } from '../../core/contract';
import { findsRecipes, searchRecipesAndCooks } from '../services/recipes';
import { recentSearches } from '../services/search-history';
import { isEmptyQuery, searchWords, understandQuery } from './understand';
import { VOCABULARY } from './vocabulary';

export const SEARCH_MIN_LENGTH = 3;
const LIMITS = { suggestion: 3, history: 3, recipe: 8, website: 3 } as const;
/** Suggestions checked against the catalogue before the first LIMITS.suggestion are kept. */
const SUGGESTION_CANDIDATES = 6;

/**
 * The search screen's mixed result list: suggestions (terms that find recipes), the signed-in
 * user's own history, recipes and creators. Recipes and creators come from the recipe list's
 * search engine. Terms shorter than SEARCH_MIN_LENGTH answer nothing (spec §5).
 */
export async function search(
  db: Db,
  opts: { term: string; locale: Locale; userId?: number },
): Promise<SearchResult[]> {
  const term = opts.term.trim();
  if (term.length < SEARCH_MIN_LENGTH || isEmptyQuery(understandQuery(term))) return [];
  const [suggestions, history, found] = await Promise.all([
    searchSuggestions(db, term, opts.locale),
    opts.userId === undefined
      ? Promise.resolve([])
      : recentSearches(db, opts.userId, { prefix: term, limit: LIMITS.history }),
    searchRecipesAndCooks(db, term, opts.locale, {
      recipes: LIMITS.recipe,
      creators: LIMITS.website,
    }),
  ]);
  const [recipes, websites] = await Promise.all([
    recipeResults(db, found.ids, opts.locale),
    searchWebsites(db, term, found.creatorIds),
  ]);
  return [...suggestions, ...history, ...recipes, ...websites];
}

/**
 * Vocabulary terms (diets, meal types, cuisines, occasions) that start with what was typed, in
 * the locale's words, each kept only when searching it finds a recipe.
 */
async function searchSuggestions(db: Db, term: string, locale: Locale): Promise<SearchResult[]> {
  const needle = searchWords(term).join(' ');
  if (!needle) return [];
  const labels: string[] = [];
  for (const entry of VOCABULARY) {
    const matched = entry.phrases.find(
      (p) => p.startsWith(needle) || p.split(' ').some((w) => w.startsWith(needle)),
    );
    if (!matched) continue;
    const label = entry.label?.[locale] ?? matched.charAt(0).toUpperCase() + matched.slice(1);
    if (!labels.some((l) => l.toLowerCase() === label.toLowerCase())) labels.push(label);
    if (labels.length >= SUGGESTION_CANDIDATES) break;
  }
  const out: SearchResult[] = [];
  for (const label of labels) {
    if (out.length >= LIMITS.suggestion) break;
    if (!(await findsRecipes(db, label, locale))) continue;
    out.push({
      subtype: 'suggestion',
      title: label,
      subtitle: null,
      image: null,
      slug: label,
      model: 'term',
      websiteSlug: null,
    });
  }
  return out;
}

/** The found recipes as results, in order, named in the locale or else their own language. */
async function recipeResults(db: Db, ids: number[], locale: Locale): Promise<SearchResult[]> {
  if (!ids.length) return [];
  const rows = await queryRows<{
    id: number;
    slug: string;
    name: string;
    hero_image: string | null;
    c_name: string;
    c_slug: string;
  }>(
    db,
    sql`SELECT r.id, r.slug, r.hero_image, c.name AS c_name, c.slug AS c_slug,
          (SELECT t.name FROM recipe_translations t
           WHERE t.recipe_id = r.id AND t.locale IN (${locale}, r.original_locale)
           ORDER BY (t.locale = ${locale}) DESC LIMIT 1) AS name
        FROM recipes r JOIN creators c ON c.id = r.creator_id
        WHERE r.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [
          {
            subtype: 'recipe' as const,
            title: r.name,
            subtitle: r.c_name,
            image: r.hero_image,
            slug: r.slug,
            model: 'recipe' as const,
            websiteSlug: r.c_slug,
          },
        ]
      : [];
  });
}

/**
 * Creators named by the term — every word starts a word of the name or is in the handle, or the
 * name is a near spelling of it — then those who cook most of what the term finds.
 */
async function searchWebsites(db: Db, term: string, cookIds: number[]): Promise<SearchResult[]> {
  const words = searchWords(term);
  const needle = words.join(' ');
  const named = sql.join(
    words.map(
      (w) =>
        sql`(regexp_replace(lower(name), '[^[:alnum:]]+', ' ', 'g') LIKE ${`${w}%`}
          OR regexp_replace(lower(name), '[^[:alnum:]]+', ' ', 'g') LIKE ${`% ${w}%`}
          OR lower(handle) LIKE ${`%${w}%`})`,
    ),
    sql` AND `,
  );
  const cooks = cookIds.length
    ? sql`id IN (${sql.join(
        cookIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`false`;
  const rows = await queryRows<{
    id: number;
    slug: string;
    name: string;
    handle: string;
    logo: string | null;
    by_name: boolean;
  }>(
    db,
    sql`SELECT id, slug, name, handle, logo,
          ((${named}) OR word_similarity(${needle}, lower(name)) >= 0.7) AS by_name
        FROM creators
        WHERE zesty_enabled AND ((${named}) OR word_similarity(${needle}, lower(name)) >= 0.7 OR ${cooks})`,
  );
  const cookRank = (id: number) => {
    const i = cookIds.indexOf(id);
    return i < 0 ? cookIds.length : i;
  };
  rows.sort(
    (a, b) =>
      Number(b.by_name) - Number(a.by_name) ||
      cookRank(a.id) - cookRank(b.id) ||
      a.name.localeCompare(b.name),
  );
  return rows.slice(0, LIMITS.website).map((r) => ({
    subtype: 'website',
    title: r.name,
    subtitle: `@${r.handle}`,
    image: r.logo,
    slug: r.slug,
    model: 'website',
    websiteSlug: r.slug,
  }));
}
