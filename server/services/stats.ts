/**
 * Anonymous usage statistics (issue 24 item 8): counters per recipe, day, event and store, and a
 * creator's last 30 days of them. Nothing is kept about who caused an event: no user, no
 * address, no cookie, no time of day; a counter only grows. Counting never stands in the way of
 * what it counts: callers count after they answered, and a failed count is logged, not raised.
 */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { LOCALES, STATS_DAYS, type Locale, type StudioStats } from '../../core/contract';
import { STORE_IDS, isStoreId, type StoreId } from '../../core/grocery/stores';
import type { Db } from '../db/client';
import { recipeStats, recipes } from '../db/schema';
import { recipeNames } from './localize';
import { isRecipeVisible } from './recipes';

type Metric = (typeof recipeStats.$inferInsert)['metric'];

/** Days are counted in the Netherlands' time, where Zesty's cooks are. */
const STATS_TIME_ZONE = 'Europe/Amsterdam';
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The ISO date (YYYY-MM-DD) of `at` in the Netherlands. */
export const statsDay = (at = new Date()): string => dayFormat.format(at);

/** The ISO date `n` days before `day`. */
function daysBefore(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/** Adds one to a recipe's counter for today. */
export async function countEvent(
  db: Db,
  recipeId: number,
  metric: Metric,
  store: StoreId | '' = '',
  at = new Date(),
): Promise<void> {
  await db
    .insert(recipeStats)
    .values({ recipeId, day: statsDay(at), metric, store, count: 1 })
    .onConflictDoUpdate({
      target: [recipeStats.recipeId, recipeStats.day, recipeStats.metric, recipeStats.store],
      set: { count: sql`${recipeStats.count} + 1` },
    });
}

/** Counts without ever failing the caller: a lost count is logged and forgotten. */
export function countQuietly(count: () => Promise<unknown>): Promise<void> {
  return count().then(
    () => undefined,
    (err: unknown) => console.warn('[zesty] a usage count was lost:', err),
  );
}

/** One view of a visible recipe's page; false (nothing counted) for any other id. */
export async function countView(db: Db, recipeId: number): Promise<boolean> {
  if (!(await isRecipeVisible(db, recipeId))) return false;
  await countEvent(db, recipeId, 'view');
  return true;
}

const noStores = (): Record<StoreId, number> =>
  Object.fromEntries(STORE_IDS.map((s) => [s, 0])) as Record<StoreId, number>;

/**
 * The creator's last STATS_DAYS days up to `today` (included): every day with its totals, and
 * every recipe with an event in them, most viewed first, named in `locale` (else its own).
 */
export async function creatorStats(
  db: Db,
  creatorId: number,
  locale: Locale,
  today = statsDay(),
): Promise<StudioStats> {
  const from = daysBefore(today, STATS_DAYS - 1);
  const rows = await db
    .select({
      recipeId: recipeStats.recipeId,
      slug: recipes.slug,
      day: recipeStats.day,
      metric: recipeStats.metric,
      store: recipeStats.store,
      count: recipeStats.count,
    })
    .from(recipeStats)
    .innerJoin(recipes, eq(recipes.id, recipeStats.recipeId))
    .where(
      and(
        eq(recipes.creatorId, creatorId),
        gte(recipeStats.day, from),
        lte(recipeStats.day, today),
      ),
    );

  const days = Array.from({ length: STATS_DAYS }, (_, i) => ({
    day: daysBefore(today, STATS_DAYS - 1 - i),
    views: 0,
    bookmarks: 0,
    baskets: 0,
  }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  const byRecipe = new Map<number, StudioStats['recipes'][number]>();
  for (const r of rows) {
    const day = byDay.get(r.day);
    let recipe = byRecipe.get(r.recipeId);
    if (!recipe) {
      recipe = {
        id: r.recipeId,
        slug: r.slug,
        name: '',
        views: 0,
        bookmarks: 0,
        baskets: noStores(),
      };
      byRecipe.set(r.recipeId, recipe);
    }
    if (r.metric === 'view') {
      recipe.views += r.count;
      if (day) day.views += r.count;
    } else if (r.metric === 'bookmark') {
      recipe.bookmarks += r.count;
      if (day) day.bookmarks += r.count;
    } else if (isStoreId(r.store)) {
      recipe.baskets[r.store] += r.count;
      if (day) day.baskets += r.count;
    }
  }

  const names = await recipeNames(db, [...byRecipe.keys()]);
  for (const recipe of byRecipe.values()) {
    const own = names.get(recipe.id) ?? {};
    recipe.name = [locale, ...LOCALES].map((l) => own[l]).find(Boolean) ?? recipe.slug;
  }
  const total = (r: StudioStats['recipes'][number]) =>
    Object.values(r.baskets).reduce((a, b) => a + b, 0);
  return {
    from,
    to: today,
    days,
    recipes: [...byRecipe.values()].sort(
      (a, b) =>
        b.views - a.views ||
        b.bookmarks - a.bookmarks ||
        total(b) - total(a) ||
        a.name.localeCompare(b.name),
    ),
  };
}
