import type { ReactNode } from 'react';
import styles from './forms.module.css';

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  requiredText?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, its control, an optional hint and the field's error, tied together for screen readers. */
export function Field({ id, label, error, hint, required, requiredText, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span className={styles.required}> ({requiredText})</span> : null}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface ControlProps {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  requiredText: string;
  defaultValue?: string;
}

/** A labelled one-line input, or a text area with `multiline`. */
export function TextField({ type = 'text', autoComplete, multiline, dir, ...props }: ControlProps & { type?: string; autoComplete?: string; multiline?: boolean; dir?: 'ltr' }) {
  const { id, name, label, error, hint, required, requiredText, defaultValue } = props;
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required} requiredText={requiredText}>
      {(describedBy) => {
        const common = { id, name, defaultValue, dir, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required };
        return multiline ? (
          <textarea {...common} className={styles.textarea} />
        ) : (
          <input {...common} type={type} autoComplete={autoComplete ?? 'off'} className={styles.input} />
        );
      }}
    </Field>
  );
}

/**
 * A labelled select. React resets a form to its default values after each answer of its
 * action, and a select only takes its default value when mounted: it is keyed by it.
 */
export function SelectField({ options, placeholder, ...props }: ControlProps & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const { id, name, label, error, required, requiredText, defaultValue = '' } = props;
  return (
    <Field id={id} label={label} error={error} required={required} requiredText={requiredText}>
      {(describedBy) => (
        <select key={defaultValue} id={id} name={name} className={styles.select} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={required}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
