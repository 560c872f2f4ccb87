import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  creators,
  mediaImages,
  recipeTranslations,
  recipes,
  tags,
  type Locale,
  type LocalizedText,
} from '../db/schema';
import type { Recipe, RecipeInclude } from '../../core/contract';
import {
  CANDIDATE_LIMIT,
  hasTag,
  recipeSearch,
  withBoundedSearch,
  type RecipeSearch,
} from '../search/recipes';
import { lexicons } from '../search/lexicon';
import { MEDIA_URL_PREFIX } from '../media/storage';
import { pick } from './localize';

/**
 * Published recipes of enabled creators (`recipes` joined with `creators`): the only recipes the
 * public API ever shows.
 */
export const visibleRecipe: SQL = and(
  eq(recipes.status, 'published'),
  eq(creators.zestyEnabled, true),
)!;

export { hasTag };

/**
 * Whether a recipe can be favourited or ordered: it exists, is published and its creator's site
 * is on.
 */
export async function isRecipeVisible(db: Db, recipeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .innerJoin(creators, eq(creators.id, recipes.creatorId))
    .where(and(eq(recipes.id, recipeId), visibleRecipe))
    .limit(1);
  return row !== undefined;
}

/**
 * A page of one user's visible recipe ids (favourites, ordered recipes) and how many there are:
 * what `server/routes/user-recipes.ts` lists for the signed-in user.
 */
export type UserRecipeIds = (
  db: Db,
  userId: number,
  page: number,
  perPage: number,
) => Promise<{ ids: number[]; total: number }>;

/** Values of the filter groups; derived keys are computed, the rest match type, difficulty or tags. */
function matchFilterValue(value: string): SQL {
  switch (value) {
    case 'under-15':
      return lte(recipes.timeMinutes, 15);
    case 'under-30':
      return lte(recipes.timeMinutes, 30);
    case 'under-60':
      return lte(recipes.timeMinutes, 60);
    case 'over-60':
      return gt(recipes.timeMinutes, 60);
    case 'under-2':
      return eq(recipes.budget, 'low');
    case 'new':
      return gt(recipes.publishedAt, sql`now() - interval '60 days'`);
    case 'trending':
      return gte(recipes.popularity, 80);
    default:
      return or(eq(recipes.type, value), eq(recipes.difficulty, value), hasTag(value))!;
  }
}

export type RecipeFilters = {
  websiteSlug?: string;
  s?: string;
  locale: Locale;
  /** Filter key → selected values: OR within a key, AND across keys. */
  groups: string[][];
  budget: string[];
  ids: number[];
  excludeSlug?: string;
};

function whereFor(f: RecipeFilters, searchWhere?: SQL): SQL | undefined {
  return and(
    visibleRecipe,
    f.websiteSlug ? eq(creators.slug, f.websiteSlug) : undefined,
    ...f.groups.map((values) => (values.length ? or(...values.map(matchFilterValue)) : undefined)),
    f.budget.length ? inArray(recipes.budget, f.budget) : undefined,
    f.ids.length ? inArray(recipes.id, f.ids) : undefined,
    f.excludeSlug ? ne(recipes.slug, f.excludeSlug) : undefined,
    searchWhere,
  );
}

/** The search of `s` within the list's filters, in a transaction of its own (server/search). */
function searchIn<T>(
  db: Db,
  f: RecipeFilters & { s: string },
  fn: (tx: Db, search: RecipeSearch | undefined) => Promise<T>,
): Promise<T> {
  return lexicons(db).then((vocabulary) =>
    withBoundedSearch(db, async (tx) =>
      fn(tx, await recipeSearch(tx, f.s, f.locale, whereFor(f), vocabulary)),
    ),
  );
}

export async function listRecipeIds(
  db: Db,
  f: RecipeFilters,
  page: number,
  perPage: number,
): Promise<{ ids: number[]; total: number }> {
  const s = f.s;
  if (s === undefined) return pageOfIds(db, f, page, perPage);
  return searchIn(db, { ...f, s }, async (tx, search) => {
    // A term that asks nothing (punctuation, symbols, emoji) matches nothing.
    if (!search) return { ids: [], total: 0 };
    if (search.hits) {
      const start = (page - 1) * perPage;
      return {
        ids: search.hits.slice(start, start + perPage).map((h) => h.id),
        total: search.hits.length,
      };
    }
    // One transaction is one connection: its two queries one after the other.
    return pageOfIds(tx, f, page, perPage, search.where, { oneConnection: true });
  });
}

/** `query` over `recipes` joined with their creators, filtered by `f` and a search's conditions. */
function scoped<T extends PgSelect>(query: T, f: RecipeFilters, searchWhere?: SQL) {
  return query
    .innerJoin(creators, eq(creators.id, recipes.creatorId))
    .where(whereFor(f, searchWhere));
}

/**
 * Most popular first, as the trending indexes are ordered (`popularity DESC NULLS LAST, id`):
 * plain `DESC` means NULLS FIRST, which no index provides, and every list then sorted all its
 * matching rows (a filtered page of 100,000 recipes on PGlite: 224 ms in the database, 1.5 ms
 * in index order).
 */
