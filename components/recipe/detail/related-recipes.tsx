import { useTranslations } from 'next-intl';
import type { Locale, Recipe } from '@/core/contract';
import { RelatedList } from './related-list';
import type { Site } from '@/core/sites';
import { RelatedRecipesFallback } from './related-recipes-fallback';
import pageStyles from './recipe-page.module.css';

/**
 * Related recipes (spec §2, §9): at most 5, never the current one. When the server could not
 * load them the browser tries once more and, failing that, says 'Failed to load related recipes'.
 */
export function RelatedRecipes({
  recipes,
  locale,
  site,
  slug,
  creator,
}: {
  recipes: Recipe[] | null;
  locale: Locale;
  site: Site;
  slug: string;
  /** Whose recipes: the creator's, or everyone's when undefined. */
  creator: string | undefined;
}) {
  const t = useTranslations('Recipe');
  return (
    <section className={pageStyles.related} aria-labelledby="related-title">
      <h2 id="related-title">{t('related.title')}</h2>
      {recipes ? (
        <RelatedList recipes={recipes} site={site} creator={creator} />
      ) : (
        <RelatedRecipesFallback locale={locale} site={site} slug={slug} creator={creator} />
      )}
    </section>
  );
}
