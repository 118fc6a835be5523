'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useCameWithPage } from '../cameWithPage';
import { HONEYPOT_FIELD, STARTED_FIELD } from '@/lib/forms/fields';
import styles from './forms.module.css';

/**
 * Hidden fields of every form: the page locale, a honeypot and when the form appeared, for the
 * minimum fill time (lib/forms/guard.ts). A form in the page's HTML appeared when the page
 * started loading: it can be typed into, and autofilled, before its script runs, so the time
 * its script ran would refuse a quick but human visitor. A form rendered in the browser alone
 * appeared when it mounted.
 */
export function GuardFields({ locale }: { locale: string }) {
  const t = useTranslations('forms');
  const started = useRef<HTMLInputElement>(null);
  const cameWithPage = useCameWithPage();
  const inPageHtml = useRef(cameWithPage);
  useEffect(() => {
    if (started.current) started.current.value = String(Math.floor(inPageHtml.current ? performance.timeOrigin : Date.now()));
  }, []);
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      {/* No value from React: a re-render would set it back (a hidden input's value is its attribute). */}
      <input ref={started} type="hidden" name={STARTED_FIELD} />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {t('honeypot')}
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
