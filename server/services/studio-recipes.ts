/**
 * The creator studio's recipes (issue 24): a member's view of their creator's recipes and the
 * writes on them. Every function takes the signed-in user and finds the recipe or creator through
 * that user's memberships (studio-access.ts), so a recipe of another creator is simply not found;
 * no caller can skip the check.
 *
 * The published columns and `recipe_translations` are what visitors see; `draft` is the working
 * copy. Saves change the working copy only; publishing copies it into the published columns.
 * Every write that changes a recipe adds one to its `version`, and names the version it was made
 * on: a write on an older version is a conflict (409, with the current copy).
 */
import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ERROR_CODES,
  LOCALES,
  RESERVED_RECIPE_SLUGS,
  publishIssues,
  type PublishIssue,
  recipeDraftSchema,
  type Locale,
  type PublicChange,
  type RecipeDraft,
  type RecipeStatus,
  type StudioRecipe,
  type StudioRecipeSummary,
} from '../../core/contract';
import type { Db } from '../db/client';
import { rowExists, type Queryable, type Tx } from '../db/query';
import { collectionRecipes, collections, recipeTranslations, recipes, tags } from '../db/schema';
import { ownedRecipe, type OwnedRecipe as Owned, type StudioCreator } from './studio-access';
import { creatorImage } from './studio-images';
import { nextVersion, versionConflict } from './studio-versions';
import { HttpError } from '../http';

// Also reached from here, where the studio's membership checks were before studio-access.ts.
export { memberCreator } from './studio-access';

type RecipeRow = typeof recipes.$inferSelect;
export async function translationsOf(db: Queryable, id: number) {
  return db.select().from(recipeTranslations).where(eq(recipeTranslations.recipeId, id));
}

/** The working copy: the saved draft, or (never opened in the studio) the published state. */
export function workingCopy(
  row: RecipeRow,
  translations: (typeof recipeTranslations.$inferSelect)[],
): RecipeDraft {
  if (row.draft) return recipeDraftSchema.parse(row.draft);
  const content: RecipeDraft['content'] = {};
  for (const t of translations) {
    content[t.locale] = {
      name: t.name,
      title: t.title,
      description: t.description,
      ingredients: t.ingredients,
      steps: t.steps,
    };
  }
  return recipeDraftSchema.parse({
    originalLocale: row.originalLocale,
    content,
    heroImage: row.heroImage,
    heroFocus: row.heroImage ? row.imageFocus : null,
    prepMinutes: row.prepMinutes,
    cookMinutes: row.cookMinutes,
    timeMinutes: row.timeMinutes,
    type: row.type,
    cuisine: row.cuisine ?? '',
    difficulty: row.difficulty,
    budget: row.budget,
    tags: row.tags,
    servings: row.servings,
    nutrition: row.nutrition ?? null,
    contextualBanners: row.contextualBanners.map((b) => ({
      name: b.name,
      description: b.description,
      image: b.image,
      url: b.url ?? null,
    })),
    ingredientsEnabled: row.ingredientsEnabled,
    recipeStepsEnabled: row.recipeStepsEnabled,
    disclaimer: row.disclaimer,
    externalUrl: row.externalUrl,
  });
}

function nameIn(draft: RecipeDraft, locale: Locale): string {
  const other = LOCALES.find((l) => l !== locale)!;
  return draft.content[locale]?.name || draft.content[other]?.name || '';
}

