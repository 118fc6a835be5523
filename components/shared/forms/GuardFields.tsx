'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { HONEYPOT_FIELD, STARTED_FIELD } from '@/lib/forms/fields';
import styles from './forms.module.css';

/**
 * When a form that mounts now appeared to the visitor. On the page the browser loaded, the form
 * was in its HTML from the page's start: it can be typed into, and autofilled, before its script
 * runs (hydration, or an on-demand part's code arriving on focus), so the time the script ran
 * would refuse a quick but human visitor. After a client-side navigation to another path, the
 * form appeared as it mounted.
 */
function appearedAt(): number {
  const loaded = performance.getEntriesByType?.('navigation')[0]?.name;
  const navigatedSince = loaded !== undefined && new URL(loaded).pathname !== window.location.pathname;
  return navigatedSince ? Date.now() : Math.floor(performance.timeOrigin);
}

/** Hidden fields of every form: the page locale, a honeypot and when the form appeared (lib/forms/guard.ts). */
export function GuardFields({ locale }: { locale: string }) {
  const t = useTranslations('forms');
  const started = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (started.current) started.current.value = String(appearedAt());
  }, []);
  return (
    <>
      <input type="hidden" name="locale" value={locale} />
      {/* No value from React: each re-render would set it back (a hidden input's value is its attribute). */}
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
