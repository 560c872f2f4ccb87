import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { getRecipes, getSearchFilters } from '@/lib/api';
import { pageLocale } from '@/lib/i18n/page';
import { isLocale } from '@/lib/i18n/routing';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { pageMetadata } from '@/lib/seo';
import { RecipeListScreen, RecipeListScreenFromUrl } from '@/components/recipe/recipe-list-screen';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace: 'Recipes' }),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return pageMetadata({
    locale,
    path: '/recipes',
    title: meta('pageTitle', { page: t('metaTitle') }),
    description: t('metaDescription'),
    site: { kind: 'main' },
  });
}

/**
 * Recipes list. The server renders the filter definitions and the first page without filters
 * (cacheable, indexable); the URL's filters and search are read on the client.
 */
export default async function RecipesPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const [definitions, initial] = await Promise.all([
    getSearchFilters({ locale }),
    getRecipes({ locale, perPage: PAGE_SIZES.recipeList, include: ['image', 'website'] }),
  ]);
  const props = { locale, definitions, initial };
  return (
    <Suspense fallback={<RecipeListScreen {...props} />}>
      <RecipeListScreenFromUrl {...props} />
    </Suspense>
  );
}