function summary(row: RecipeRow, draft: RecipeDraft, locale: Locale): StudioRecipeSummary {
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    version: row.version,
    name: nameIn(draft, locale),
    locales: LOCALES.filter((l) => draft.content[l]?.name),
    heroImage: draft.heroImage,
    unpublishedChanges:
      row.status === 'published' &&
      row.draftUpdatedAt !== null &&
      (row.publishedAt === null || row.draftUpdatedAt > row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** A recipe as the studio shows it; its `name` in the recipe's own language. */
async function studioRecipe(db: Queryable, owned: Owned): Promise<StudioRecipe> {
  const draft = workingCopy(owned.row, await translationsOf(db, owned.row.id));
  return {
    ...summary(owned.row, draft, draft.originalLocale),
    creator: owned.creator,
    draft,
    publishIssues: [...publishIssues(draft), ...(await vocabularyIssues(db, draft))],
  };
}

/** Tags must be ones the filters know (visitors filter by them). */
async function vocabularyIssues(db: Queryable, draft: RecipeDraft) {
  const issues: PublishIssue[] = [];
  if (draft.tags.length > 0) {
    const known = new Set(
      (await db.select({ key: tags.key }).from(tags).where(inArray(tags.key, draft.tags))).map(
        (t) => t.key,
      ),
    );
    draft.tags.forEach((key, i) => {
      if (!known.has(key))
        issues.push({ path: `tags.${i}`, code: 'unknownTag', message: 'is not a known tag' });
    });
  }
  return issues;
}

/** `%` and `_` are literal in a studio search. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** A page of the creator's recipes (not the bin), the latest change first. */
export async function listStudioRecipes(
  db: Db,
  creatorId: number,
  q: { status?: RecipeStatus; q?: string; page: number; perPage: number; locale: Locale },
) {
  const conditions: SQL[] = [eq(recipes.creatorId, creatorId), ne(recipes.status, 'deleted')];
  if (q.status) conditions.push(eq(recipes.status, q.status));
  if (q.q) {
    const pattern = likePattern(q.q);
    conditions.push(
      or(
        ilike(recipes.slug, pattern),
        sql`(${recipes.draft} -> 'content' -> 'en' ->> 'name') ILIKE ${pattern}`,
        sql`(${recipes.draft} -> 'content' -> 'nl' ->> 'name') ILIKE ${pattern}`,
        sql`(${recipes.draft} IS NULL AND EXISTS (SELECT 1 FROM ${recipeTranslations} WHERE ${recipeTranslations.recipeId} = ${recipes.id} AND ${recipeTranslations.name} ILIKE ${pattern}))`,
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(recipes)
      .where(where)
      .orderBy(desc(recipes.updatedAt), desc(recipes.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(recipes).where(where),
  ]);
  const translations = rows.some((r) => !r.draft)
    ? await db
        .select()
        .from(recipeTranslations)
        .where(
          inArray(
            recipeTranslations.recipeId,
            rows.filter((r) => !r.draft).map((r) => r.id),
          ),
        )
    : [];
  const items = rows.map((row) =>
    summary(
      row,
      workingCopy(
        row,
        translations.filter((t) => t.recipeId === row.id),
      ),
      q.locale,
    ),
  );
  return { items, total: total?.n ?? 0 };
}

export async function getStudioRecipe(db: Db, userId: number, id: number) {
  return studioRecipe(db, await ownedRecipe(db, userId, id));
}

/** A slug from a name: lowercase ASCII words joined by dashes (accents dropped). */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'recipe';
}

/**
 * `base`, or `base-2`, `base-3`… : the first slug no row of `table` has in `column` (recipes
 * and collections are addressed by slug alone) and that is not one of `reserved`.
 */
export async function freeSlugIn(
  db: Queryable,
  table: typeof recipes | typeof collections,
  column: typeof recipes.slug | typeof collections.slug,
  base: string,
  reserved: readonly string[] = [],
): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: column })
        .from(table)
        .where(or(eq(column, base), ilike(column, `${base.replace(/[\\%_]/g, '\\$&')}-%`)))
    ).map((r) => r.slug),
  );
  for (const slug of reserved) taken.add(slug);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
const freeSlug = (db: Queryable, base: string) =>
  freeSlugIn(db, recipes, recipes.slug, base, RESERVED_RECIPE_SLUGS);

async function slugTaken(db: Queryable, slug: string, except?: number): Promise<boolean> {
  const bySlug = eq(recipes.slug, slug);
  return rowExists(db, recipes, except ? and(bySlug, ne(recipes.id, except)) : bySlug);
}

const slugTakenError = () =>
  new HttpError(409, ERROR_CODES.slugTaken, 'Another recipe already has this address', [
    { path: 'slug', message: 'is taken by another recipe' },
  ]);

type ImageColumns = Pick<RecipeRow, 'heroImage' | 'imageWidth' | 'imageHeight' | 'imageFocus'>;

