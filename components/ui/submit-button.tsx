import { Spinner } from './spinner';

/** A form's submit button: disabled and saying so, behind a spinner, while the form is busy. */
export function SubmitButton({
  busy,
  busyText,
  className,
  children,
}: {
  busy: boolean;
  busyText: string;
  className: string | undefined;
  /** What the button says while the form is not busy. */
  children: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? (
        <>
          <Spinner variant="button" />
          {busyText}
        </>
      ) : (
        children
      )}
    </button>
  );
}
