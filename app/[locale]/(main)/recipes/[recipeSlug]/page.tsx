import type { Metadata } from 'next';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { MAIN_SITE } from '@/core/sites';
import { RecipeDetailPage, recipeMetadata } from '@/components/recipe/detail/recipe-route';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

type Params = Promise<{ locale: string; recipeSlug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, recipeSlug } = await params;
  if (!isLocale(locale)) return {};
  return recipeMetadata({ slug: recipeSlug, locale, site: MAIN_SITE });
}

/** A recipe reached from the global lists: related recipes from everyone, back to /recipes. */
export default async function RecipePage({ params }: { params: Params }) {
  const { recipeSlug } = await params;
  const locale = await pageLocale(params);
  return <RecipeDetailPage slug={recipeSlug} locale={locale} site={MAIN_SITE} />;
}
