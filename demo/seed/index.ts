import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SEED_LOCK, isSeeded, type Db } from '../../server/db/client';
import * as s from '../../server/db/schema';
import type { MediaStore } from '../../server/media/storage';
import { mediaUrl } from '../../server/media/storage';
import type { SeedCollection, SeedCreator, SeedRecipe } from './types';
import { FILTER_DEFINITIONS, TAG_NAMES } from './vocabulary';
import { DEMO_ACCOUNTS } from './data/accounts';
import { CATALOGUE, storeCatalogue } from './data/catalogue';
import { STORE_IDS } from '../../core/grocery/stores';
import { seedCatalogue } from '../../server/grocery/seed';
import * as groupA from './data/group-a';
import * as groupB from './data/group-b';
import * as groupC from './data/group-c';

export const demo: {
  creators: SeedCreator[];
  recipes: SeedRecipe[];
  collections: SeedCollection[];
} = {
  creators: [...groupA.creators, ...groupB.creators, ...groupC.creators],
  recipes: [...groupA.recipes, ...groupB.recipes, ...groupC.recipes],
  collections: [...groupA.collections, ...groupB.collections, ...groupC.collections],
};

export const RECIPE_IMAGE = { width: 1600, height: 1200 } as const;
const DAY = 86_400_000;

export type SeedOptions = {
  /** Render images into the store (default). Off: rows point at unhashed keys and no files are written. */
  renderImages?: boolean;
  /** Fixed "now" for publish dates (tests); default the current time. */
  now?: Date;
  log?: (line: string) => void;
};

type Art = typeof import('../art');

/**
 * Stores an image under a content-hashed key (so it can be cached forever) and returns its URL.
 * Without `art` (images off) nothing is drawn and the URL names an unhashed key.
 */
async function storeImage(
  media: MediaStore,
  art: Art | undefined,
  key: { folder: string; name: string; ext: 'jpg' | 'png' },
  render: (art: Art) => Promise<Buffer>,
): Promise<string> {
  if (!art) return mediaUrl(`${key.folder}/${key.name}.${key.ext}`);
  const body = await render(art);
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  const stored = `${key.folder}/${key.name}-${hash}.${key.ext}`;
  await media.put(stored, body, key.ext === 'jpg' ? 'image/jpeg' : 'image/png');
  return mediaUrl(stored);
}

/** Runs `fn` over items with at most `limit` at a time (image rendering is CPU bound). */
async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i] as T, i);
      }
    }),
  );
  return out;
}

/**
 * Seeds an empty database, in one transaction under an advisory lock: when several processes
 * start at once against one PostgreSQL, one seeds and the others find it seeded.
 */
export async function seedIfEmpty(
  db: Db,
  media: MediaStore,
  options: SeedOptions = {},
): Promise<boolean> {
  if (await isSeeded(db)) return false;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(t)) return false;
    await seedDemo(t, media, options);
    return true;
  });
}

/**
 * The grocery catalogue (issue 15): its items and each store's range, prices indicative. Also run
 * on its own for a database seeded before the catalogue existed (idempotent).
 */
export async function seedDemoCatalogue(db: Db): Promise<void> {
  await seedCatalogue(db, CATALOGUE, STORE_IDS.flatMap(storeCatalogue));
}

export async function seedVocabulary(db: Db): Promise<void> {
  await db
    .insert(s.tags)
    .values(Object.entries(TAG_NAMES).map(([key, name]) => ({ key, name })))
    .onConflictDoNothing();
  await db
    .insert(s.searchFilters)
    .values(FILTER_DEFINITIONS.map((f, position) => ({ model: 'recipe', position, ...f })))
    .onConflictDoNothing();
}

