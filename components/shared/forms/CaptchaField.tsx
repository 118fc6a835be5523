'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { captchaAction } from '@/lib/submissions/actions';
import type { Captcha } from '@/lib/backend/calls';
import { CAPTCHA_FIELD, CAPTCHA_KEY_FIELD } from '@/lib/forms/fields';
import { CAPTCHA_MAX_LENGTH } from '@/lib/forms/captcha';
import { Field } from './Field';
import styles from './forms.module.css';

interface Props {
  formId: string;
  locale: string;
  /** The field's error text, if any. */
  error?: string;
  /** Changes after each submission, so that a used captcha is replaced by a fresh one. */
  attempt: unknown;
}

/**
 * The backend's captcha picture and answer field, shown only when a backend is set and
 * hands one out. The answer is checked by the backend that drew it.
 */
export function CaptchaField({ formId, locale, error, attempt }: Props) {
  const t = useTranslations('forms');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  useEffect(() => {
    let live = true;
    captchaAction(formId, locale)
      .then((next) => live && setCaptcha(next))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [formId, locale, attempt]);
  if (!captcha) return null;
  const id = `${formId}-captcha`;
  return (
    <Field id={id} label={t('captcha.label')} hint={t('captcha.hint')} error={error} required requiredText={t('required')}>
      {(describedBy) => (
        <div className={styles.captcha}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: picture from the backend */}
          <img src={captcha.image} alt={t('captcha.alt')} className={styles.captchaImage} />
          <input type="hidden" name={CAPTCHA_KEY_FIELD} value={captcha.key} />
          <input
            id={id}
            name={CAPTCHA_FIELD}
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={CAPTCHA_MAX_LENGTH}
            className={styles.input}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            aria-required
          />
        </div>
      )}
    </Field>
  );
}