/**
 * The hero image's columns for a draft: the picture the recipe already has (`known`, with its
 * size), or one of the creator's own uploads (server/services/studio-images.ts). Any other
 * address — another creator's upload, a picture elsewhere — is refused: a creator shows only
 * pictures they uploaded. The banners' pictures are held to the same rule.
 */
async function imageColumns(
  db: Queryable,
  creatorId: number,
  draft: RecipeDraft,
  known?: ImageColumns & Partial<Pick<typeof recipes.$inferSelect, 'contextualBanners' | 'draft'>>,
): Promise<ImageColumns> {
  // The banners' pictures: ones the recipe already shows or keeps, or the creator's uploads.
  const kept = new Set(
    [...(known?.contextualBanners ?? []), ...(known?.draft?.contextualBanners ?? [])].map(
      (b) => b.image,
    ),
  );
  for (const [i, banner] of draft.contextualBanners.entries())
    if (!kept.has(banner.image) && !(await creatorImage(db, creatorId, banner.image)))
      throw new HttpError(422, ERROR_CODES.validation, 'A banner picture is not one of yours', [
        { path: `contextualBanners.${i}.image`, message: 'is not one of your pictures' },
      ]);
  const url = draft.heroImage;
  if (!url) return { heroImage: null, imageWidth: null, imageHeight: null, imageFocus: null };
  const imageFocus = draft.heroFocus;
  if (known?.heroImage === url)
    return {
      heroImage: url,
      imageWidth: known.imageWidth,
      imageHeight: known.imageHeight,
      imageFocus,
    };
  const upload = await creatorImage(db, creatorId, url);
  if (!upload)
    throw new HttpError(422, ERROR_CODES.validation, 'The hero image is not one of your pictures', [
      { path: 'heroImage', message: 'is not one of your pictures' },
    ]);
  return { heroImage: url, imageWidth: upload.width, imageHeight: upload.height, imageFocus };
}

/** The published columns a draft fills (a new recipe's row needs them before it is published). */
export function columnsOf(draft: RecipeDraft) {
  return {
    originalLocale: draft.originalLocale,
    prepMinutes: draft.prepMinutes,
    cookMinutes: draft.cookMinutes,
    timeMinutes: draft.timeMinutes,
    type: draft.type,
    cuisine: draft.cuisine || null,
    difficulty: draft.difficulty,
    budget: draft.budget,
    tags: draft.tags,
    servings: draft.servings,
    nutrition: draft.nutrition,
    contextualBanners: draft.contextualBanners.map(({ url, ...b }) => ({
      ...b,
      name: b.name,
      description: b.description,
      ...(url ? { url } : {}),
    })),
    ingredientsEnabled: draft.ingredientsEnabled,
    recipeStepsEnabled: draft.recipeStepsEnabled,
    disclaimer: draft.disclaimer,
    externalUrl: draft.externalUrl,
  };
}

/** A new recipe of the creator, as a draft (visitors see nothing of it). */
export async function createStudioRecipe(
  db: Db,
  creator: StudioCreator,
  body: { draft: RecipeDraft; slug?: string },
): Promise<StudioRecipe> {
  return db.transaction(async (tx) => {
    let slug = body.slug;
    if (slug) {
      if (await slugTaken(tx, slug)) throw slugTakenError();
    } else {
      slug = await freeSlug(tx, slugify(nameIn(body.draft, body.draft.originalLocale)));
    }
    const [row] = await tx
      .insert(recipes)
      .values({
        ...columnsOf(body.draft),
        ...(await imageColumns(tx, creator.id, body.draft)),
        slug,
        creatorId: creator.id,
        status: 'draft',
        draft: body.draft,
        draftUpdatedAt: new Date(),
      })
      .returning();
    const { id, slug: creatorSlug, name } = creator;
    return studioRecipe(tx, { row: row!, creator: { id, slug: creatorSlug, name } });
  });
}

/** The answer to a write on an older version: 409, with the version and copy stored now. */
async function conflict(db: Queryable, owned: Owned): Promise<never> {
  const current = await studioRecipe(db, owned);
  throw versionConflict('This recipe', current.version);
}

