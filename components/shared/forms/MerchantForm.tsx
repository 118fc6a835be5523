'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { dialCodesAction, merchantAction } from '@/lib/forms/actions';
import { BUSINESS_TYPES, LIMITS, MERCHANT_FIELDS, formValues, merchantSchema } from '@/lib/forms/schemas';
import type { DialCodeOption } from '@/lib/content/countries';
import { Field } from './Field';
import { FormStatus } from './FormStatus';
import { GuardFields } from './GuardFields';
import { useFormAction } from './useFormAction';
import { useMessage } from './useMessage';
import styles from './forms.module.css';

interface Props {
  locale: string;
  /** The list shipped with the site; replaced by the backend's when one answers. */
  dialCodes: DialCodeOption[];
  defaultDialCode: string;
}

/** The merchant application ("Merchants Joining") of /contact. */
export function MerchantForm({ locale, dialCodes: shipped, defaultDialCode }: Props) {
  const t = useTranslations('forms');
  const message = useMessage();
  const [dialCodes, setDialCodes] = useState(shipped);
  useEffect(() => {
    let live = true;
    dialCodesAction(locale)
      .then((list) => live && list.length > 0 && setDialCodes(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  const { result, formAction, pending, onSubmit, fieldErrors, clientFailed } = useFormAction(
    merchantAction,
    (form) => formValues(form, MERCHANT_FIELDS, ['consent']),
    merchantSchema,
  );
  const values = result.status === 'error' ? result.values ?? {} : {};
  const error = (field: string) => (fieldErrors[field] ? message(fieldErrors[field], field) : undefined);
  const required = t('required');
  const statusText = clientFailed ? message('errors.checkFields') : result.status === 'idle' ? null : message(result.message);
  const countries = [...dialCodes].sort((a, b) => a.en.localeCompare(b.en, 'en'));

  const text = (field: keyof typeof LIMITS & string, type = 'text', autoComplete?: string, optional = false) => (
    <Field id={`merchant-${field}`} label={t(`merchant.${field}`)} error={error(field)} required={!optional} requiredText={required}>
      {(describedBy) => (
        <input
          id={`merchant-${field}`}
          name={field}
          type={type}
          autoComplete={autoComplete}
          className={styles.input}
          defaultValue={values[field]}
          aria-invalid={error(field) ? true : undefined}
          aria-describedby={describedBy}
          aria-required={!optional}
        />
      )}
    </Field>
  );

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form} key={result.status === 'success' ? 'sent' : 'form'}>
      <GuardFields locale={locale} />
      <div className={styles.row}>
        {text('company', 'text', 'organization')}
        {text('contactName', 'text', 'name')}
      </div>
      <div className={styles.row}>
        {text('email', 'email', 'email')}
        <Field id="merchant-phone" label={t('merchant.phone')} error={error('phone') ?? error('dialCode')} required requiredText={required}>
          {(describedBy) => (
            <div className={styles.phone}>
              <select name="dialCode" aria-label={t('merchant.dialCode')} className={styles.select} defaultValue={values.dialCode ?? defaultDialCode}>
                {dialCodes.map((entry) => (
                  <option key={`${entry.iso}${entry.dial_code}`} value={entry.dial_code}>
                    {`${entry.dial_code} ${entry.en}`}
                  </option>
                ))}
              </select>
              <input
                id="merchant-phone"
                name="phone"
                type="tel"
                autoComplete="tel-national"
                className={styles.input}
                defaultValue={values.phone}
                aria-invalid={error('phone') ? true : undefined}
                aria-describedby={describedBy}
                aria-required
              />
            </div>
          )}
        </Field>
      </div>
      <div className={styles.row}>
        <Field id="merchant-country" label={t('merchant.country')} error={error('country')} required requiredText={required}>
          {(describedBy) => (
            <select id="merchant-country" name="country" className={styles.select} defaultValue={values.country ?? ''} aria-describedby={describedBy} aria-required>
              <option value="">{t('merchant.chooseCountry')}</option>
              {countries.map((entry) => (
                <option key={`${entry.iso}${entry.dial_code}`} value={entry.en}>
                  {entry.en}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="merchant-businessType" label={t('merchant.businessType')} error={error('businessType')} required requiredText={required}>
          {(describedBy) => (
            <select id="merchant-businessType" name="businessType" className={styles.select} defaultValue={values.businessType ?? 'distributor'} aria-describedby={describedBy}>
              {BUSINESS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`merchant.businessTypes.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {text('website', 'url', 'url', true)}
      <Field id="merchant-message" label={t('merchant.message')} hint={t('merchant.messageHint')} error={error('message')} required requiredText={required}>
        {(describedBy) => (
          <textarea
            id="merchant-message"
            name="message"
            className={styles.textarea}
            defaultValue={values.message}
            aria-invalid={error('message') ? true : undefined}
            aria-describedby={describedBy}
            aria-required
          />
        )}
      </Field>
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
