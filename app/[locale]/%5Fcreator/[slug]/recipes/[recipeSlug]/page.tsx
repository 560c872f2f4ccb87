import type { Metadata } from 'next';
import { getCreatorForSite } from '@/lib/api/cached';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import type { CreatorInfo, Site } from '@/core/sites';
import { RecipeDetailPage, recipeMetadata } from '@/components/recipe/detail/recipe-route';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

type Params = Promise<{ locale: string; slug: string; recipeSlug: string }>;

/** This creator's site, with the creator's name and noIndex for the metadata (white label). */
async function siteOf(slug: string, locale: 'en' | 'nl'): Promise<Site<CreatorInfo>> {
  const creator = await getCreatorForSite(slug, locale).catch(() => undefined);
  return {
    kind: 'creator',
    slug,
    name: creator?.name ?? slug,
    noIndex: creator?.noIndex ?? false,
  };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug, recipeSlug } = await params;
  if (!isLocale(locale)) return {};
  return recipeMetadata({ slug: recipeSlug, locale, site: await siteOf(slug, locale) });
}

/** A recipe on a creator's own site: only that creator's recipes exist here (spec §2). */
export default async function CreatorSiteRecipePage({ params }: { params: Params }) {
  const { slug, recipeSlug } = await params;
  const locale = await pageLocale(params);
  return <RecipeDetailPage slug={recipeSlug} locale={locale} site={await siteOf(slug, locale)} />;
}
