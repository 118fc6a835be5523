'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { openConsentSettings, saveConsent, useConsent } from './consentStore';
import styles from './Consent.module.css';

interface Props {
  /** Who serves the content (shown to the visitor): `YouTube`, `Vimeo`… */
  provider: string;
  /** The third-party content, rendered only with marketing consent or on request. */
  children: ReactNode;
}

/**
 * Marketing-category content (an embedded third-party video, a map…) stays behind this
 * click-to-load placeholder until the visitor consents to marketing cookies, or asks to
 * load this one item.
 */
export function ConsentGate({ provider, children }: Props) {
  const t = useTranslations('consent.gate');
  const consent = useConsent();
  const [loadedOnce, setLoadedOnce] = useState(false);

  if (consent?.marketing || loadedOnce) return <>{children}</>;
  return (
    <div className={styles.gate} role="group" aria-label={t('title', { provider })}>
      <p className={styles.gateTitle}>{t('title', { provider })}</p>
      <p>{t('text', { provider })}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => setLoadedOnce(true)}>
          {t('load')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => saveConsent({ analytics: consent?.analytics ?? false, marketing: true })}
        >
          {t('allowAlways')}
        </button>
        <button type="button" className={styles.linkButton} onClick={openConsentSettings}>
          {t('settings')}
        </button>
      </div>
    </div>
  );
}
