'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { FilterDefinition, Locale } from '@/core/contract';
import { EMPTY_FILTERS, isFilterActive, selectFilter, type FilterState } from '@/lib/filters';
import { PAGE_SIZES } from '@/lib/page-sizes';
import type { Site } from '@/core/sites';
import { FilterBar } from '@/components/recipe/filter-bar';
import { RecipeResults } from '@/components/recipe/recipe-results';
import type { RecipePage } from '@/components/recipe/use-recipe-pages';

/** Spec §2: the creator profile filters by type, difficulty, category, time and tags. */
export const CREATOR_FILTER_GROUPS = ['type', 'difficulty', 'category', 'time', 'tags'];

export function CreatorRecipes({
  locale,
  site,
  creatorSlug,
  definitions,
  initial,
}: {
  locale: Locale;
  site: Site;
  creatorSlug: string;
  definitions: readonly FilterDefinition[];
  initial: RecipePage;
}) {
  const t = useTranslations('Creator');
  const tr = useTranslations('Recipes');
  const te = useTranslations('Errors');
  const [filters, setFilters] = useState<FilterState>(EMPTY_FILTERS);
  const groups = CREATOR_FILTER_GROUPS.map((key) => definitions.find((d) => d.key === key)).filter(
    (d): d is FilterDefinition => d !== undefined,
  );
  return (
    <>
      <FilterBar
        definitions={groups}
        state={filters}
        label={t('filtersLabel')}
        onSelect={(definition, option) => setFilters((s) => selectFilter(s, definition, option))}
        onClear={() => setFilters(EMPTY_FILTERS)}
      />
      <RecipeResults
        query={{ locale, perPage: PAGE_SIZES.creatorRecipes, filters, websiteSlug: creatorSlug }}
        initial={isFilterActive(filters) ? undefined : initial}
        site={site}
        scope={{ creator: creatorSlug }}
        loadMode="button"
        label={t('recipes')}
        emptyText={t('noRecipes')}
        loadingText={tr('loading')}
        errorText={te('fetchRecipes')}
      />
    </>
  );
}
