import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { FilterOption, Locale } from '../db/schema';
import type { SearchResult } from '../../lib/api/contract';
import { pick } from '../services/localize';
import { recipeCandidates, searchWords, withBoundedSearch } from './recipes';
import { recentSearches } from '../services/search-history';

export const SEARCH_MIN_LENGTH = 3;
const LIMITS = { suggestion: 3, history: 3, recipe: 8, website: 3 } as const;

/**
 * The search screen's mixed result list: suggestions (filter terms), the signed-in user's own
 * history, recipes and creators. Terms shorter than SEARCH_MIN_LENGTH answer nothing (spec §5).
 */
export async function search(
  db: Db,
  opts: { term: string; locale: Locale; userId?: number },
): Promise<SearchResult[]> {
  const term = opts.term.trim();
  if (term.length < SEARCH_MIN_LENGTH || !searchWords(term).length) return [];
  const [suggestions, history, recipes, websites] = await Promise.all([
    searchSuggestions(db, term, opts.locale),
    opts.userId === undefined
      ? Promise.resolve([])
      : recentSearches(db, opts.userId, { prefix: term, limit: LIMITS.history }),
    searchRecipes(db, term, opts.locale),
    searchWebsites(db, term),
  ]);
  return [...suggestions, ...history, ...recipes, ...websites];
}

async function searchSuggestions(db: Db, term: string, locale: Locale): Promise<SearchResult[]> {
  const rows = await queryRows<{ options: FilterOption[] }>(
    db,
    sql`SELECT options FROM search_filters WHERE model = 'recipe' ORDER BY position`,
  );
  const needle = term.toLowerCase();
  const seen = new Set<string>();
  const out: SearchResult[] = [];
  for (const option of rows.flatMap((r) => r.options)) {
    const name = pick(option.name, locale, 'en') ?? option.key;
    const key = name.toLowerCase();
    if (
      seen.has(key) ||
      !key.split(/\s+/).some((w) => w.startsWith(needle) || key.startsWith(needle))
    )
      continue;
    seen.add(key);
    out.push({
      subtype: 'suggestion',
      title: name,
      subtitle: null,
      image: null,
      slug: name,
      model: 'term',
      websiteSlug: null,
    });
    if (out.length >= LIMITS.suggestion) break;
  }
  return out;
}

async function searchRecipes(db: Db, term: string, locale: Locale): Promise<SearchResult[]> {
  const rows = await withBoundedSearch(db, async (tx) => {
    const candidates = await recipeCandidates(tx, term, locale);
    if (!candidates) return [];
    return queryRows<{
      slug: string;
      name: string;
      hero_image: string | null;
      c_name: string;
      c_slug: string;
    }>(
      tx,
      sql`SELECT r.slug, t.name, r.hero_image, c.name AS c_name, c.slug AS c_slug
        FROM ${candidates} m
        JOIN recipes r ON r.id = m.recipe_id
        JOIN creators c ON c.id = r.creator_id
        JOIN recipe_translations t ON t.recipe_id = r.id AND t.locale = ${locale}
        WHERE r.status = 'published' AND c.zesty_enabled
        ORDER BY m.score DESC, r.popularity DESC, r.id
        LIMIT ${LIMITS.recipe}`,
    );
  });
  return rows.map((r) => ({
    subtype: 'recipe',
    title: r.name,
    subtitle: r.c_name,
    image: r.hero_image,
    slug: r.slug,
    model: 'recipe',
    websiteSlug: r.c_slug,
  }));
}

async function searchWebsites(db: Db, term: string): Promise<SearchResult[]> {
  const needle = term.toLowerCase();
  const rows = await queryRows<{ slug: string; name: string; handle: string; logo: string | null }>(
    db,
    sql`SELECT slug, name, handle, logo FROM creators
        WHERE zesty_enabled AND (lower(name) LIKE ${`%${escapeLike(needle)}%`}
          OR lower(handle) LIKE ${`%${escapeLike(needle)}%`} OR ${needle} <% lower(name))
        ORDER BY word_similarity(${needle}, lower(name)) DESC, name LIMIT ${LIMITS.website}`,
  );
  return rows.map((r) => ({
    subtype: 'website',
    title: r.name,
    subtitle: `@${r.handle}`,
    image: r.logo,
    slug: r.slug,
    model: 'website',
    websiteSlug: r.slug,
  }));
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}
