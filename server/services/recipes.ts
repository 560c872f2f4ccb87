import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { ContextualBanner, Locale, LocalizedText, Nutrition } from '../db/schema';
import type { Recipe, RecipeInclude } from '../../lib/api/contract';
import { recipeSearchCondition, searchWords, withBoundedSearch } from '../search/recipes';
import { pick } from './localize';

type RecipeRow = {
  id: number;
  slug: string;
  hero_image: string | null;
  image_width: number | null;
  image_height: number | null;
  prep_minutes: number;
  cook_minutes: number;
  time_minutes: number;
  type: string;
  difficulty: string;
  budget: string;
  cuisine: string | null;
  servings: number;
  nutrition: Nutrition | null;
  ingredients_enabled: boolean;
  recipe_steps_enabled: boolean;
  external_url: string | null;
  published_at: string | Date | null;
  updated_at: string | Date;
  contextual_banners: ContextualBanner[];
  tags: string[];
  t_locale: Locale;
  name: string;
  title: string;
  description: string;
  ingredients: string[];
  steps: string[];
  c_id: number;
  c_slug: string;
  c_name: string;
  c_handle: string;
  c_hero: string | null;
  c_logo: string | null;
};

/** `(a, b, c)` parameters for `IN`. */
const inList = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

const iso = (v: string | Date | null): string | null =>
  v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString();

/** Published recipes of enabled creators: the only recipes the public API ever shows. */
export const visibleRecipe = sql`r.status = 'published' AND c.zesty_enabled`;

/** Values of the filter groups; derived keys are computed, the rest match type, difficulty or tags. */
function matchFilterValue(value: string): SQL {
  switch (value) {
    case 'under-15':
      return sql`r.time_minutes <= 15`;
    case 'under-30':
      return sql`r.time_minutes <= 30`;
    case 'under-60':
      return sql`r.time_minutes <= 60`;
    case 'over-60':
      return sql`r.time_minutes > 60`;
    case 'under-2':
      return sql`r.budget = 'low'`;
    case 'new':
      return sql`r.published_at > now() - interval '60 days'`;
    case 'trending':
      return sql`r.popularity >= 80`;
    default:
      return sql`(r.type = ${value} OR r.difficulty = ${value} OR ${value} = ANY(r.tags))`;
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

function whereFor(f: RecipeFilters): SQL {
  const parts: SQL[] = [visibleRecipe];
  if (f.websiteSlug) parts.push(sql`c.slug = ${f.websiteSlug}`);
  for (const values of f.groups) {
    if (values.length) parts.push(sql`(${sql.join(values.map(matchFilterValue), sql` OR `)})`);
  }
  if (f.budget.length) parts.push(sql`r.budget IN (${inList(f.budget)})`);
  if (f.ids.length) parts.push(sql`r.id IN (${inList(f.ids)})`);
  if (f.excludeSlug) parts.push(sql`r.slug <> ${f.excludeSlug}`);
  return sql.join(parts, sql` AND `);
}

export async function listRecipeIds(
  db: Db,
  f: RecipeFilters,
  page: number,
  perPage: number,
): Promise<{ ids: number[]; total: number }> {
  const s = f.s;
  // A term with no searchable word (punctuation, symbols, emoji) matches nothing: answer that
  // without a query.
  if (s !== undefined && !searchWords(s).length) return { ids: [], total: 0 };
  if (s)
    return withBoundedSearch(db, async (tx) =>
      pageOfIds(tx, f, page, perPage, await recipeSearchCondition(tx, s, f.locale)),
    );
  return pageOfIds(db, f, page, perPage);
}

async function pageOfIds(
  db: Db,
  f: RecipeFilters,
  page: number,
  perPage: number,
  search?: { join: SQL; rank: SQL },
): Promise<{ ids: number[]; total: number }> {
  const where = whereFor(f);
  const from = sql`recipes r JOIN creators c ON c.id = r.creator_id ${search?.join ?? sql``}`;
  const order = search
    ? sql`${search.rank} DESC, r.popularity DESC, r.id`
    : sql`r.popularity DESC, r.id`;
  const [countRows, rows] = await Promise.all([
    queryRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`,
    ),
    queryRows<{ id: number }>(
      db,
      sql`SELECT r.id FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    ),
  ]);
  return { ids: rows.map((r) => r.id), total: countRows[0]?.total ?? 0 };
}

/** Loads full recipes for ids, in the given order, in `locale` with the original language as fallback. */
export async function hydrateRecipes(
  db: Db,
  ids: number[],
  locale: Locale,
  include: readonly RecipeInclude[],
): Promise<Recipe[]> {
  if (!ids.length) return [];
  const rows = await queryRows<RecipeRow>(
    db,
    sql`SELECT r.id, r.slug, r.hero_image, r.image_width, r.image_height, r.prep_minutes, r.cook_minutes,
          r.time_minutes, r.type, r.difficulty, r.budget, r.cuisine, r.servings, r.nutrition,
          r.ingredients_enabled, r.recipe_steps_enabled, r.external_url, r.published_at, r.updated_at,
          r.contextual_banners, r.tags,
          tr.locale AS t_locale, tr.name, tr.title, tr.description, tr.ingredients, tr.steps,
          c.id AS c_id, c.slug AS c_slug, c.name AS c_name, c.handle AS c_handle,
          c.hero_image AS c_hero, c.logo AS c_logo
        FROM recipes r
        JOIN creators c ON c.id = r.creator_id
        JOIN LATERAL (
          SELECT x.locale, x.name, x.title, x.description, x.ingredients, x.steps
          FROM recipe_translations x
          WHERE x.recipe_id = r.id AND x.locale IN (${locale}, r.original_locale)
          ORDER BY (x.locale = ${locale}) DESC LIMIT 1
        ) tr ON true
        WHERE r.id IN (${inList(ids)})`,
  );
  const tagNames = include.includes('tags')
    ? await loadTagNames(db)
    : new Map<string, LocalizedText>();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toWire(row, locale, include, tagNames)] : [];
  });
}

