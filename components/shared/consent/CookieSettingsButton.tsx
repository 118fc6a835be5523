'use client';

import { openConsentSettings } from './consentStore';
import styles from './CookieSettingsButton.module.css';

/** The footer's "Cookie settings": reopens the settings dialog on any page. */
export function CookieSettingsButton({ label, block = false }: { label: string; /** Full-row target, as the mobile footer's links. */ block?: boolean }) {
  return (
    <button type="button" className={`${styles.linkButton} ${block ? styles.block : ''}`} onClick={openConsentSettings} aria-haspopup="dialog">
      {label}
    </button>
  );
}
