import { useTranslations } from 'next-intl';
import type { Recipe } from '@/core/contract';
import { routes } from '@/lib/routes';
import type { Site } from '@/core/sites';
import { RecipeCard } from '@/components/recipe/recipe-card';
import { Carousel } from '@/components/ui/carousel';
import styles from './recipe-detail.module.css';

const RELATED_CARD_SIZES = '(min-width: 1200px) 280px, 70vw';

/** The related recipes' carousel; each links in the same scope as the page (creator or global). */
export function RelatedList({
  recipes,
  site,
  creator,
}: {
  recipes: Recipe[];
  site: Site;
  creator: string | undefined;
}) {
  const t = useTranslations('Recipe');
  if (recipes.length === 0) return <p className={styles.muted}>{t('related.empty')}</p>;
  return (
    <Carousel label={t('related.label')}>
      {recipes.map((recipe) => (
        <li key={recipe.id}>
          <RecipeCard
            recipe={recipe}
            href={routes.recipe(site, recipe.slug, {
              creator: creator ? (recipe.website?.data.slug ?? creator) : undefined,
            })}
            sizes={RELATED_CARD_SIZES}
          />
        </li>
      ))}
    </Carousel>
  );
}
