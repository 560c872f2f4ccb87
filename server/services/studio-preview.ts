/**
 * Previews of working copies (issue 24 item 6): a creator's draft read as the public API would
 * answer it once published, so the public pages render it exactly as visitors will see it. Only
 * for a member of the recipe's creator, checked on every read (a membership ended since the
 * preview began ends the preview); any other recipe is simply not found here.
 */
import { and, eq, ne } from 'drizzle-orm';
import { LOCALES, type Locale, type Recipe, type RecipeInclude } from '../../core/contract';
import type { Db } from '../db/client';
import { creatorMembers, creators, recipes } from '../db/schema';
import { loadTagNames, recipeCreatorColumns, toWire, type RecipeRow } from './recipes';
import { membershipOf } from './studio-access';
import { creatorImage } from './studio-images';
import { columnsOf, translationsOf, workingCopy } from './studio-recipes';

export type PreviewGrant = { userId: number; creatorId: number };

/**
 * The working copy of the creator's recipe `slug` (any status but the bin) in the public wire
 * shape, in `locale` or else the recipe's own language; undefined when the grant's user may not
 * see it, or when `websiteSlug` names another creator.
 */
export async function previewRecipe(
  db: Db,
  grant: PreviewGrant,
  slug: string,
  q: { locale: Locale; include: readonly RecipeInclude[]; websiteSlug?: string },
): Promise<Recipe | undefined> {
  const [found] = await db
    .select({ row: recipes, creator: recipeCreatorColumns })
    .from(recipes)
    .innerJoin(creators, eq(creators.id, recipes.creatorId))
    .innerJoin(creatorMembers, membershipOf(grant.userId, recipes.creatorId))
    .where(
      and(
        eq(recipes.slug, slug),
        eq(recipes.creatorId, grant.creatorId),
        ne(recipes.status, 'deleted'),
        q.websiteSlug ? eq(creators.slug, q.websiteSlug) : undefined,
      ),
    )
    .limit(1);
  if (!found) return undefined;
  const { row, creator } = found;
  const draft = workingCopy(row, await translationsOf(db, row.id));

  // The language the page reads, as the public API picks it: asked, else the original.
  const written = (l: Locale) => Boolean(draft.content[l]?.name);
  const shown = [q.locale, draft.originalLocale, ...LOCALES].find(written) ?? draft.originalLocale;
  const text = draft.content[shown];

  // The picture: the one the recipe has, or one of the creator's own uploads.
  let image: Pick<
    RecipeRow,
    'heroImage' | 'imageWidth' | 'imageHeight' | 'imageFocus' | 'blurDataUrl'
  > = {
    heroImage: null,
    imageWidth: null,
    imageHeight: null,
    imageFocus: null,
    blurDataUrl: null,
  };
  if (draft.heroImage) {
    const upload = await creatorImage(db, row.creatorId, draft.heroImage);
    if (upload)
      image = {
        heroImage: draft.heroImage,
        imageWidth: upload.width,
        imageHeight: upload.height,
        imageFocus: draft.heroFocus,
        blurDataUrl: upload.blurDataUrl,
      };
    else if (draft.heroImage === row.heroImage)
      image = {
        heroImage: row.heroImage,
        imageWidth: row.imageWidth,
        imageHeight: row.imageHeight,
        imageFocus: draft.heroFocus,
        blurDataUrl: null,
      };
  }

  const columns = columnsOf(draft);
  const wireRow: RecipeRow = {
    id: row.id,
    slug: row.slug,
    ...image,
    prepMinutes: columns.prepMinutes,
    cookMinutes: columns.cookMinutes,
    timeMinutes: columns.timeMinutes,
    type: columns.type,
    difficulty: columns.difficulty,
    budget: columns.budget,
    cuisine: columns.cuisine,
    servings: columns.servings,
    nutrition: columns.nutrition,
    ingredientsEnabled: columns.ingredientsEnabled,
    disclaimer: columns.disclaimer,
    recipeStepsEnabled: columns.recipeStepsEnabled,
    externalUrl: columns.externalUrl,
    publishedAt: row.publishedAt,
    updatedAt: row.draftUpdatedAt ?? row.updatedAt,
    contextualBanners: columns.contextualBanners,
    tags: columns.tags,
    translation: {
      locale: shown,
      name: text?.name ?? '',
      title: text?.title ?? '',
      description: text?.description ?? '',
      ingredients: text?.ingredients ?? [],
      steps: text?.steps ?? [],
    },
    creator,
  };
  const tagNames = q.include.includes('tags') ? await loadTagNames(db) : new Map();
  return toWire(wireRow, q.locale, q.include, tagNames);
}
