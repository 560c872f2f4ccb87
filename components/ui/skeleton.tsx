import type { ReactNode } from 'react';
import styles from './skeleton.module.css';

/** A grey block in the shape of content that is still loading (decorative: the status text is elsewhere). */
export function Skeleton({
  className,
  style,
}: {
  className?: string;
  style?: React.CSSProperties;
}) {
  return <span aria-hidden="true" className={`${styles.block} ${className ?? ''}`} style={style} />;
}

/** A card-shaped placeholder: image, title and meta line, the same size as a recipe card. */
export function CardSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className={styles.media} />
      <Skeleton className={styles.line} />
      <Skeleton className={`${styles.line} ${styles.short}`} />
    </div>
  );
}

/** Card placeholders at the end of a growing list (its `<li>`s) while its next page loads. */
export function MoreCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i} aria-hidden="true">
      <CardSkeleton />
    </li>
  ));
}

/** A grid of card placeholders, announced once with `label` (e.g. 'Loading recipes...'). */
export function CardGridSkeleton({ count, label }: { count: number; label: ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <ul className="recipe-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <CardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

export const skeletonStyles = styles;
