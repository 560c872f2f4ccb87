'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { routes } from '@/lib/routes';
import type { Site } from '@/core/sites';
import { EmptyStatus, LiveStatus, RetryAlert } from '@/components/ui/list-states';
import { CardGridSkeleton, MoreCardSkeletons } from '@/components/ui/skeleton';
import { RecipeCard } from './recipe-card';
import { useRecipePages, type RecipePage, type RecipeQuery } from './use-recipe-pages';
import styles from './recipe-results.module.css';

/**
 * Pages that scrolling loads by itself after the first; then 'Load More' takes over, so the
 * sections below the grid and the footer can be reached without loading the whole catalogue.
 */
export const AUTO_LOAD_PAGES = 2;

/**
 * A paged recipe grid in every state: loading (card skeletons and the loading text), error with
 * a retry, empty, and more pages by scrolling ('scroll': a sentinel near the end loads the next
 * page, AUTO_LOAD_PAGES times, and the button stays for keyboard users) or by 'Load More' only
 * ('button').
 */
export function RecipeResults({
  query,
  initial,
  site,
  scope,
  loadMode,
  emptyText,
  loadingText,
  errorText,
  label,
  eagerImages = 0,
}: {
  query: RecipeQuery;
  initial?: RecipePage;
  site: Site;
  scope?: { creator?: string };
  loadMode: 'scroll' | 'button';
  emptyText: string;
  loadingText: string;
  errorText: string;
  label: string;
  /** How many of the first cards load their images with priority (above the fold). */
  eagerImages?: number;
}) {
  const t = useTranslations('Common');
  const list = useRecipePages(query, initial);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, isLoadingMore, error, loadMore, pageCount } = list;
  const autoLoad = loadMode === 'scroll' && pageCount <= AUTO_LOAD_PAGES;

  useEffect(() => {
    if (!autoLoad || !hasMore || isLoadingMore || error) return;
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [autoLoad, hasMore, isLoadingMore, error, loadMore]);

  if (list.isLoadingFirst)
    return <CardGridSkeleton count={query.perPage > 10 ? 8 : 6} label={loadingText} />;

  if (list.error && list.recipes.length === 0) {
    return (
      <div className={styles.message} role="alert">
        <p>{errorText}</p>
        <button type="button" className="pill-button" onClick={list.retry}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }

  if (list.recipes.length === 0) return <EmptyStatus text={emptyText} className={styles.message} />;

  return (
    <div className={styles.results}>
      <ul className="recipe-grid" aria-label={label}>
        {list.recipes.map((recipe, i) => (
          <li key={recipe.id}>
            <RecipeCard
              recipe={recipe}
              href={routes.recipe(site, recipe.slug, scope)}
              priority={i < eagerImages}
            />
          </li>
        ))}
        {isLoadingMore ? <MoreCardSkeletons count={Math.min(query.perPage, 4)} /> : null}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      <div className={styles.footer}>
        <LiveStatus text={isLoadingMore ? t('loadingMore') : ''} />
        {list.error ? (
          <RetryAlert
            message={errorText}
            retryText={t('tryAgain')}
            onRetry={list.retry}
            className={styles.message}
          />
        ) : hasMore ? (
          <button
            type="button"
            className="pill-button"
            onClick={loadMore}
            disabled={isLoadingMore}
            aria-busy={isLoadingMore || undefined}
          >
            {isLoadingMore ? t('loadingMore') : t('loadMore')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
