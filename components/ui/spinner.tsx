import styles from './spinner.module.css';

/**
 * A turning ring beside the words of a busy state (hidden from assistive technology, which reads
 * the words): on a coloured submit button, beside a field, or on a page that waits.
 */
export function Spinner({ variant }: { variant: 'button' | 'inline' | 'page' }) {
  return <span className={`${styles.spinner} ${styles[variant]}`} aria-hidden="true" />;
}
