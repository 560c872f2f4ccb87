'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { keepForOffline } from '@/lib/client/offline';
import { RecipeCard } from '@/components/recipe/recipe-card';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/core/locale';
import { routes } from '@/lib/routes';
import { MAIN_SITE } from '@/core/sites';
import { SAVED_NAMESPACES as NAMESPACES, type SavedKind } from './kinds';
import { SavedRecipesLoading } from './saved-recipes-loading';
import { UnavailableFavourites } from './unavailable-favourites';
import { useSavedRecipes } from './use-saved-recipes';
import styles from './saved-recipes.module.css';

/**
 * Favourites or Orders (spec §2): the recipes of the bookmarks or orders cookie and, for the
 * signed-in user, the server's, as recipe cards linking to each recipe; refreshed on every change
 * (also from another tab). Empty, or when loading failed (spec §8), it offers the recipe list.
 * Favourites taken offline by their creators are listed under it as no longer available.
 */
export function SavedRecipesScreen({ kind, locale }: { kind: SavedKind; locale: Locale }) {
  const t = useTranslations(NAMESPACES[kind]);
  const { recipes, isLoading, revision } = useSavedRecipes(kind, locale);
  // Favourites stay readable offline, in cook mode too (issue 28).
  useEffect(() => {
    if (kind === 'favourites' && recipes.length > 0)
      keepForOffline(recipes.map((recipe) => `/${locale}${routes.recipe(MAIN_SITE, recipe.slug)}`));
  }, [kind, locale, recipes]);
  if (isLoading) return <SavedRecipesLoading kind={kind} />;
  return (
    <main className={`container ${styles.screen}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.count} role="status">
        {t('recipeCount', { count: recipes.length })}
      </p>
      {recipes.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>{t('empty.title')}</h2>
          <p className={styles.emptyBody}>{t('empty.body')}</p>
          <Link href={routes.recipes()} className={styles.button}>
            {t('empty.button')}
          </Link>
        </div>
      ) : (
        <ul className="recipe-grid" aria-label={t('title')}>
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <RecipeCard recipe={recipe} href={routes.recipe(MAIN_SITE, recipe.slug)} />
            </li>
          ))}
        </ul>
      )}
      {kind === 'favourites' && <UnavailableFavourites locale={locale} revision={revision} />}
    </main>
  );
}
