'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { HONEYPOT_FIELD, STARTED_FIELD } from '@/lib/forms/fields';
import styles from './forms.module.css';

/** Hidden fields of every form: the page locale, a honeypot and when the form appeared. */
export function GuardFields({ locale }: { locale: string }) {
  const t = useTranslations('forms');
  const started = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (started.current) started.current.value = String(Date.now());
  }, []);
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input ref={started} type="hidden" name={STARTED_FIELD} defaultValue="" />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {t('honeypot')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
