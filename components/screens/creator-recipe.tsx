import type { Metadata } from 'next';
import type { Locale } from '@/core/locale';
import { MAIN_SITE, type CreatorInfo, type Site } from '@/core/sites';
import { getCreatorForSite } from '@/lib/api/cached';
import {
  RecipeDetailPage,
  recipeMetadata,
  type RecipeDetailProps,
} from '@/components/recipe/detail/recipe-route';
import { metadataParams, pageParams, type CreatorHost, type CreatorParams } from './creator-host';

/** A creator's own site, with its name and noIndex for the metadata (white label). */
async function namedCreatorSite(slug: string, locale: Locale): Promise<Site<CreatorInfo>> {
  const creator = await getCreatorForSite(slug, locale).catch(() => undefined);
  return {
    kind: 'creator',
    slug,
    name: creator?.name ?? slug,
    noIndex: creator?.noIndex ?? false,
  };
}

/**
 * A creator's recipe: on the marketplace in its creator's scope (another creator's recipe is not
 * found there); on the creator's own site, where only its recipes exist (spec §2).
 */
export function creatorRecipeRoute<H extends CreatorHost>(host: H) {
  type Params = CreatorParams<H, { recipeSlug: string }>;

  async function detail(locale: Locale, creator: string, slug: string): Promise<RecipeDetailProps> {
    return host === 'creator'
      ? { slug, locale, site: await namedCreatorSite(creator, locale) }
      : { slug, locale, site: MAIN_SITE, scope: { creator } };
  }

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const values = await metadataParams(host, params);
    if (!values) return {};
    return recipeMetadata(await detail(values.locale, values.creator, values.recipeSlug));
  }

  async function CreatorRecipe({ params }: { params: Params }) {
    const { locale, creator, recipeSlug } = await pageParams(host, params);
    return <RecipeDetailPage {...await detail(locale, creator, recipeSlug)} />;
  }

  return { generateMetadata, Page: CreatorRecipe };
}
