import styles from './safe-image.module.css';

/** The neutral box shown instead of a missing or broken image (spec §8). */
export function ImagePlaceholder({ label }: { label: string }) {
  return (
    <span className={styles.placeholder} role="img" aria-label={label}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M4 5h16v14H4zM4 15l4.5-4.5 4 4 2.5-2.5L20 17M15.5 9.5a1.5 1.5 0 1 0 0-.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
