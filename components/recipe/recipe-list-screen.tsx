'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { FilterDefinition, Locale } from '@/core/contract';
import {
  EMPTY_FILTERS,
  filterQuery,
  isFilterActive,
  parseFilterParams,
  searchTermParam,
  selectFilter,
  type FilterState,
} from '@/lib/filters';
import { getPathname } from '@/lib/i18n/navigation';
import { PAGE_SIZES } from '@/lib/page-sizes';
import { routes } from '@/lib/routes';
import { MAIN_SITE } from '@/core/sites';
import { CategoryChips } from './category-chips';
import { FilterBar } from './filter-bar';
import { RecipeResults } from './recipe-results';
import type { RecipePage } from './use-recipe-pages';
import styles from './recipe-list-screen.module.css';

type Props = {
  locale: Locale;
  definitions: readonly FilterDefinition[];
  /** The server-rendered first page without filters or search (cacheable HTML). */
  initial?: RecipePage;
};

const NO_PARAMS = new URLSearchParams();

/**
 * Reports the URL's query to the screen. `useSearchParams` makes a statically rendered page wait
 * for the client up to the nearest Suspense boundary: alone in its own boundary, only this
 * (empty) component does, and the screen around it hydrates the server's HTML instead of being
 * rendered again in the browser. Follows every later change of the query, including the screen's
 * own `history.replaceState`.
 */
function UrlParams({ onChange }: { onChange: (params: URLSearchParams) => void }) {
  const params = useSearchParams();
  useEffect(() => onChange(params), [params, onChange]);
  return null;
}

/**
 * Recipes list (spec §2): search bar, filter chips, the removable 'Search: …' badge, 'Trending
 * recipes', the grid with more on scroll, and the explore-categories chip row. The URL is the
 * state: every change replaces the current history entry (no new entries, no server round trip).
 * The server renders it without filters or search (the cacheable first page); the URL's query is
 * read once the scripts run (`data-ready` from then on).
 */
export function RecipeListScreen({ locale, definitions, initial }: Props) {
  const [urlParams, setUrlParams] = useState<URLSearchParams | null>(null);
  const onUrlParams = useCallback(
    (next: URLSearchParams) =>
      setUrlParams((prev) => (prev?.toString() === next.toString() ? prev : next)),
    [],
  );
  const params = urlParams ?? NO_PARAMS;
  const t = useTranslations('Recipes');
  const tc = useTranslations('Common');
  const te = useTranslations('Errors');
  const filters = useMemo(() => parseFilterParams(params, definitions), [params, definitions]);
  const term = searchTermParam(params);
  const [draft, setDraft] = useState<{ for: string; value: string }>({ for: term, value: term });
  const typed = draft.for === term ? draft.value : term;

  const write = useCallback(
    (next: FilterState, s: string) => {
      const query = filterQuery(next, definitions, s);
      // Native history integrates with the App Router: useSearchParams follows, no refetch.
      window.history.replaceState(null, '', getPathname({ href: routes.recipes(query), locale }));
    },
    [definitions, locale],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    setDraft({ for: value, value });
    write(filters, value);
  };

  const selectedCategory = params.get('category') ?? undefined;
  const unfiltered = !term && !isFilterActive(filters);
  const emptyText = term
    ? t('noResultsForTerm', { term })
    : isFilterActive(filters)
      ? t('noResultsFilters')
      : tc('noData');

  return (
    <main className={`container ${styles.screen}`} data-ready={urlParams ? true : undefined}>
      <Suspense fallback={null}>
        <UrlParams onChange={onUrlParams} />
      </Suspense>
      <h1 className="visually-hidden">{t('title')}</h1>
      {/* Before the scripts run it is a plain GET form: Enter still searches. */}
      <form
        role="search"
        className={styles.search}
        action={getPathname({ href: routes.recipes(), locale })}
        method="get"
        onSubmit={onSubmit}
      >
        <label htmlFor="recipes-search" className="visually-hidden">
          {t('searchPlaceholder')}
        </label>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          id="recipes-search"
          type="search"
          name="s"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={200}
          placeholder={t('searchPlaceholder')}
          value={typed}
          onChange={(e) => setDraft({ for: term, value: e.target.value })}
        />
      </form>

      <FilterBar
        definitions={definitions}
        state={filters}
        label={t('filters.label')}
        onSelect={(definition, option) => write(selectFilter(filters, definition, option), term)}
        onClear={() => write(EMPTY_FILTERS, term)}
      />

      {term ? (
        <p className={styles.badges}>
          <span className={styles.badge}>
            {t('searchBadge', { term })}
            <button
              type="button"
              className={styles.badgeRemove}
              aria-label={t('removeSearch', { term })}
              onClick={() => {
                setDraft({ for: '', value: '' });
                write(filters, '');
              }}
            >
              <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                <path d="m3 3 6 6M9 3 3 9" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
          </span>
        </p>
      ) : null}

      <section aria-labelledby="recipes-heading">
        <h2 id="recipes-heading" className={styles.heading}>
          {t('trending')}
        </h2>
        <RecipeResults
          query={{ locale, perPage: PAGE_SIZES.recipeList, filters, s: term }}
          initial={unfiltered ? initial : undefined}
          site={MAIN_SITE}
          loadMode="scroll"
          label={t('gridLabel')}
          emptyText={emptyText}
          loadingText={t('loading')}
          errorText={te('recipesUnavailable')}
          eagerImages={2}
        />
      </section>

      <CategoryChips selected={selectedCategory} />
    </main>
  );
}
