import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getRecipes } from '@/lib/api';
import { isLocale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { RecipeCard } from '@/components/recipe/recipe-card';
import styles from './home.module.css';

// Rendered on first request, then served from the full-route cache (no database at build).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: '/',
    title: t('title'),
    description: t('description'),
    site: { kind: 'main' },
  });
}

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Home' });
  const recipes = await getRecipes({ locale, perPage: 12, include: ['image', 'website'] });

  return (
    <main className="container">
      <header className={styles.hero}>
        <p className={styles.kicker}>{t('getInspired')}</p>
        <h1 className={styles.title} data-locale={locale}>
          {t('title')}
        </h1>
      </header>
      <section aria-labelledby="trending-heading">
        <h2 id="trending-heading">{t('trending')}</h2>
        {recipes.data.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className="recipe-grid">
            {recipes.data.map((recipe, i) => (
              <li key={recipe.id}>
                <RecipeCard recipe={recipe} locale={locale} priority={i < 2} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
