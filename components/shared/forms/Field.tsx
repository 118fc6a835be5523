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