async function loadTagNames(db: Db): Promise<Map<string, LocalizedText>> {
  const rows = await queryRows<{ key: string; name: LocalizedText }>(
    db,
    sql`SELECT key, name FROM tags`,
  );
  return new Map(rows.map((r) => [r.key, r.name]));
}

function toWire(
  row: RecipeRow,
  locale: Locale,
  include: readonly RecipeInclude[],
  tagNames: Map<string, LocalizedText>,
): Recipe {
  const recipe: Recipe = {
    id: row.id,
    slug: row.slug,
    locale: row.t_locale,
    name: row.name,
    title: row.title,
    description: row.description,
    heroImage: row.hero_image,
    time: { total: row.time_minutes, prep: row.prep_minutes, cook: row.cook_minutes },
    type: row.type,
    difficulty: row.difficulty,
    budget: row.budget,
    cuisine: row.cuisine,
    servings: row.servings,
    nutrition: row.nutrition,
    ingredientsEnabled: row.ingredients_enabled,
    recipeStepsEnabled: row.recipe_steps_enabled,
    externalUrl: row.external_url,
    publishedAt: iso(row.published_at),
    updatedAt: iso(row.updated_at) ?? new Date(0).toISOString(),
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
            row.hero_image && row.image_width && row.image_height
              ? {
                  url: row.hero_image,
                  width: row.image_width,
                  height: row.image_height,
                  alt: row.name,
                }
              : null,
        };
        break;
      case 'ingredients':
        recipe.ingredients = { data: row.ingredients.map((text) => ({ text })) };
        break;
      case 'recipeSteps':
        recipe.recipeSteps = { data: row.steps.map((text) => ({ text })) };
        break;
      case 'contextualBanners':
        recipe.contextualBanners = {
          data: row.contextual_banners.map((b) => ({
            name: pick(b.name, locale, row.t_locale) ?? '',
            description: pick(b.description, locale, row.t_locale) ?? '',
            image: b.image,
            url: b.url ?? null,
          })),
        };
        break;
      case 'website':
        recipe.website = {
          data: {
            id: row.c_id,
            slug: row.c_slug,
            name: row.c_name,
            handle: row.c_handle,
            heroImage: row.c_hero,
            logo: row.c_logo,
          },
        };
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
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT r.id FROM recipes r JOIN creators c ON c.id = r.creator_id
        WHERE r.slug = ${slug} AND ${visibleRecipe} ${websiteSlug ? sql`AND c.slug = ${websiteSlug}` : sql``}`,
  );
  return rows[0]?.id;
}