export const byPopularity = [sql`${recipes.popularity} desc nulls last`, asc(recipes.id)];

/**
 * A page of visible recipes matching `f`, with their total; with a search's conditions
 * (`searchWhere`, a term of concepts only), only those, of which at most CANDIDATE_LIMIT are
 * counted, as for text searches: "vegetarian" or "zonder vis" would otherwise count a large
 * share of the catalogue, row by row.
 */
async function pageOfIds(
  db: Db,
  f: RecipeFilters,
  page: number,
  perPage: number,
  searchWhere?: SQL,
  { oneConnection = false } = {},
): Promise<{ ids: number[]; total: number }> {
  const counted = searchWhere
    ? db.select({ total: count() }).from(
        scoped(
          db
            .select({ hit: sql`1`.as('hit') })
            .from(recipes)
            .$dynamic(),
          f,
          searchWhere,
        )
          .limit(CANDIDATE_LIMIT)
          .as('hits'),
      )
    : scoped(db.select({ total: count() }).from(recipes).$dynamic(), f);
  const pageRows = () =>
    scoped(db.select({ id: recipes.id }).from(recipes).$dynamic(), f, searchWhere)
      .orderBy(...byPopularity)
      .limit(perPage)
      .offset((page - 1) * perPage);
  // On the pool both go at once; on one connection (a transaction) node-postgres would queue the
  // second behind the first anyway, and warns that pg 9 will refuse it.
  const [countRows, rows] = oneConnection
    ? [await counted, await pageRows()]
    : await Promise.all([counted, pageRows()]);
  return { ids: rows.map((r) => r.id), total: countRows[0]?.total ?? 0 };
}

/**
 * The search screen's share of the recipe search (the same engine as the list's `s`): the best
 * `recipes` ids, and the creators who cook most of what the term finds (among its first
 * CANDIDATE_LIMIT matches), best first.
 */
export async function searchRecipesAndCooks(
  db: Db,
  term: string,
  locale: Locale,
  limits: { recipes: number; creators: number },
): Promise<{ ids: number[]; creatorIds: number[] }> {
  const f = { s: term, locale, groups: [], budget: [], ids: [] };
  return searchIn(db, f, async (tx, search) => {
    if (!search) return { ids: [], creatorIds: [] };
    const hits =
      search.hits ??
      (await scoped(
        tx.select({ id: recipes.id, creatorId: recipes.creatorId }).from(recipes).$dynamic(),
        f,
        search.where,
      )
        .orderBy(...byPopularity)
        .limit(CANDIDATE_LIMIT));
    const cooks = new Map<number, number>();
    for (const h of hits) cooks.set(h.creatorId, (cooks.get(h.creatorId) ?? 0) + 1);
    return {
      ids: hits.slice(0, limits.recipes).map((h) => h.id),
      creatorIds: [...cooks]
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .slice(0, limits.creators)
        .map(([id]) => id),
    };
  });
}

/** Whether the term finds any visible recipe: a suggestion must lead somewhere. */
export async function findsRecipes(db: Db, term: string, locale: Locale): Promise<boolean> {
  const { total } = await listRecipeIds(
    db,
    { s: term, locale, groups: [], budget: [], ids: [] },
    1,
    1,
  );
  return total > 0;
}

/**
 * The translation to read a recipe (`recipes`, in the outer query) in: `locale`, else the
 * recipe's original language. Select from `recipe_translations` with `where`, `order` and limit 1.
 */
export function readableTranslation(locale: Locale): { where: SQL; order: SQL } {
  return {
    where: and(
      eq(recipeTranslations.recipeId, recipes.id),
      or(
        eq(recipeTranslations.locale, locale),
        eq(recipeTranslations.locale, recipes.originalLocale),
      ),
    )!,
    order: desc(sql`(${eq(recipeTranslations.locale, locale)})`),
  };
}

/** What a recipe's `website` include shows of its creator (also a studio preview's). */
export const recipeCreatorColumns = {
  id: creators.id,
  slug: creators.slug,
  name: creators.name,
  handle: creators.handle,
  heroImage: creators.heroImage,
  logo: creators.logo,
};

/**
 * The rows behind `hydrateRecipes`: each recipe with its creator and its translation in `locale`,
 * else in the recipe's original language.
 */
