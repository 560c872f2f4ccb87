'use client';

import { useId, type ReactNode } from 'react';
import styles from './studio.module.css';

/** A labelled control with its hint and its issues, tied together for assistive technology. */
export function Field({
  label,
  hint,
  issues,
  children,
}: {
  label: string;
  hint?: string;
  issues?: string[];
  children: (props: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
  }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const issueId = `${id}-issue`;
  const describedBy = [hint ? hintId : '', issues?.length ? issueId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': issues?.length ? true : undefined,
      })}
      {issues?.length ? (
        <ul id={issueId} className={styles.issues}>
          {issues.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A text field: one line (`rows` 0) or a text area of `rows` lines. */
export function TextField({
  rows,
  value,
  onChange,
  ...field
}: {
  label: string;
  hint?: string;
  issues?: string[];
  rows: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field {...field}>
      {(p) =>
        rows ? (
          <textarea
            {...p}
            className={styles.textarea}
            rows={rows}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...p}
            className={styles.input}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}
