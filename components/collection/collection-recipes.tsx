'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Recipe } from '@/core/contract';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { routes } from '@/lib/routes';
import type { Site } from '@/core/sites';
import { RecipeCard } from '@/components/recipe/recipe-card';
import { EmptyStatus } from '@/components/ui/list-states';
import { useRevealFocus } from '@/components/ui/use-reveal-focus';
import styles from './collection.module.css';

export function CollectionRecipes({
  site,
  collectionSlug,
  recipes,
}: {
  site: Site;
  collectionSlug: string;
  recipes: readonly Recipe[];
}) {
  const t = useTranslations('Collection');
  const [visible, setVisible] = useState<number>(PAGE_SIZES.collectionRecipes);
  const { revealFrom, itemRef } = useRevealFocus();
  if (recipes.length === 0) return <EmptyStatus text={t('empty')} className={styles.empty} />;
  return (
    <>
      <ul className="recipe-grid" aria-label={t('recipesLabel')}>
        {recipes.slice(0, visible).map((recipe, i) => (
          // Keyboard users continue at the first recipe that 'Load More' revealed.
          <li key={recipe.id} ref={itemRef(i)}>
            <RecipeCard
              recipe={recipe}
              href={routes.recipe(site, recipe.slug, { collection: collectionSlug })}
              priority={i < 2}
            />
          </li>
        ))}
      </ul>
      {visible < recipes.length ? (
        <div className={styles.footer}>
          <button
            type="button"
            className="pill-button"
            onClick={() => {
              revealFrom(visible);
              setVisible((v) => v + PAGE_SIZES.collectionRecipes);
            }}
          >
            {t('loadMore')}
          </button>
        </div>
      ) : null}
    </>
  );
}