function recipeRows(db: Db, ids: number[], locale: Locale) {
  const readable = readableTranslation(locale);
  const translation = db
    .select({
      locale: recipeTranslations.locale,
      name: recipeTranslations.name,
      title: recipeTranslations.title,
      description: recipeTranslations.description,
      ingredients: recipeTranslations.ingredients,
      steps: recipeTranslations.steps,
    })
    .from(recipeTranslations)
    .where(readable.where)
    .orderBy(readable.order)
    .limit(1)
    .as('tr');
  return db
    .select({
      id: recipes.id,
      slug: recipes.slug,
      heroImage: recipes.heroImage,
      imageWidth: recipes.imageWidth,
      imageHeight: recipes.imageHeight,
      imageFocus: recipes.imageFocus,
      // A studio upload's placeholder (its key is the URL without the /media/ prefix).
      blurDataUrl: sql<
        string | null
      >`(SELECT ${mediaImages.blurDataUrl} FROM ${mediaImages} WHERE ${mediaImages.key} = substr(${recipes.heroImage}, ${MEDIA_URL_PREFIX.length + 1}))`,
      prepMinutes: recipes.prepMinutes,
      cookMinutes: recipes.cookMinutes,
      timeMinutes: recipes.timeMinutes,
      type: recipes.type,
      difficulty: recipes.difficulty,
      budget: recipes.budget,
      cuisine: recipes.cuisine,
      servings: recipes.servings,
      nutrition: recipes.nutrition,
      ingredientsEnabled: recipes.ingredientsEnabled,
      disclaimer: recipes.disclaimer,
      recipeStepsEnabled: recipes.recipeStepsEnabled,
      externalUrl: recipes.externalUrl,
      publishedAt: recipes.publishedAt,
      updatedAt: recipes.updatedAt,
      contextualBanners: recipes.contextualBanners,
      tags: recipes.tags,
      translation: {
        locale: translation.locale,
        name: translation.name,
        title: translation.title,
        description: translation.description,
        ingredients: translation.ingredients,
        steps: translation.steps,
      },
      creator: recipeCreatorColumns,
    })
    .from(recipes)
    .innerJoin(creators, eq(creators.id, recipes.creatorId))
    .innerJoinLateral(translation, sql`true`)
    .where(inArray(recipes.id, ids));
}

/** One recipe as the public API reads it: its columns, its translation, its creator. */
export type RecipeRow = Awaited<ReturnType<typeof recipeRows>>[number];

/** Loads full recipes for ids, in the given order, in `locale` with the original language as fallback. */
export async function hydrateRecipes(
  db: Db,
  ids: number[],
  locale: Locale,
  include: readonly RecipeInclude[],
): Promise<Recipe[]> {
  if (!ids.length) return [];
  const rows = await recipeRows(db, ids, locale);
  const tagNames = include.includes('tags')
    ? await loadTagNames(db)
    : new Map<string, LocalizedText>();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toWire(row, locale, include, tagNames)] : [];
  });
}

export async function loadTagNames(db: Pick<Db, 'select'>): Promise<Map<string, LocalizedText>> {
  const rows = await db.select({ key: tags.key, name: tags.name }).from(tags);
  return new Map(rows.map((r) => [r.key, r.name]));
}

/** A recipe's wire shape with the parts `include` asks for (also a studio preview's). */
export function toWire(
  row: RecipeRow,
  locale: Locale,
  include: readonly RecipeInclude[],
  tagNames: Map<string, LocalizedText>,
): Recipe {
  const { translation: tr, creator } = row;
  const recipe: Recipe = {
    id: row.id,
    slug: row.slug,
    locale: tr.locale,
    name: tr.name,
    title: tr.title,
    description: tr.description,
    heroImage: row.heroImage,
    time: { total: row.timeMinutes, prep: row.prepMinutes, cook: row.cookMinutes },
    type: row.type,
    difficulty: row.difficulty,
    budget: row.budget,
    cuisine: row.cuisine,
    servings: row.servings,
    nutrition: row.nutrition,
    ingredientsEnabled: row.ingredientsEnabled,
    disclaimer: row.disclaimer,
    recipeStepsEnabled: row.recipeStepsEnabled,
    externalUrl: row.externalUrl,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
  for (const inc of include) {
    switch (inc) {
      case 'tags':
        recipe.tags = {
          data: row.tags.map((key) => ({
            key,
            name: pick(tagNames.get(key), locale, 'en') ?? key,
          })),
        };
        break;
      case 'image':
        recipe.image = {
          data:
            row.heroImage && row.imageWidth && row.imageHeight
              ? {
                  url: row.heroImage,
                  width: row.imageWidth,
                  height: row.imageHeight,
                  alt: tr.name,
                  ...(row.blurDataUrl ? { blurDataURL: row.blurDataUrl } : {}),
                  ...(row.imageFocus ? { focus: row.imageFocus } : {}),
                }
              : null,
        };
        break;
      case 'ingredients':
        recipe.ingredients = { data: tr.ingredients.map((text) => ({ text })) };
        break;
      case 'recipeSteps':
        recipe.recipeSteps = { data: tr.steps.map((text) => ({ text })) };
        break;
      case 'contextualBanners':
        recipe.contextualBanners = {
          data: row.contextualBanners.map((b) => ({
            name: pick(b.name, locale, tr.locale) ?? '',
            description: pick(b.description, locale, tr.locale) ?? '',
            image: b.image,
            url: b.url ?? null,
          })),
        };
        break;
      case 'website':
        recipe.website = { data: creator };
        break;
    }
  }
  return recipe;
}

export async function findRecipeId(
  db: Db,
  slug: string,
  websiteSlug?: string,
): Promise<number | undefined> {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .innerJoin(creators, eq(creators.id, recipes.creatorId))
    .where(
      and(
        eq(recipes.slug, slug),
        visibleRecipe,
        websiteSlug ? eq(creators.slug, websiteSlug) : undefined,
      ),
    );
  return rows[0]?.id;
}
