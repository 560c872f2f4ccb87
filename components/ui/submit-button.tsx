/** A form's submit button: disabled and saying so, behind a spinner, while the form is busy. */
export function SubmitButton({
  busy,
  text,
  busyText,
  className,
  spinnerClassName,
}: {
  busy: boolean;
  text: string;
  busyText: string;
  className: string | undefined;
  spinnerClassName: string | undefined;
}) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? (
        <>
          <span className={spinnerClassName} aria-hidden="true" />
          {busyText}
        </>
      ) : (
        text
      )}
    </button>
  );
}
