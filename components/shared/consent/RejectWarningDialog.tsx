'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { ModalDialog } from './ModalDialog';
import { closeWebsite } from './closeWebsite';
import styles from './Consent.module.css';

/** The SPEC's original answer to "Reject all" (site setting `NEXT_PUBLIC_CONSENT_REJECT_MODE=warn`). */
export function RejectWarningDialog({ onCancel }: { onCancel: () => void }) {
  const t = useTranslations('consent.reject');
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onDismiss={onCancel} className={styles.warning}>
      <div className={styles.settingsBody}>
        <h2 id={titleId} className={styles.title}>
          {t('title')}
        </h2>
        <p id={textId}>{t('text')}</p>
        <div className={styles.actions}>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="button" className="button" onClick={() => closeWebsite(window)}>
            {t('closeWebsite')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
