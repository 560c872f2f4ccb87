import type { Metadata } from 'next';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { RecipeRoutePage, recipeMetadata } from '@/components/recipe/detail/recipe-route';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; creatorSlug: string; recipeSlug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, creatorSlug, recipeSlug } = await params;
  if (!isLocale(locale)) return {};
  const route = { kind: 'creator', creator: creatorSlug } as const;
  return recipeMetadata({ slug: recipeSlug, locale, route, site: { kind: 'main' } });
}

/** A recipe in its creator's scope: another creator's recipe is not found here. */
export default async function CreatorRecipePage({ params }: { params: Params }) {
  const { creatorSlug, recipeSlug } = await params;
  const locale = await pageLocale(params);
  const route = { kind: 'creator', creator: creatorSlug } as const;
  return (
    <RecipeRoutePage slug={recipeSlug} locale={locale} route={route} site={{ kind: 'main' }} />
  );
}
