import { useId, type ReactNode } from 'react';

/** The class names a form's style sheet gives a field's parts: a CSS module fits as it is. */
export type FieldClasses = Readonly<{
  field?: string;
  label?: string;
  hint?: string;
  fieldError?: string;
  issues?: string;
}>;

/** What a field hands its control: the id its label names, and what describes it. */
export type ControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

/**
 * A labelled control with its hint and what is wrong with it, tied together for assistive
 * technology. One `error` (the sign-in forms', the site password's) is announced when it appears,
 * and again for each new `errorKey` (a second failed attempt with the same text). `issues` (the
 * studio's, checked as the creator types) are listed and described, not announced at each
 * keystroke. The hint follows the control, or comes first with `hintFirst`.
 */
export function FormField({
  classes,
  id: fixedId,
  label,
  hint,
  hintFirst = false,
  error,
  errorKey,
  issues,
  children,
}: {
  classes: FieldClasses;
  /** The control's own id, where the page names it; else one made up. */
  id?: string;
  label: string;
  hint?: string;
  hintFirst?: boolean;
  error?: string | null;
  errorKey?: string | number;
  issues?: readonly string[];
  children: (control: ControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const issueId = `${id}-issue`;
  const hasIssues = Boolean(issues?.length);
  const describedBy = [hint ? hintId : '', error ? errorId : '', hasIssues ? issueId : '']
    .filter(Boolean)
    .join(' ');
  const hintLine = hint ? (
    <p id={hintId} className={classes.hint}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {hintFirst ? hintLine : null}
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error || hasIssues ? true : undefined,
      })}
      {hintFirst ? null : hintLine}
      <FormAlert id={errorId} className={classes.fieldError} announce={errorKey}>
        {error}
      </FormAlert>
      {hasIssues ? (
        <ul id={issueId} className={classes.issues}>
          {issues!.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
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
