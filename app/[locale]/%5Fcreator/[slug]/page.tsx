import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RecipeCard } from '@/components/recipe/recipe-card';
import { getRecipes } from '@/lib/api';
import { getCreatorForSite } from '@/lib/api/cached';
import { isLocale } from '@/lib/i18n/routing';

export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

/** The creator's home on its own subdomain: its recipes (the full screen comes with Browse). */
export default async function CreatorHome({
  params,
}: {
  params: Promise<{ locale: string; slug: string }>;
}) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const creator = await getCreatorForSite(slug, locale);
  if (!creator) notFound();
  const [recipes, t] = await Promise.all([
    getRecipes({ locale, websiteSlug: slug, perPage: 20, include: ['image', 'website'] }),
    getTranslations({ locale, namespace: 'Home' }),
  ]);
  return (
    <main className="container">
      <h1>{creator.name}</h1>
      <p>{creator.description}</p>
      <h2>{t('trending')}</h2>
      <ul className="recipe-grid">
        {recipes.data.map((recipe, i) => (
          <li key={recipe.id}>
            <RecipeCard recipe={recipe} locale={locale} priority={i < 2} />
          </li>
        ))}
      </ul>
    </main>
  );
}
