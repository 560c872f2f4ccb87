'use client';

import useSWRInfinite from 'swr/infinite';
import { SWR_DEFAULTS } from '@/lib/client/swr-defaults';
import type { Locale, Recipe } from '@/core/contract';
import type { ApiError } from '@/lib/api/errors';
import { filterApiParams, type FilterState } from '@/lib/filters';
import { proxyGet } from '@/lib/client/proxy';

export type RecipePage = {
  data: Recipe[];
  meta: {
    pagination: { total: number; total_pages: number; current_page: number; per_page: number };
  };
};

export type RecipeQuery = {
  locale: Locale;
  perPage: number;
  filters: FilterState;
  s?: string;
  websiteSlug?: string;
};

/** A stable key for one query (filter groups sorted so equal states share a cache entry). */
export function recipeQueryKey(q: RecipeQuery): string {
  const filters = Object.keys(q.filters)
    .sort()
    .map((k) => `${k}=${[...(q.filters[k] ?? [])].sort().join(',')}`)
    .join('&');
  return `recipes|${q.locale}|${q.websiteSlug ?? ''}|${q.perPage}|${q.s ?? ''}|${filters}`;
}

/**
 * Pages of a recipe list through the proxy (one SWR cache entry per query and page). `initial`
 * is the server-rendered first page of the same query: shown at once and not fetched again
 * (spec §4: the list loads once per locale unless forced).
 */
export function useRecipePages(query: RecipeQuery, initial?: RecipePage) {
  const base = recipeQueryKey(query);
  const swr = useSWRInfinite<RecipePage, ApiError>(
    (index, previous: RecipePage | null) => {
      if (previous && previous.meta.pagination.current_page >= previous.meta.pagination.total_pages)
        return null;
      return [base, index + 1] as const;
    },
    ([key, page]: readonly [string, number]) =>
      // The server-rendered first page is this query's page 1: never fetched again.
      page === 1 && initial && key === base
        ? Promise.resolve(initial)
        : proxyGet(
            'recipes.index',
            {},
            {
              locale: query.locale,
              include: ['image', 'website'],
              perPage: query.perPage,
              page,
              websiteSlug: query.websiteSlug,
              s: query.s || undefined,
              ...filterApiParams(query.filters),
            },
          ),
    {
      ...SWR_DEFAULTS,
      fallbackData: initial ? [initial] : undefined,
      revalidateFirstPage: false,
      // Unlike the app's SWR defaults: a failed page is retried with SWR's own back-off.
      shouldRetryOnError: true,
      revalidateIfStale: !initial,
      revalidateOnMount: !initial,
      keepPreviousData: false,
    },
  );
  const pages = swr.data ?? [];
  const recipes = pages.flatMap((p) => p.data);
  const last = pages[pages.length - 1];
  const total = pages[0]?.meta.pagination.total ?? 0;
  const hasMore = last
    ? last.meta.pagination.current_page < last.meta.pagination.total_pages
    : false;
  const isLoadingFirst = !swr.data && !swr.error;
  // A page that failed is not loading: its error replaces the placeholders.
  const isLoadingMore =
    !swr.error &&
    (swr.isLoading ||
      (swr.size > 0 && swr.data !== undefined && swr.data[swr.size - 1] === undefined));
  return {
    recipes,
    total,
    hasMore,
    /** Pages shown or asked for (the first included). */
    pageCount: swr.size,
    error: swr.error,
    isLoadingFirst,
    isLoadingMore: !isLoadingFirst && isLoadingMore,
    loadMore: () => void swr.setSize((n) => n + 1),
    retry: () => void swr.mutate(),
  };
}
