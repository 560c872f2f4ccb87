'use client';

import { useTranslations } from 'next-intl';
import { CardGridSkeleton } from './skeleton';

type LoadingText =
  | 'Common.loading'
  | 'Recipe.loading'
  | 'Recipes.loading'
  | 'Creators.loading'
  | 'Collection.loading';

/**
 * A route's loading.tsx body: card skeletons and the loading text. A client component on purpose:
 * loading.tsx gets no params, and server-side translations without the locale would read the
 * request headers and turn the page dynamic.
 */
export function LoadingScreen({
  text,
  count,
  hero = false,
}: {
  text: LoadingText;
  count: number;
  /** A hero-shaped block above the grid (collection page). */
  hero?: boolean;
}) {
  const [namespace, key] = text.split('.') as [string, string];
  const t = useTranslations(namespace as 'Common');
  return (
    <main>
      {hero ? (
        <div
          aria-hidden="true"
          style={{ aspectRatio: '16 / 9', maxHeight: 360, background: 'var(--color-tertiary)' }}
        />
      ) : null}
      <div className="container" style={{ paddingTop: 24 }}>
        <CardGridSkeleton count={count} label={t(key as 'loading')} />
      </div>
    </main>
  );
}
