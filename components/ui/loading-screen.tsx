import { LoadingLabel, type LoadingText } from './loading-label';
import { CardGridSkeleton } from './skeleton';

/**
 * A route's loading.tsx body: card skeletons, rendered on the server, and the loading text, the
 * one client piece: loading.tsx gets no params, and server-side translations without the locale
 * would read the request headers and turn the page dynamic.
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
  return (
    <main>
      {hero ? (
        <div
          aria-hidden="true"
          style={{ aspectRatio: '16 / 9', maxHeight: 360, background: 'var(--color-tertiary)' }}
        />
      ) : null}
      <div className="container" style={{ paddingTop: 24 }}>
        <CardGridSkeleton count={count} label={<LoadingLabel text={text} />} />
      </div>
    </main>
  );
}