/** Compare-and-set on the version: the updated row, or a 409 when someone saved in between. */
async function updateAtVersion(
  tx: Tx,
  owned: Owned,
  version: number,
  set: Partial<typeof recipes.$inferInsert>,
): Promise<RecipeRow> {
  const [row] = await tx
    .update(recipes)
    .set({ ...set, ...nextVersion(recipes.version) })
    .where(and(eq(recipes.id, owned.row.id), eq(recipes.version, version)))
    .returning();
  if (!row) return conflict(tx, owned);
  return row;
}

/**
 * Runs `write` in one transaction on the user's recipe `id` as it stands at `version`: a 409 (with
 * the version stored now) when it has changed since.
 */
async function writeAtVersion<T>(
  db: Db,
  userId: number,
  id: number,
  version: number,
  write: (tx: Tx, owned: Owned) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const owned = await ownedRecipe(tx, userId, id);
    if (owned.row.version !== version) return conflict(tx, owned);
    return write(tx, owned);
  });
}

/** Saves the working copy made on `version` (and a new slug, until first published). */
export async function saveStudioRecipe(
  db: Db,
  userId: number,
  id: number,
  body: { version: number; draft: RecipeDraft; slug?: string },
): Promise<StudioRecipe> {
  return writeAtVersion(db, userId, id, body.version, async (tx, owned) => {
    const set: Partial<typeof recipes.$inferInsert> = {
      draft: body.draft,
      draftUpdatedAt: new Date(),
    };
    if (body.slug && body.slug !== owned.row.slug) {
      if (owned.row.publishedAt)
        throw new HttpError(
          400,
          ERROR_CODES.validation,
          'The address of a recipe that has been published cannot change',
          [{ path: 'slug', message: 'is fixed once published' }],
        );
      if (await slugTaken(tx, body.slug, id)) throw slugTakenError();
      set.slug = body.slug;
    }
    const image = await imageColumns(tx, owned.row.creatorId, body.draft, owned.row);
    // A recipe never published keeps its published columns in step (they are not public).
    if (!owned.row.publishedAt) Object.assign(set, columnsOf(body.draft), image);
    const row = await updateAtVersion(tx, owned, body.version, set);
    return studioRecipe(tx, { ...owned, row });
  });
}

/** The slugs whose public pages show the recipe: it, its creator, the collections holding it. */
async function changeOf(db: Queryable, owned: Owned, slugs: string[]): Promise<PublicChange> {
  const held = await db
    .select({ slug: collections.slug })
    .from(collectionRecipes)
    .innerJoin(collections, eq(collections.id, collectionRecipes.collectionId))
    .where(eq(collectionRecipes.recipeId, owned.row.id));
  return {
    recipes: [...new Set(slugs)],
    creators: [owned.creator.slug],
    collections: held.map((c) => c.slug),
  };
}

export type StudioWrite = { recipe: StudioRecipe; changed?: PublicChange };

/** A write on the user's recipe `id` as it stands at `version` that visitors may notice. */
type VersionedWrite = (db: Db, userId: number, id: number, version: number) => Promise<StudioWrite>;

/** Publishes the working copy made on `version`: visitors see it from now on. */
export const publishStudioRecipe: VersionedWrite = (db, userId, id, version) =>
  writeAtVersion(db, userId, id, version, async (tx, owned) => {
    const draft = workingCopy(owned.row, await translationsOf(tx, id));
    const issues = [...publishIssues(draft), ...(await vocabularyIssues(tx, draft))];
    if (issues.length > 0)
      throw new HttpError(
        422,
        ERROR_CODES.notPublishable,
        `Not ready to publish: ${issues[0]!.path} ${issues[0]!.message}`,
        issues,
      );
    const now = new Date();
    const row = await updateAtVersion(tx, owned, version, {
      ...columnsOf(draft),
      ...(await imageColumns(tx, owned.row.creatorId, draft, owned.row)),
      status: 'published',
      publishedAt: now,
      draft,
      draftUpdatedAt: now,
    });
    const written = LOCALES.filter((l) => draft.content[l]?.name);
    for (const l of written) {
      const c = draft.content[l]!;
      const values = {
        name: c.name,
        title: c.title,
        description: c.description,
        ingredients: c.ingredients,
        steps: c.steps,
      };
      await tx
        .insert(recipeTranslations)
        .values({ recipeId: id, locale: l, ...values })
        .onConflictDoUpdate({
          target: [recipeTranslations.recipeId, recipeTranslations.locale],
          set: values,
        });
    }
    const dropped = LOCALES.filter((l) => !written.includes(l));
    if (dropped.length > 0)
      await tx
        .delete(recipeTranslations)
        .where(
          and(eq(recipeTranslations.recipeId, id), inArray(recipeTranslations.locale, dropped)),
        );
    const next = { ...owned, row };
    return { recipe: await studioRecipe(tx, next), changed: await changeOf(tx, next, [row.slug]) };
  });

