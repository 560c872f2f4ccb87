import styles from './skip-link.module.css';

/** The first focusable element of every page: jumps past the header to #main-content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a href="#main-content" className={styles.skip}>
      {label}
    </a>
  );
}
