'use client';

import type { ComponentProps, ReactNode } from 'react';
import { FormField, type FieldClasses } from '@/components/ui/form-field';
import styles from './studio.module.css';

/**
 * A studio editor's form: the browser neither checks it (the editor does, as typed) nor sends it;
 * submitting it (Enter, or a submit button) calls `onSave` where the editor saves on demand.
 */
export function StudioForm({ onSave, children }: { onSave?: () => void; children: ReactNode }) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave?.();
      }}
    >
      {children}
    </form>
  );
}

const FIELD_CLASSES: FieldClasses = {
  field: styles.field,
  label: styles.label,
  hint: styles.hint,
  issues: styles.issues,
};

/** A studio field: the form field with its hint above the control and its issues listed below. */
export function Field(
  props: Omit<ComponentProps<typeof FormField>, 'classes' | 'hintFirst' | 'error' | 'errorKey'>,
) {
  return <FormField classes={FIELD_CLASSES} hintFirst {...props} />;
}

/** A text field: one line (`rows` 0, the default) or a text area of `rows` lines. */
export function TextField({
  rows = 0,
  value,
  onChange,
  ...field
}: {
  label: string;
  hint?: string;
  issues?: string[];
  rows?: number;
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

/** A select of fixed choices (`options`), each worded by `optionLabel`. */
export function ChoiceField<K extends string>({
  value,
  options,
  optionLabel,
  onChange,
  ...field
}: {
  id?: string;
  label: string;
  hint?: string;
  value: K;
  options: readonly K[];
  optionLabel: (value: K) => string;
  onChange: (value: K) => void;
}) {
  return (
    <Field {...field}>
      {(p) => (
        <select
          {...p}
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value as K)}
        >
          {options.map((k) => (
            <option key={k} value={k}>
              {optionLabel(k)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A one-line field of any type: `input` holds the input's own attributes, value and handler. */
export function InputField({
  input,
  ...field
}: {
  id?: string;
  label: string;
  hint?: string;
  issues?: string[];
  input: Omit<ComponentProps<'input'>, 'id' | 'className' | 'aria-describedby' | 'aria-invalid'>;
}) {
  return <Field {...field}>{(p) => <input {...p} className={styles.input} {...input} />}</Field>;
}

/**
 * A number field: empty while its value is not a number (NaN, as `valueAsNumber` gives for an
 * empty field), and the number handed back as typed.
 */
export function NumberField({
  value,
  onChange,
  inputMode,
  min,
  max,
  step,
  ...field
}: {
  label: string;
  issues?: string[];
  value: number;
  onChange: (value: number) => void;
  inputMode: 'numeric' | 'decimal';
  min: number;
  max?: number;
  step?: 'any';
}) {
  return (
    <InputField
      {...field}
      input={{
        type: 'number',
        inputMode,
        min,
        max,
        step,
        value: Number.isNaN(value) ? '' : value,
        onChange: (e) => onChange(e.target.valueAsNumber),
      }}
    />
  );
}

/** A checkbox inside its label (`children`); `describedBy` names what else describes it. */
export function Checkbox({
  checked,
  describedBy,
  onChange,
  children,
}: {
  checked: boolean;
  describedBy?: string;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={checked}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}

/** A checkbox and its label; with a `hint`, the hint's text follows it and describes it. */
export function CheckField({
  label,
  checked,
  hint,
  onChange,
}: {
  label: string;
  checked: boolean;
  hint?: { id: string; text: string };
  onChange: (checked: boolean) => void;
}) {
  return (
    <>
      <Checkbox checked={checked} describedBy={hint?.id} onChange={onChange}>
        {' '}
        {label}
      </Checkbox>
      {hint ? (
        <p id={hint.id} className={styles.hint}>
          {hint.text}
        </p>
      ) : null}
    </>
  );
}
