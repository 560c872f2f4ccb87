'use client';

import { useTranslations } from 'next-intl';
import { CardGridSkeleton } from '@/components/ui/skeleton';
import { SAVED_NAMESPACES as NAMESPACES, type SavedKind } from './kinds';
import styles from './saved-recipes.module.css';

/*
 * A module of its own: the route's loading view is what the bottom bar's prefetch of Favourites
 * and Orders loads on every page, so it must not bring the screen (its cards, SWR, the proxy
 * client and their style sheets) into pages that only link there.
 */

/** Card placeholders while the list loads (as many as a first screen shows). */
const SKELETON_CARDS = 6;

/** The title and the loading grid: the route's loading view and the screen's first state. */
export function SavedRecipesLoading({ kind }: { kind: SavedKind }) {
  const t = useTranslations(NAMESPACES[kind]);
  return (
    <main className={`container ${styles.screen}`}>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.loading}>
        <CardGridSkeleton count={SKELETON_CARDS} label={t('loading')} />
      </div>
    </main>
  );
}
