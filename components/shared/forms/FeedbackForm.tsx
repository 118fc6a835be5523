'use client';

import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { feedbackAction, sessionStateAction } from '@/lib/forms/actions';
import { FEEDBACK_FIELDS, LIMITS, PURCHASING_CHANNELS, feedbackSchema, formValues } from '@/lib/forms/schemas';
import { AttachmentPicker } from './AttachmentPicker';
import { Field } from './Field';
import { FormStatus } from './FormStatus';
import { GuardFields } from './GuardFields';
import { useFormAction } from './useFormAction';
import { useMessage } from './useMessage';
import styles from './forms.module.css';

interface Props {
  locale: string;
  registerHref: string;
  loginHref: string;
}

/**
 * The support question form. The page stays static: the browser asks the server
 * whether someone is signed in, and the action checks the session again itself.
 */
export function FeedbackForm({ locale, registerHref, loginHref }: Props) {
  const t = useTranslations('forms');
  const message = useMessage();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [accountEmail, setAccountEmail] = useState<string>();
  useEffect(() => {
    sessionStateAction()
      .then((state) => {
        setSignedIn(state.signedIn);
        setAccountEmail(state.email);
      })
      .catch(() => setSignedIn(null));
  }, []);
  const { result, formAction, pending, onSubmit, fieldErrors, clientFailed } = useFormAction(
    feedbackAction,
    (form) => formValues(form, FEEDBACK_FIELDS),
    feedbackSchema,
  );
  const values = result.status === 'error' ? result.values ?? {} : {};
  const error = (field: string) => (fieldErrors[field] ? message(fieldErrors[field], field) : undefined);
  const required = t('required');
  const registerFirst = signedIn === false || (result.status === 'error' && result.message === 'feedback.registerFirst');
  const statusText = clientFailed ? t('feedback.failed') : result.status === 'idle' ? null : message(result.message);

  const input = (field: keyof typeof LIMITS & string, optional: boolean, type = 'text') => (
    <Field id={`feedback-${field}`} label={t(`feedback.${field}`)} error={error(field)} required={!optional} requiredText={required}>
      {(describedBy) => (
        <input
          key={field === 'email' ? `email-${accountEmail ?? ''}` : field}
          id={`feedback-${field}`}
          name={field}
          type={type}
          autoComplete={type === 'email' ? 'email' : 'off'}
          className={styles.input}
          defaultValue={values[field] ?? (field === 'email' ? accountEmail : undefined)}
          aria-invalid={error(field) ? true : undefined}
          aria-describedby={describedBy}
          aria-required={!optional}
        />
      )}
    </Field>
  );

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form} key={result.status === 'success' ? 'sent' : 'form'}>
      {registerFirst ? (
        <p className={styles.notice} data-testid="register-first">
          {t('feedback.registerFirst')} <Link href={registerHref}>{t('feedback.register')}</Link> · <Link href={loginHref}>{t('feedback.login')}</Link>
        </p>
      ) : null}
      <p className={styles.hint}>{t('feedback.emailGuidance')}</p>
      <p className={styles.hint}>{t('feedback.infoGuidance')}</p>
      <GuardFields locale={locale} />
      {input('email', false, 'email')}
      {input('subject', false)}
      <Field id="feedback-purchasingChannel" label={t('feedback.purchasingChannel')} error={error('purchasingChannel')} required requiredText={required}>
        {(describedBy) => (
          <select id="feedback-purchasingChannel" name="purchasingChannel" className={styles.select} defaultValue={values.purchasingChannel ?? ''} aria-describedby={describedBy} aria-required>
            <option value="">{t('feedback.chooseChannel')}</option>
            {PURCHASING_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(`feedback.channels.${channel}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.row}>
        {input('orderNumber', true)}
        {input('productNumber', true)}
      </div>
      {input('productName', true)}
      <Field id="feedback-description" label={t('feedback.description')} error={error('description')} required requiredText={required}>
        {(describedBy) => (
          <textarea id="feedback-description" name="description" className={styles.textarea} defaultValue={values.description} aria-describedby={describedBy} aria-required />
        )}
      </Field>
      <AttachmentPicker serverError={fieldErrors.attachments} />
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('sending') : t('feedback.submit')}
        </button>
        <button type="reset" className="button button--ghost">
          {t('feedback.reset')}
        </button>
      </div>
      <FormStatus result={clientFailed ? { status: 'error', message: 'feedback.failed' } : result} text={statusText} />
    </form>
  );
}
