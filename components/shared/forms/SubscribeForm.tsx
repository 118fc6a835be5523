'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { subscribeAction } from '@/lib/submissions/actions';
import type { FormResult } from '@/lib/forms/result';
import { GuardFields } from './GuardFields';
import { FormStatus } from './FormStatus';
import { useFormAction } from './useFormAction';
import { useMessage } from './useMessage';
import { useLazySchema } from './useLazySchema';
import { FormRecoveryBoundary } from './FormRecovery';
import { withMessages } from '../IntlProvider';
import styles from './forms.module.css';

const TOAST_MS = 4000;

const loadSubscribeSchema = () => import('@/lib/forms/schemas').then((module) => module.subscribeSchema);

export interface SubscribeFormProps {
  locale: string;
  variant: 'desktop' | 'mobile';
  privacyNotice: ReactNode;
}

/** Newsletter sign-up of both footers: a message on desktop, a toast on mobile. */
function SubscribeFormFields({ locale, variant, privacyNotice }: SubscribeFormProps) {
  const t = useTranslations('forms');
  const message = useMessage();
  const rules = useLazySchema(loadSubscribeSchema);
  const { result, formAction, pending, onSubmit, fieldErrors, clientFailed } = useFormAction(
    subscribeAction,
    (form) => ({ email: form.get('email') ?? '' }),
    rules,
  );
  // The toast shows each success once, for a few seconds.
  const [dismissed, setDismissed] = useState<FormResult | null>(null);
  const toastVisible = result.status === 'success' && dismissed !== result;
  useEffect(() => {
    if (variant !== 'mobile' || result.status !== 'success') return;
    const timer = setTimeout(() => setDismissed(result), TOAST_MS);
    return () => clearTimeout(timer);
  }, [result, variant]);

  const id = `subscribe-email-${variant}`;
  const fieldError = fieldErrors.email ? message(fieldErrors.email, 'email') : null;
  const statusText = clientFailed ? null : result.status === 'idle' ? null : message(result.message, 'email');
  const errorText = fieldError ?? (result.status === 'error' ? statusText : null);
  const successText = result.status === 'success' ? statusText : null;
  return (
    <form action={formAction} onSubmit={onSubmit} onFocus={rules.prepare} onPointerEnter={rules.prepare} noValidate className={`${styles.subscribe} ${styles[variant]}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subscribeHeading}>
        {t('subscribe.heading')}
      </h2>
      <p className={styles.subscribeLead}>{t('subscribe.lead')}</p>
      <GuardFields locale={locale} />
      <label htmlFor={id} className="visually-hidden">
        {t('subscribe.label')}
      </label>
      <div className={styles.subscribeRow}>
        <input
          id={id}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('subscribe.placeholder')}
          maxLength={320}
          defaultValue={result.status === 'error' ? result.values?.email : undefined}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `${id}-error` : undefined}
          className={styles.input}
        />
        <button type="submit" className="button" disabled={pending} aria-disabled={pending}>
          {pending ? t('sending') : t('subscribe.submit')}
        </button>
      </div>
      <p id={`${id}-error`} className={styles.error} role="alert">
        {errorText}
      </p>
      {privacyNotice}
      {variant === 'mobile' ? (
        <FormStatus result={result} text={toastVisible ? successText : null} className={toastVisible ? styles.toast : styles.toastHidden} />
      ) : (
        <FormStatus result={result} text={successText} />
      )}
    </form>
  );
}

/** The form inside its recovery boundary: a submission the server cannot answer keeps what was typed. */
export function SubscribeForm(props: SubscribeFormProps) {
  return (
    <FormRecoveryBoundary>
      <SubscribeFormFields {...props} />
    </FormRecoveryBoundary>
  );
}

/** With its own messages, as the page loads it on demand (components/shared/onDemand). */
export const SubscribeFormWithMessages = withMessages(SubscribeForm);
