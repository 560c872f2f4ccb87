import { useId, type ReactNode } from 'react';

/** The class names a form's style sheet gives a field's parts: a CSS module fits as it is. */
export type FieldClasses = Readonly<{
  field?: string;
  label?: string;
  hint?: string;
  fieldError?: string;
}>;

/** What a field hands its control: the id its label names, and what describes it. */
export type ControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

/**
 * A labelled control with its hint and its error, tied together for assistive technology: the
 * sign-in forms' and the site password's fields. The error is announced when it appears, and again
 * for each new `errorKey` (a second failed attempt with the same text).
 */
export function FormField({
  classes,
  label,
  hint,
  error,
  errorKey,
  children,
}: {
  classes: FieldClasses;
  label: string;
  hint?: string;
  error?: string | null;
  errorKey?: string | number;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      <FormAlert id={errorId} className={classes.fieldError} announce={errorKey}>
        {error}
      </FormAlert>
    </div>
  );
}

/** A form's error line, or nothing: announced when it appears, and again for a new `announce`. */
export function FormAlert({
  id,
  className,
  announce,
  children,
}: {
  id?: string;
  className?: string;
  announce?: string | number;
  children: ReactNode;
}) {
  if (children === null || children === undefined || children === '' || children === false) {
    return null;
  }
  return (
    <p key={announce} id={id} className={className} role="alert">
      {children}
    </p>
  );
}
