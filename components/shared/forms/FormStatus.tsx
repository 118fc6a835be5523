import type { FormResult } from '@/lib/forms/result';
import styles from './forms.module.css';

/** The outcome of a submission, announced to screen readers. */
export function FormStatus({ result, text, className }: { result: FormResult; text: string | null; className?: string }) {
  const tone = result.status === 'success' ? styles.success : result.status === 'error' ? styles.failure : '';
  return (
    <div role="status" aria-live="polite" className={`${styles.status} ${tone} ${className ?? ''}`} data-state={result.status}>
      {text}
    </div>
  );
}
