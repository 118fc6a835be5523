'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { feedbackAction, sessionStateAction } from '@/lib/submissions/actions';
import { CASE_KINDS, FEEDBACK_FORM, PURCHASING_CHANNELS, formValues, type FeedbackField } from '@/lib/forms/fields';
import { AttachmentPicker } from './AttachmentPicker';
import { CaptchaField } from './CaptchaField';
import { CAPTCHA_FORMS } from '@/lib/forms/captcha';
import { withReference } from './withReference';
import { SelectField, TextField } from './Field';
import { FormStatus } from './FormStatus';
import { GuardFields } from './GuardFields';
import { useFieldProps, useFormAction } from './useFormAction';
import { useMessage } from './useMessage';
import { useLazySchema } from './useLazySchema';
import { FormRecoveryBoundary } from './FormRecovery';
import styles from './forms.module.css';

const loadFeedbackSchema = () => import('@/lib/forms/schemas').then((module) => module.feedbackSchema);

interface Props {
  locale: string;
  registerHref: string;
  loginHref: string;
  /** What the question is used for, rendered on the server. */
  privacyNotice: ReactNode;
}

/**
 * The support question form. The page stays static: the browser asks the server
 * whether someone is signed in, and the action checks the session again itself.
 */
function FeedbackFormFields({ locale, registerHref, loginHref, privacyNotice }: Props) {
  const t = useTranslations('forms');
  const message = useMessage();
  const rules = useLazySchema(loadFeedbackSchema);
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
  const { result, formAction, pending, onSubmit, fieldErrors, clientFailed, values, errorText: error } = useFormAction(
    feedbackAction,
    (form) => formValues(form, FEEDBACK_FORM),
    rules,
  );
  const registerFirst = signedIn === false || (result.status === 'error' && result.message === 'feedback.registerFirst');
  const statusText = clientFailed ? t('feedback.failed') : result.status === 'idle' ? null : withReference(message(result.message), result, t);
  const channels = PURCHASING_CHANNELS.map((channel) => ({ value: channel, label: t(`feedback.channels.${channel}`) }));
  const caseKinds = CASE_KINDS.map((kind) => ({ value: kind, label: t(`feedback.caseKinds.${kind}`) }));
  const field = useFieldProps('feedback', values, error);
  const inputs = {
    email: <TextField key={`email-${accountEmail ?? ''}`} {...field('email')} defaultValue={values.email ?? accountEmail} type="email" autoComplete="email" />,
    caseKind: <SelectField {...field('caseKind')} defaultValue={values.caseKind || 'question'} options={caseKinds} />,
    subject: <TextField {...field('subject')} />,
    purchasingChannel: <SelectField {...field('purchasingChannel')} options={channels} placeholder={t('feedback.chooseChannel')} />,
    purchaseDate: <TextField {...field('purchaseDate', true)} type="date" hint={t('feedback.forWarranty')} />,
    orderNumber: <TextField {...field('orderNumber', true)} />,
    productNumber: <TextField {...field('productNumber', true)} />,
    productName: <TextField {...field('productName', true)} />,
    description: <TextField {...field('description')} multiline />,
  } satisfies Record<FeedbackField, ReactNode>;

  return (
    <form action={formAction} onSubmit={onSubmit} onFocus={rules.prepare} onPointerEnter={rules.prepare} noValidate className={styles.form} key={result.status === 'success' ? 'sent' : 'form'}>
      {registerFirst ? (
        <p className={styles.notice} data-testid="register-first">
          {t('feedback.registerFirst')} <a href={registerHref}>{t('feedback.register')}</a> · <a href={loginHref}>{t('feedback.login')}</a>
        </p>
      ) : null}
      <p className={styles.hint}>{t('feedback.emailGuidance')}</p>
      <p className={styles.hint}>{t('feedback.infoGuidance')}</p>
      <GuardFields locale={locale} />
      {inputs.email}
      {inputs.caseKind}
      {inputs.subject}
      {inputs.purchasingChannel}
      {inputs.purchaseDate}
      <div className={styles.row}>
        {inputs.orderNumber}
        {inputs.productNumber}
      </div>
      {inputs.productName}
      {inputs.description}
      <AttachmentPicker name="attachments" serverError={fieldErrors.attachments} pending={pending} />
      <AttachmentPicker name="proof" serverError={fieldErrors.proof} pending={pending} />
      <CaptchaField formId={CAPTCHA_FORMS.feedback} locale={locale} error={error('captcha')} attempt={result} />
      {privacyNotice}
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

/** The form inside its recovery boundary: a submission the server cannot answer keeps what was typed. */
export function FeedbackForm(props: Props) {
  return (
    <FormRecoveryBoundary>
      <FeedbackFormFields {...props} />
    </FormRecoveryBoundary>
  );
}