/** Takes a published recipe off the public site: it is a 404 everywhere until published again. */
export const unpublishStudioRecipe: VersionedWrite = (db, userId, id, version) =>
  writeAtVersion(db, userId, id, version, async (tx, owned) => {
    if (owned.row.status !== 'published') return { recipe: await studioRecipe(tx, owned) };
    const row = await updateAtVersion(tx, owned, version, { status: 'unpublished' });
    const next = { ...owned, row };
    return { recipe: await studioRecipe(tx, next), changed: await changeOf(tx, next, [row.slug]) };
  });

/**
 * Moves a recipe in or out of the bin: its new status and what restore returns to. Visitors
 * notice only when the recipe was, or becomes, published.
 */
async function binMove(
  tx: Tx,
  owned: Owned,
  set: Pick<typeof recipes.$inferInsert, 'status' | 'restoreStatus'>,
  public_: boolean,
): Promise<StudioWrite> {
  const [row] = await tx
    .update(recipes)
    .set({ ...set, ...nextVersion(recipes.version) })
    .where(eq(recipes.id, owned.row.id))
    .returning();
  const next = { ...owned, row: row! };
  return {
    recipe: await studioRecipe(tx, next),
    changed: public_ ? await changeOf(tx, next, [row!.slug]) : undefined,
  };
}

/** Puts a recipe in the bin (off the public site at once); `restore` takes it out again. */
export async function deleteStudioRecipe(db: Db, userId: number, id: number): Promise<StudioWrite> {
  return db.transaction(async (tx) => {
    const owned = await ownedRecipe(tx, userId, id);
    const was = owned.row.status as RecipeStatus;
    return binMove(tx, owned, { status: 'deleted', restoreStatus: was }, was === 'published');
  });
}

/** Takes a recipe out of the bin, in the state it was deleted in. */
export async function restoreStudioRecipe(
  db: Db,
  userId: number,
  id: number,
): Promise<StudioWrite> {
  return db.transaction(async (tx) => {
    const owned = await ownedRecipe(tx, userId, id, { deleted: true });
    const status = owned.row.restoreStatus ?? 'draft';
    return binMove(tx, owned, { status, restoreStatus: null }, status === 'published');
  });
}

const COPY_SUFFIX: Record<Locale, string> = { en: ' (copy)', nl: ' (kopie)' };

/** A new draft with the recipe's working copy, its names marked as a copy. */
export async function duplicateStudioRecipe(
  db: Db,
  userId: number,
  id: number,
): Promise<StudioRecipe> {
  const owned = await ownedRecipe(db, userId, id);
  const draft = workingCopy(owned.row, await translationsOf(db, id));
  const content: RecipeDraft['content'] = {};
  for (const l of LOCALES) {
    const c = draft.content[l];
    if (c) content[l] = { ...c, name: c.name ? `${c.name}${COPY_SUFFIX[l]}`.slice(0, 120) : '' };
  }
  return db.transaction(async (tx) => {
    const slug = await freeSlug(tx, `${owned.row.slug}-copy`.slice(0, 110));
    const copy = { ...draft, content };
    const [row] = await tx
      .insert(recipes)
      .values({
        ...columnsOf(copy),
        ...(await imageColumns(tx, owned.row.creatorId, copy, owned.row)),
        slug,
        creatorId: owned.row.creatorId,
        status: 'draft',
        draft: copy,
        draftUpdatedAt: new Date(),
      })
      .returning();
    return studioRecipe(tx, { row: row!, creator: owned.creator });
  });
}
