import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { SEARCH_HISTORY_LIMIT, type SearchResult } from '../../core/contract';
import type { Db } from '../db/client';
import { searchHistory, type Locale } from '../db/schema';

const asResult = (term: string): SearchResult => ({
  subtype: 'history',
  title: term,
  subtitle: null,
  image: null,
  slug: term,
  model: 'term',
  websiteSlug: null,
});

/**
 * A signed-in user's searches, newest first (issue 14): each term once (the latest spelling), at
 * most SEARCH_HISTORY_LIMIT; with `prefix`, only those starting with it.
 */
export async function recentSearches(
  db: Db,
  userId: number,
  { prefix, limit = SEARCH_HISTORY_LIMIT }: { prefix?: string; limit?: number } = {},
): Promise<SearchResult[]> {
  const needle = prefix?.toLowerCase();
  const rows = await db
    .select({ term: searchHistory.term })
    .from(searchHistory)
    .where(
      and(
        eq(searchHistory.userId, userId),
        needle === undefined
          ? undefined
          : sql`starts_with(lower(${searchHistory.term}), ${needle})`,
      ),
    )
    .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
    .limit(limit);
  return rows.map((r) => asResult(r.term));
}

/**
 * Keeps a search: the same term again (in any case) moves to the top instead of repeating, and
 * only the newest SEARCH_HISTORY_LIMIT are kept.
 */
export async function recordSearch(db: Db, userId: number, term: string, locale: Locale) {
  await db.transaction(async (tx) => {
    await tx
      .delete(searchHistory)
      .where(
        and(
          eq(searchHistory.userId, userId),
          sql`lower(${searchHistory.term}) = ${term.toLowerCase()}`,
        ),
      );
    await tx.insert(searchHistory).values({ userId, term, locale });
    const keep = tx
      .select({ id: searchHistory.id })
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId))
      .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
      .limit(SEARCH_HISTORY_LIMIT);
    await tx
      .delete(searchHistory)
      .where(and(eq(searchHistory.userId, userId), notInArray(searchHistory.id, keep)));
  });
}
