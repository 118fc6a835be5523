'use client';

import { useTranslations } from 'next-intl';
import type { AccountErrorKey } from '@/lib/i18n/keys';
import { Field } from '@/components/shared/forms/Field';
import { NAME_MAX, PASSWORD } from '@/lib/auth/schemas';
import styles from '@/components/shared/forms/forms.module.css';

interface Props {
  form: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  error?: string;
  hint?: string;
  defaultValue?: string;
}

/** A labelled input of an account form; `error` is a key under `account.errors`. */
export function AccountField({ form, name, label, type = 'text', autoComplete, error, hint, defaultValue }: Props) {
  const t = useTranslations('account.errors');
  const id = `${form}-${name}`;
  const message = error ? t(error as AccountErrorKey, { min: PASSWORD.min, max: error === 'nameLength' ? NAME_MAX : PASSWORD.max }) : undefined;
  return (
    <Field id={id} label={label} error={message} hint={hint}>
      {(describedBy) => (
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          className={styles.input}
          defaultValue={defaultValue}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          maxLength={type === 'password' ? PASSWORD.max : 254}
          dir={type === 'text' ? 'auto' : 'ltr'}
        />
      )}
    </Field>
  );
}

/** The outcome of an account form, announced to screen readers. */
export function AccountStatus({ error, success }: { error?: string; success?: string }) {
  const t = useTranslations('account.errors');
  const text = error ? t(error as AccountErrorKey) : success;
  return (
    <div
      role="status"
      aria-live="polite"
      className={`${styles.status} ${error ? styles.failure : success ? styles.success : ''}`}
      // Shown by the page's loader if a form sent before the page is live never can be (its script did not arrive).
      data-no-script-message={t('network')}
    >
      {text}
    </div>
  );
}
