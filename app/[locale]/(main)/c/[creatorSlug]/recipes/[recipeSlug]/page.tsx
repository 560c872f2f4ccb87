import type { Metadata } from 'next';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { MAIN_SITE } from '@/core/sites';
import { RecipeDetailPage, recipeMetadata } from '@/components/recipe/detail/recipe-route';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

type Params = Promise<{ locale: string; creatorSlug: string; recipeSlug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, creatorSlug, recipeSlug } = await params;
  if (!isLocale(locale)) return {};
  const scope = { creator: creatorSlug };
  return recipeMetadata({ slug: recipeSlug, locale, site: MAIN_SITE, scope });
}

/** A recipe in its creator's scope: another creator's recipe is not found here. */
export default async function CreatorRecipePage({ params }: { params: Params }) {
  const { creatorSlug, recipeSlug } = await params;
  const locale = await pageLocale(params);
  const scope = { creator: creatorSlug };
  return <RecipeDetailPage slug={recipeSlug} locale={locale} site={MAIN_SITE} scope={scope} />;
}
