import type { Metadata } from 'next';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { MAIN_SITE } from '@/core/sites';
import { RecipeDetailPage, recipeMetadata } from '@/components/recipe/detail/recipe-route';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

type Params = Promise<{ locale: string; collectionSlug: string; recipeSlug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, collectionSlug, recipeSlug } = await params;
  if (!isLocale(locale)) return {};
  const scope = { collection: collectionSlug };
  return recipeMetadata({ slug: recipeSlug, locale, site: MAIN_SITE, scope });
}

/** A recipe inside a collection: only the collection's recipes exist under it. */
export default async function CollectionRecipePage({ params }: { params: Params }) {
  const { collectionSlug, recipeSlug } = await params;
  const locale = await pageLocale(params);
  const scope = { collection: collectionSlug };
  return <RecipeDetailPage slug={recipeSlug} locale={locale} site={MAIN_SITE} scope={scope} />;
}