export async function seedDemo(
  db: Db,
  media: MediaStore,
  options: SeedOptions = {},
): Promise<void> {
  const log = options.log ?? (() => {});
  const now = (options.now ?? new Date()).getTime();
  // The art module pulls in sharp: load it only when images are rendered.
  const art = (options.renderImages ?? true) ? await import('../art') : undefined;
  const started = Date.now();

  await seedVocabulary(db);
  await seedDemoCatalogue(db);

  // Creators, their primary users and memberships.
  const creatorIds = new Map<string, number>();
  for (const c of demo.creators) {
    const colours = {
      primary: c.colors.primary,
      secondary: c.colors.secondary,
      tertiary: c.colors.tertiary,
    };
    const badge = {
      slug: c.slug,
      name: c.name,
      monogram: c.art.monogram,
      primary: colours.primary,
      secondary: colours.secondary,
      motif: c.art.motif,
    };
    const [logo, favicon, hero] = await Promise.all([
      storeImage(media, art, { folder: 'creators', name: `${c.slug}-logo`, ext: 'png' }, (a) =>
        a.renderCreatorLogo(badge),
      ),
      storeImage(media, art, { folder: 'creators', name: `${c.slug}-favicon`, ext: 'png' }, (a) =>
        a.renderFavicon(badge),
      ),
      storeImage(media, art, { folder: 'creators', name: `${c.slug}-hero`, ext: 'jpg' }, (a) =>
        a.renderCreatorHero({ slug: c.slug, ...colours, motif: c.art.motif }),
      ),
    ]);
    const [user] = await db
      .insert(s.users)
      .values({
        email: c.user.email,
        name: c.user.name,
        username: c.user.username,
        image: logo,
        role: 'creator',
      })
      .returning({ id: s.users.id });
    const [creator] = await db
      .insert(s.creators)
      .values({
        slug: c.slug,
        name: c.name,
        handle: c.handle,
        language: c.language,
        bio: c.bio,
        logo,
        heroImage: hero,
        favicon,
        noIndex: c.noIndex,
        zestyEnabled: c.zestyEnabled,
        followEnabled: c.followEnabled,
        followUrl: c.followUrl ?? null,
        primaryHexColor: colours.primary,
        secondaryHexColor: colours.secondary,
        tertiaryHexColor: colours.tertiary,
        callToActions: c.callToActions,
        socials: c.socials,
        searchFilters: c.searchFilters,
        primaryUserId: user!.id,
        location: c.location,
        cookingClassUrl: c.cookingClassUrl,
        cookbookUrl: c.cookbookUrl,
      })
      .returning({ id: s.creators.id });
    creatorIds.set(c.slug, creator!.id);
    await db
      .insert(s.creatorMembers)
      .values({ creatorId: creator!.id, userId: user!.id, role: 'owner' });
  }
  // The accounts that are not creators (README, "Demo accounts"): an editor and a home cook.
  await db.insert(s.users).values(DEMO_ACCOUNTS.map((a) => ({ ...a, image: null })));
  log(`seed: ${demo.creators.length} creators (${Date.now() - started} ms)`);

  // Recipes: images first (the slow part, two at a time), then rows.
  const images = await mapLimit(demo.recipes, 2, async (r) => {
    const hero = await storeImage(
      media,
      art,
      { folder: 'recipes', name: r.slug, ext: 'jpg' },
      (a) =>
        a.renderDishImage({ slug: r.slug, dish: r.art.dish, colors: r.art.colors }, RECIPE_IMAGE),
    );
    const banners = await Promise.all(
      (r.contextualBanners ?? []).map(async (b, i) => ({
        ...b,
        image: await storeImage(
          media,
          art,
          { folder: 'banners', name: `${r.slug}-${i + 1}`, ext: 'jpg' },
          (a) => a.renderBannerImage({ slug: `${r.slug}-${i + 1}`, colors: r.art.colors }),
        ),
      })),
    );
    return { hero, banners };
  });
  log(`seed: ${demo.recipes.length} recipe images (${Date.now() - started} ms)`);

  const recipeIds = new Map<string, number>();
  // Publish dates depend on the slug's rank, not on the order of the data files.
  const rank = new Map(
    demo.recipes
      .map((r) => r.slug)
      .sort()
      .map((slug, i) => [slug, i]),
  );
  for (const [i, r] of demo.recipes.entries()) {
    const index = rank.get(r.slug) ?? 0;
    const creatorId = creatorIds.get(r.creator);
    if (creatorId === undefined)
      throw new Error(`Recipe ${r.slug} names unknown creator ${r.creator}`);
    const image = images[i]!;
    // Spread publish dates over the last year, deterministically; every ninth is recent ("new").
    const ageDays = index % 9 === 0 ? (index % 50) + 1 : 61 + ((index * 37) % 300);
    const publishedAt = new Date(now - ageDays * DAY);
    const [row] = await db
      .insert(s.recipes)
      .values({
        slug: r.slug,
        creatorId,
        originalLocale: r.originalLocale,
        heroImage: image.hero,
        imageWidth: RECIPE_IMAGE.width,
        imageHeight: RECIPE_IMAGE.height,
        prepMinutes: r.prepMinutes,
        cookMinutes: r.cookMinutes,
        timeMinutes: r.prepMinutes + r.cookMinutes,
        type: r.type,
        difficulty: r.difficulty,
        budget: r.budget,
        cuisine: r.cuisine,
        tags: r.tags,
        ingredientsEnabled: r.ingredientsEnabled ?? true,
        recipeStepsEnabled: r.recipeStepsEnabled ?? true,
        externalUrl: r.externalUrl ?? null,
        contextualBanners: image.banners,
        nutrition: r.nutrition,
        servings: r.servings,
        popularity: r.popularity,
        status: 'published',
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: s.recipes.id });
    recipeIds.set(r.slug, row!.id);
    await db
      .insert(s.recipeTranslations)
      .values(
        (['en', 'nl'] as const).map((locale) => ({ recipeId: row!.id, locale, ...r[locale] })),
      );
  }
  log(`seed: ${demo.recipes.length} recipes (${Date.now() - started} ms)`);

  for (const [position, col] of demo.collections.entries()) {
    const creatorId = creatorIds.get(col.creator);
    if (creatorId === undefined)
      throw new Error(`Collection ${col.slug} names unknown creator ${col.creator}`);
    const members = col.recipes.map((slug) => {
      const recipe = demo.recipes.find((r) => r.slug === slug);
      if (!recipe) throw new Error(`Collection ${col.slug} names unknown recipe ${slug}`);
      return recipe;
    });
    // The hero shows the first four dishes; a collection without recipes yet shows the
    // creator's signature dish (its motif) in that dish's own colours.
    const motif = demo.creators.find((c) => c.slug === col.creator)!.art.motif;
    const dishes = members.length
      ? members.slice(0, 4).map((m) => m.art)
      : [{ dish: motif, colors: [] }];
    const heroImage = await storeImage(
      media,
      art,
      { folder: 'collections', name: `${col.creator}-${col.slug}`, ext: 'jpg' },
      (a) => a.renderCollectionHero({ slug: col.slug, dishes }),
    );
    const [row] = await db
      .insert(s.collections)
      .values({
        slug: col.slug,
        creatorId,
        name: col.name,
        description: col.description,
        heroImage,
        position,
      })
      .returning({ id: s.collections.id });
    // An empty collection is allowed (an insert needs at least one row).
    if (members.length)
      await db.insert(s.collectionRecipes).values(
        members.map((m, i) => ({
          collectionId: row!.id,
          recipeId: recipeIds.get(m.slug)!,
          position: i,
        })),
      );
  }
  await db.execute(sql`ANALYZE`);
  log(`seed: ${demo.collections.length} collections, done in ${Date.now() - started} ms`);
}
