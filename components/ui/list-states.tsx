/**
 * A list's states as it shows them: empty, loading more (read out), a page that failed. One module,
 * since the lists use them together: each module of its own costs every page that loads it a few
 * bytes of wrapper.
 */

/** An empty list says so in its place, as a status: read out without taking the focus. */
export function EmptyStatus({ text, className }: { text: string; className: string | undefined }) {
  return (
    <p className={className} role="status">
      {text}
    </p>
  );
}

/** Text for screen readers only, read out (politely) whenever it changes: 'Loading more…'. */
export function LiveStatus({ text }: { text: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {text}
    </p>
  );
}

/** A list's next page failed to load: what went wrong and a button that tries again. */
export function RetryAlert({
  message,
  retryText,
  onRetry,
  className,
}: {
  message: string;
  retryText: string;
  onRetry: () => void;
  className: string | undefined;
}) {
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <button type="button" className="pill-button" onClick={onRetry}>
        {retryText}
      </button>
    </div>
  );
}
