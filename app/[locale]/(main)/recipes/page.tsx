import { getRecipes, getSearchFilters } from '@/lib/api/public';
import { pageLocale } from '@/lib/i18n/page';
import { mainPageMetadata, messageTexts } from '@/lib/seo-main';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { RecipeListScreen } from '@/components/recipe/recipe-list-screen';

export const revalidate = 300;
export { noStaticParams as generateStaticParams } from '@/lib/i18n/page';

type Params = Promise<{ locale: string }>;

export const generateMetadata = mainPageMetadata('/recipes', messageTexts('Recipes'));

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
  return <RecipeListScreen locale={locale} definitions={definitions} initial={initial} />;
}
