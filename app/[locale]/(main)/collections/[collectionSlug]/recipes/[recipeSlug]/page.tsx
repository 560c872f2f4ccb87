import type { Metadata } from 'next';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { RecipeRoutePage, recipeMetadata } from '@/components/recipe/detail/recipe-route';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; collectionSlug: string; recipeSlug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, collectionSlug, recipeSlug } = await params;
  if (!isLocale(locale)) return {};
  const route = { kind: 'collection', collection: collectionSlug } as const;
  return recipeMetadata({ slug: recipeSlug, locale, route, site: { kind: 'main' } });
}

/** A recipe inside a collection: only the collection's recipes exist under it. */
export default async function CollectionRecipePage({ params }: { params: Params }) {
  const { collectionSlug, recipeSlug } = await params;
  const locale = await pageLocale(params);
  const route = { kind: 'collection', collection: collectionSlug } as const;
  return (
    <RecipeRoutePage slug={recipeSlug} locale={locale} route={route} site={{ kind: 'main' }} />
  );
}
