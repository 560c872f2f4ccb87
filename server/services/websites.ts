import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { CallToAction, Locale, LocalizedText, Social } from '../db/schema';
import type { Website, WebsiteInclude } from '../../lib/api/contract';
import { ERROR_CODES } from '../../lib/api/contract';
import { HttpError, notFound } from '../http';
import { pick } from './localize';
import { loadFilterDefinitions } from './search-filters';

type WebsiteRow = {
  id: number;
  slug: string;
  name: string;
  handle: string;
  language: Locale;
  bio: LocalizedText;
  logo: string | null;
  hero_image: string | null;
  favicon: string | null;
  no_index: boolean;
  zesty_enabled: boolean;
  follow_enabled: boolean;
  follow_url: string | null;
  primary_hex_color: string;
  secondary_hex_color: string;
  tertiary_hex_color: string;
  call_to_actions: CallToAction[];
  socials: Social[];
  search_filters: string[];
  location: string | null;
  cooking_class_url: string | null;
  cookbook_url: string | null;
  recipe_count: number;
  u_name: string | null;
  u_username: string | null;
  u_image: string | null;
};

const selectWebsite = sql`SELECT c.*, u.name AS u_name, u.username AS u_username, u.image AS u_image,
    (SELECT count(*)::int FROM recipes r WHERE r.creator_id = c.id AND r.status = 'published') AS recipe_count
  FROM creators c LEFT JOIN users u ON u.id = c.primary_user_id`;

export async function listWebsites(
  db: Db,
  opts: { page: number; perPage: number; locale: Locale; include: readonly WebsiteInclude[] },
): Promise<{ items: Website[]; total: number }> {
  const [countRows, rows] = await Promise.all([
    queryRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM creators WHERE zesty_enabled`,
    ),
    queryRows<WebsiteRow>(
      db,
      sql`${selectWebsite} WHERE c.zesty_enabled ORDER BY c.name, c.id
          LIMIT ${opts.perPage} OFFSET ${(opts.page - 1) * opts.perPage}`,
    ),
  ]);
  const items = await Promise.all(rows.map((row) => toWire(db, row, opts.locale, opts.include)));
  return { items, total: countRows[0]?.total ?? 0 };
}

/** A creator that exists but is not enabled answers 403 `website_not_enabled` (spec §5: "not enabled"). */
export async function getWebsite(
  db: Db,
  slug: string,
  locale: Locale,
  include: readonly WebsiteInclude[],
): Promise<Website> {
  const [row] = await queryRows<WebsiteRow>(db, sql`${selectWebsite} WHERE c.slug = ${slug}`);
  if (!row) throw notFound('Website');
  if (!row.zesty_enabled) {
    throw new HttpError(
      403,
      ERROR_CODES.websiteNotEnabled,
      'This website is not enabled for Zesty',
    );
  }
  return toWire(db, row, locale, include);
}

async function toWire(
  db: Db,
  row: WebsiteRow,
  locale: Locale,
  include: readonly WebsiteInclude[],
): Promise<Website> {
  const website: Website = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    handle: row.handle,
    description: pick(row.bio, locale, row.language) ?? '',
    logo: row.logo,
    heroImage: row.hero_image,
    favicon: row.favicon,
    noIndex: row.no_index,
    zestyEnabled: row.zesty_enabled,
    followEnabled: row.follow_enabled,
    followUrl: row.follow_url,
    primaryHexColor: row.primary_hex_color,
    secondaryHexColor: row.secondary_hex_color,
    tertiaryHexColor: row.tertiary_hex_color,
    location: row.location,
    cookingClassUrl: row.cooking_class_url,
    cookbookUrl: row.cookbook_url,
    recipeCount: row.recipe_count,
  };
  for (const inc of include) {
    switch (inc) {
      case 'callToActions':
        website.callToActions = {
          data: row.call_to_actions.map((a) => ({
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
          data: row.u_username
            ? { name: row.u_name ?? '', username: row.u_username, image: row.u_image }
            : null,
        };
        break;
      case 'searchFilters':
        website.searchFilters = { data: await creatorFilters(db, row, locale) };
        break;
    }
  }
  return website;
}

/** The creator's chosen filter groups, with only the options its published recipes can match. */
async function creatorFilters(db: Db, row: WebsiteRow, locale: Locale) {
  const [definitions, present] = await Promise.all([
    loadFilterDefinitions(db, 'recipe', locale),
    queryRows<{ value: string }>(
      db,
      sql`SELECT DISTINCT v AS value FROM recipes r,
            LATERAL unnest(array_cat(ARRAY[r.type, r.difficulty, r.budget], r.tags)) v
          WHERE r.creator_id = ${row.id} AND r.status = 'published'`,
    ),
  ]);
  const values = new Set(present.map((p) => p.value));
  const derived = new Set([
    'under-15',
    'under-30',
    'under-60',
    'over-60',
    'under-2',
    'new',
    'trending',
  ]);
  return definitions
    .filter((d) => row.search_filters.includes(d.key))
    .map((d) => ({
      ...d,
      options: d.options.filter((o) => values.has(o.key) || derived.has(o.key)),
    }))
    .filter((d) => d.options.length > 0);
}
