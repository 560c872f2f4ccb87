/**
 * The studio's profile and site (issue 24 item 5): a member's view of their creator's public
 * profile and white-label theme, and its save. The caller has found the creator through the
 * user's memberships (server/routes/studio.ts); saves name the version they were made on.
 */
import { and, eq } from 'drizzle-orm';
import {
  ERROR_CODES,
  LOCALES,
  profileSchema,
  type Profile,
  type PublicChange,
  type StudioProfile,
} from '../../core/contract';
import type { Db } from '../db/client';
import type { Queryable } from '../db/query';
import { creators, recipes, type LocalizedText } from '../db/schema';
import { HttpError, notFound } from '../http';
import { creatorImage } from './studio-images';
import { nextVersion, versionConflict } from './studio-versions';

type CreatorRow = typeof creators.$inferSelect;

const localized = (text: LocalizedText) => {
  const out: LocalizedText = {};
  for (const l of LOCALES) if (text[l]) out[l] = text[l];
  return out;
};

function profileOf(row: CreatorRow): StudioProfile {
  return {
    slug: row.slug,
    version: row.version,
    zestyEnabled: row.zestyEnabled,
    // Seeded data may hold what the studio would not write (an old social network): read leniently.
    profile: profileSchema.parse({
      name: row.name,
      handle: row.handle,
      bio: localized(row.bio),
      location: row.location ?? '',
      logo: row.logo,
      favicon: row.favicon,
      heroImage: row.heroImage,
      primaryHexColor: row.primaryHexColor,
      secondaryHexColor: row.secondaryHexColor,
      tertiaryHexColor: row.tertiaryHexColor,
      socials: row.socials.filter((s) => profileSchema.shape.socials.safeParse([s]).success),
      callToActions: row.callToActions.map((c) => ({ title: localized(c.title), url: c.url })),
      cookingClassUrl: row.cookingClassUrl,
      cookbookUrl: row.cookbookUrl,
      followEnabled: row.followEnabled,
      followUrl: row.followUrl,
      noIndex: row.noIndex,
    }),
  };
}

async function creatorRow(db: Queryable, creatorId: number): Promise<CreatorRow> {
  const [row] = await db.select().from(creators).where(eq(creators.id, creatorId));
  if (!row) throw notFound('Creator');
  return row;
}

export async function getStudioProfile(db: Db, creatorId: number): Promise<StudioProfile> {
  return profileOf(await creatorRow(db, creatorId));
}

const invalid = (path: string, message: string) =>
  new HttpError(422, ERROR_CODES.validation, `${path} ${message}`, [{ path, message }]);

/** The creator's published recipes: their cards and pages name the creator. */
async function publishedSlugs(db: Queryable, creatorId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: recipes.slug })
    .from(recipes)
    .where(and(eq(recipes.creatorId, creatorId), eq(recipes.status, 'published')));
  return rows.map((r) => r.slug);
}

/**
 * Saves the profile made on `version` (409 on an older one). A picture must be one the creator
 * uploaded, or the one it already has. Answers what changed for visitors: the creator's pages on
 * both hosts, and, when its name, handle or pictures changed, the recipes that show them.
 */
/** What a save (or a preview) needs besides the schema: the creator's own pictures, a follow link. */
async function checkProfile(db: Queryable, before: CreatorRow, profile: Profile) {
  for (const field of ['logo', 'favicon', 'heroImage'] as const) {
    const url = profile[field];
    if (url && url !== before[field] && !(await creatorImage(db, before.id, url)))
      throw invalid(field, 'is not one of your pictures');
  }
  if (profile.followEnabled && !profile.followUrl)
    throw invalid('followUrl', 'is needed to show the follow button');
}

/** The creator's columns a profile sets. */
export function profileColumns(profile: Profile) {
  return {
    name: profile.name,
    handle: profile.handle,
    bio: localized(profile.bio),
    location: profile.location || null,
    logo: profile.logo,
    favicon: profile.favicon,
    heroImage: profile.heroImage,
    primaryHexColor: profile.primaryHexColor,
    secondaryHexColor: profile.secondaryHexColor,
    tertiaryHexColor: profile.tertiaryHexColor,
    socials: profile.socials,
    callToActions: profile.callToActions.map((c) => ({
      title: localized(c.title),
      url: c.url,
    })),
    cookingClassUrl: profile.cookingClassUrl,
    cookbookUrl: profile.cookbookUrl,
    followEnabled: profile.followEnabled,
    followUrl: profile.followUrl,
    noIndex: profile.noIndex,
  } satisfies Partial<CreatorRow>;
}

/**
 * Keeps a profile as typed, not saved, for the creator's previews (issue 24 item 6): checked as a
 * save is, visible to nobody but the creator's members in a preview session, replaced by the
 * next preview. Answers the creator's slug.
 */
export async function keepProfilePreview(
  db: Db,
  creatorId: number,
  profile: Profile,
): Promise<string> {
  const before = await creatorRow(db, creatorId);
  await checkProfile(db, before, profile);
  await db.update(creators).set({ profilePreview: profile }).where(eq(creators.id, creatorId));
  return before.slug;
}

export async function saveStudioProfile(
  db: Db,
  creatorId: number,
  version: number,
  profile: Profile,
): Promise<{ profile: StudioProfile; changed: PublicChange }> {
  return db.transaction(async (tx) => {
    const before = await creatorRow(tx, creatorId);
    if (before.version !== version) throw versionConflict('The profile', before.version);
    await checkProfile(tx, before, profile);
    const [row] = await tx
      .update(creators)
      .set({ ...profileColumns(profile), ...nextVersion(creators.version) })
      .where(and(eq(creators.id, creatorId), eq(creators.version, version)))
      .returning();
    if (!row)
      throw new HttpError(409, ERROR_CODES.versionConflict, 'The profile was changed elsewhere');
    const onCards =
      before.name !== row.name ||
      before.handle !== row.handle ||
      before.logo !== row.logo ||
      before.heroImage !== row.heroImage;
    return {
      profile: profileOf(row),
      changed: {
        recipes: onCards ? await publishedSlugs(tx, creatorId) : [],
        creators: [row.slug],
        collections: [],
      },
    };
  });
}
