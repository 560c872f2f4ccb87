import { STORES, type StoreId } from '@/core/grocery/stores';
import styles from './store-logo.module.css';

/**
 * A supermarket's logo, drawn here as its wordmark in the store's colours (no downloaded
 * artwork). With a `label` it is an image of that name; without one it is decoration next to a
 * visible store name.
 */
export function StoreLogo({
  store,
  label,
  size = 'md',
}: {
  store: StoreId;
  label: string | null;
  size?: 'sm' | 'md';
}) {
  const { wordmark } = STORES[store];
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span
      className={styles.logo}
      data-size={size}
      data-store={store}
      style={{ background: wordmark.background, color: wordmark.color }}
      {...a11y}
    >
      {wordmark.text}
    </span>
  );
}
