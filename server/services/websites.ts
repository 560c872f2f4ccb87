import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowExists } from '../db/query';
import { creators, recipes, users, type Locale } from '../db/schema';
import type { FilterDefinition, Website, WebsiteInclude } from '../../core/contract';
import { ERROR_CODES } from '../../core/contract';
import { HttpError, notFound } from '../http';
import { pick } from './localize';
import { loadFilterDefinitions } from './search-filters';

/** Creators with their primary user and their number of published recipes. */
function websiteRows(db: Db, where: SQL) {
  return db
    .select({
      id: creators.id,
      slug: creators.slug,
      name: creators.name,
      handle: creators.handle,
      language: creators.language,
      bio: creators.bio,
      logo: creators.logo,
      heroImage: creators.heroImage,
      favicon: creators.favicon,
      noIndex: creators.noIndex,
      zestyEnabled: creators.zestyEnabled,
      followEnabled: creators.followEnabled,
      followUrl: creators.followUrl,
      primaryHexColor: creators.primaryHexColor,
      secondaryHexColor: creators.secondaryHexColor,
      tertiaryHexColor: creators.tertiaryHexColor,
      callToActions: creators.callToActions,
      socials: creators.socials,
      searchFilters: creators.searchFilters,
      location: creators.location,
      cookingClassUrl: creators.cookingClassUrl,
      cookbookUrl: creators.cookbookUrl,
      recipeCount: db.$count(
        recipes,
        and(eq(recipes.creatorId, creators.id), eq(recipes.status, 'published')),
      ),
      userName: users.name,
      username: users.username,
      userImage: users.image,
    })
    .from(creators)
    .leftJoin(users, eq(users.id, creators.primaryUserId))
    .where(where);
}

export type WebsiteRow = Awaited<ReturnType<typeof websiteRows>>[number];

export async function listWebsites(
  db: Db,
  opts: { page: number; perPage: number; locale: Locale; include: readonly WebsiteInclude[] },
): Promise<{ items: Website[]; total: number }> {
  const enabled = eq(creators.zestyEnabled, true);
  const [countRows, rows] = await Promise.all([
    db.select({ total: count() }).from(creators).where(enabled),
    websiteRows(db, enabled)
      .orderBy(asc(creators.name), asc(creators.id))
      .limit(opts.perPage)
      .offset((opts.page - 1) * opts.perPage),
  ]);
  const items = await toWire(db, rows, opts.locale, opts.include);
  return { items, total: countRows[0]?.total ?? 0 };
}

/** A creator that exists but is not enabled answers 403 `website_not_enabled` (spec §5: "not enabled"). */
/**
 * One enabled creator's site. `overlay` changes its row first: a preview session's profile as
 * typed (server/routes/preview.ts).
 */
export async function getWebsite(
  db: Db,
  slug: string,
  locale: Locale,
  include: readonly WebsiteInclude[],
  overlay: (row: WebsiteRow) => WebsiteRow = (row) => row,
): Promise<Website> {
  const [found] = await websiteRows(db, eq(creators.slug, slug));
  const row = found && overlay(found);
  if (!row) throw notFound('Website');
  if (!row.zestyEnabled) {
    throw new HttpError(
      403,
      ERROR_CODES.websiteNotEnabled,
      'This website is not enabled for Zesty',
    );
  }
  const [website] = await toWire(db, [row], locale, include);
  return website!;
}

async function toWire(
  db: Db,
  rows: WebsiteRow[],
  locale: Locale,
  include: readonly WebsiteInclude[],
): Promise<Website[]> {
  const filters =
    include.includes('searchFilters') && rows.length
      ? await creatorFilters(db, rows, locale)
      : undefined;
  return rows.map((row) => toWebsite(row, locale, include, filters));
}

function toWebsite(
  row: WebsiteRow,
  locale: Locale,
  include: readonly WebsiteInclude[],
  filters: Map<number, FilterDefinition[]> | undefined,
): Website {
  const website: Website = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    handle: row.handle,
    description: pick(row.bio, locale, row.language) ?? '',
    logo: row.logo,
    heroImage: row.heroImage,
    favicon: row.favicon,
    noIndex: row.noIndex,
    zestyEnabled: row.zestyEnabled,
    followEnabled: row.followEnabled,
    followUrl: row.followUrl,
    primaryHexColor: row.primaryHexColor,
    secondaryHexColor: row.secondaryHexColor,
    tertiaryHexColor: row.tertiaryHexColor,
    location: row.location,
    cookingClassUrl: row.cookingClassUrl,
    cookbookUrl: row.cookbookUrl,
    recipeCount: row.recipeCount,
  };
  for (const inc of include) {
    switch (inc) {
      case 'callToActions':
        website.callToActions = {
          data: row.callToActions.map((a) => ({
            title: pick(a.title, locale, row.language) ?? '',
            url: a.url,
          })),
        };
        break;
      case 'socials':
        website.socials = { data: row.socials.map((s) => ({ type: s.type, url: s.url })) };
        break;
      case 'primaryUser':
        website.primaryUser = {
          data: row.username
            ? { name: row.userName ?? '', username: row.username, image: row.userImage }
            : null,
        };
        break;
      case 'searchFilters':
        website.searchFilters = { data: filters?.get(row.id) ?? [] };
        break;
    }
  }
  return website;
}

const DERIVED_OPTIONS = new Set([
  'under-15',
  'under-30',
  'under-60',
  'over-60',
  'under-2',
  'new',
  'trending',
]);

/**
 * Each creator's chosen filter groups, with only the options its published recipes can match:
 * one query for the definitions and one for the values of all the creators' recipes.
 */
async function creatorFilters(
  db: Db,
  rows: WebsiteRow[],
  locale: Locale,
): Promise<Map<number, FilterDefinition[]>> {
  const [definitions, present] = await Promise.all([
    loadFilterDefinitions(db, 'recipe', locale),
    db
      .selectDistinct({ creatorId: recipes.creatorId, value: sql<string>`v.value` })
      .from(recipes)
      .crossJoinLateral(
        sql`unnest(array_cat(ARRAY[${recipes.type}, ${recipes.difficulty}, ${recipes.budget}], ${recipes.tags})) AS v(value)`,
      )
      .where(
        and(
          inArray(
            recipes.creatorId,
            rows.map((row) => row.id),
          ),
          eq(recipes.status, 'published'),
        ),
      ),
  ]);
  const values = new Map(rows.map((row) => [row.id, new Set<string>()]));
  for (const { creatorId, value } of present) values.get(creatorId)?.add(value);
  return new Map(
    rows.map((row) => {
      const own = values.get(row.id)!;
      const groups = definitions
        .filter((d) => row.searchFilters.includes(d.key))
        .map((d) => ({
          ...d,
          options: d.options.filter((o) => own.has(o.key) || DERIVED_OPTIONS.has(o.key)),
        }))
        .filter((d) => d.options.length > 0);
      return [row.id, groups];
    }),
  );
}

/** Whether `slug` names a creator whose site is switched on (a sign-in may return there). */
export async function isEnabledCreator(db: Db, slug: string): Promise<boolean> {
  return rowExists(db, creators, and(eq(creators.slug, slug), eq(creators.zestyEnabled, true)));
}
