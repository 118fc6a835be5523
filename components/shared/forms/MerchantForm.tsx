'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { dialCodesAction, merchantAction } from '@/lib/submissions/actions';
import { BUSINESS_TYPES, MERCHANT_FORM, formValues, type MerchantField } from '@/lib/forms/fields';
import type { DialCodeOption } from '@/lib/content/countries';
import { CaptchaField } from './CaptchaField';
import { CAPTCHA_FORMS } from '@/lib/forms/captcha';
import { withReference } from './withReference';
import { Field, SelectField, TextField } from './Field';
import { FormStatus } from './FormStatus';
import { GuardFields } from './GuardFields';
import { useFieldProps, useFormAction } from './useFormAction';
import { useMessage } from './useMessage';
import { useLazySchema } from './useLazySchema';
import { FormRecoveryBoundary } from './FormRecovery';
import { withMessages } from '../IntlProvider';
import { ltrText } from '@/lib/text/direction';
import styles from './forms.module.css';

const loadMerchantSchema = () => import('@/lib/forms/schemas').then((module) => module.merchantSchema);

export interface MerchantFormProps {
  locale: string;
  /** The list shipped with the site; replaced by the backend's when one answers. */
  dialCodes: DialCodeOption[];
  defaultDialCode: string;
  /** What the application is used for, rendered on the server. */
  privacyNotice: ReactNode;
}

/** The merchant application ("Merchants Joining") of /contact. */
function MerchantFormFields({ locale, dialCodes: shipped, defaultDialCode, privacyNotice }: MerchantFormProps) {
  const t = useTranslations('forms');
  const message = useMessage();
  const rules = useLazySchema(loadMerchantSchema);
  const [dialCodes, setDialCodes] = useState(shipped);
  // The backend's list is asked for when the visitor starts on the form, with its rules:
  // not while the page loads, when a server action and every country's option re-rendered cost the
  // main thread more than anything else on /contact.
  const dialCodesAsked = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const prepare = () => {
    rules.prepare();
    if (dialCodesAsked.current) return;
    dialCodesAsked.current = true;
    dialCodesAction(locale)
      .then((list) => mounted.current && list.length > 0 && setDialCodes(list))
      .catch(() => undefined);
  };
  const { result, formAction, pending, onSubmit, clientFailed, values, errorText: error } = useFormAction(
    merchantAction,
    (form) => formValues(form, MERCHANT_FORM),
    rules,
  );
  const required = t('required');
  const statusText = clientFailed ? message('errors.checkFields') : result.status === 'idle' ? null : withReference(message(result.message), result, t);
  // The backend knows countries by their English names; the visitor reads them in the page's
  // language, in its alphabetical order. Sorted once per list, with one collator.
  const countries = useMemo(() => {
    const collator = new Intl.Collator(locale);
    return [...dialCodes].sort((a, b) => collator.compare(a.name, b.name)).map((entry) => ({ value: entry.en, label: entry.name }));
  }, [dialCodes, locale]);
  const businessTypes = BUSINESS_TYPES.map((type) => ({ value: type, label: t(`merchant.businessTypes.${type}`) }));
  const field = useFieldProps('merchant', values, error);

  // Keyed by its value: see SelectField. The select takes the page's direction and the number
  // is isolated left to right: a left-to-right select showed an Arabic or Hebrew name's end,
  // not "+971" and its start.
  const dialCodeSelect = (
    <select key={`dial-${values.dialCode ?? ''}`} name="dialCode" aria-label={t('merchant.dialCode')} className={styles.select} defaultValue={values.dialCode ?? defaultDialCode}>
      {dialCodes.map((entry) => (
        <option key={`${entry.iso}${entry.dial_code}`} value={entry.dial_code}>
          {`${ltrText(entry.dial_code)} ${entry.name}`}
        </option>
      ))}
    </select>
  );
  const inputs = {
    company: <TextField {...field('company')} autoComplete="organization" />,
    contactName: <TextField {...field('contactName')} autoComplete="name" />,
    email: <TextField {...field('email')} type="email" autoComplete="email" />,
    // Part of the phone field, before the number.
    dialCode: dialCodeSelect,
    phone: (
      <Field id="merchant-phone" label={t('merchant.phone')} error={error('phone') ?? error('dialCode')} required requiredText={required}>
        {(describedBy) => (
          <div className={styles.phone}>
            {dialCodeSelect}
            <input
              id="merchant-phone"
              name="phone"
              type="tel"
              autoComplete="tel-national"
              dir="ltr"
              className={styles.input}
              defaultValue={values.phone}
              aria-invalid={error('phone') ? true : undefined}
              aria-describedby={describedBy}
              aria-required
            />
          </div>
        )}
      </Field>
    ),
    country: <SelectField {...field('country')} options={countries} placeholder={t('merchant.chooseCountry')} />,
    businessType: <SelectField {...field('businessType')} defaultValue={values.businessType ?? 'distributor'} options={businessTypes} />,
    website: <TextField {...field('website', true)} type="url" autoComplete="url" />,
    message: <TextField {...field('message')} hint={t('merchant.messageHint')} multiline />,
    listing: (
      <div className={styles.field}>
        <label className={styles.check}>
          <input type="checkbox" name="listing" defaultChecked={values.listing === 'true'} />
          <span>{t('merchant.listing')}</span>
        </label>
      </div>
    ),
    consent: (
      <div className={styles.field} data-invalid={error('consent') ? 'true' : undefined}>
        <label className={styles.check}>
          <input type="checkbox" name="consent" defaultChecked={values.consent === 'true'} aria-describedby={error('consent') ? 'merchant-consent-error' : undefined} />
          <span>{t('merchant.consent')}</span>
        </label>
        {error('consent') ? (
          <p id="merchant-consent-error" className={styles.error}>
            {error('consent')}
          </p>
        ) : null}
      </div>
    ),
  } satisfies Record<MerchantField, ReactNode>;

  return (
    <form action={formAction} onSubmit={onSubmit} onFocus={prepare} onPointerEnter={prepare} noValidate className={styles.form} key={result.status === 'success' ? 'sent' : 'form'}>
      <GuardFields locale={locale} />
      <div className={styles.row}>
        {inputs.company}
        {inputs.contactName}
      </div>
      <div className={styles.row}>
        {inputs.email}
        {inputs.phone}
      </div>
      <div className={styles.row}>
        {inputs.country}
        {inputs.businessType}
      </div>
      {inputs.website}
      {inputs.message}
      {inputs.listing}
      {inputs.consent}
      <CaptchaField formId={CAPTCHA_FORMS.merchant} locale={locale} error={error('captcha')} attempt={result} />
      {privacyNotice}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={pending}>
          {pending ? t('sending') : t('merchant.submit')}
        </button>
      </div>
      <FormStatus result={clientFailed ? { status: 'error', message: 'errors.checkFields' } : result} text={statusText} />
      {result.status === 'error' && result.detail ? <p className={styles.hint}>{result.detail}</p> : null}
    </form>
  );
}

/** The form inside its recovery boundary: a submission the server cannot answer keeps what was typed. */
export function MerchantForm(props: MerchantFormProps) {
  return (
    <FormRecoveryBoundary>
      <MerchantFormFields {...props} />
    </FormRecoveryBoundary>
  );
}

/** With its own messages, as the page loads it on demand (components/shared/onDemand). */
export const MerchantFormWithMessages = withMessages(MerchantForm);
