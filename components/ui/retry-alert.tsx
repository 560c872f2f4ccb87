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
