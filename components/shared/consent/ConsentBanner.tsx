'use client';

import { useId, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { ModalDialog } from './ModalDialog';
import styles from './Consent.module.css';

interface Props {
  onAccept: () => void;
  onManage: () => void;
  onReject: () => void;
}

/**
 * The first-visit question, over a dimmed page. Accepting and rejecting are equally
 * prominent; Escape does not dismiss it, as a choice is needed.
 */
export function ConsentBanner({ onAccept, onManage, onReject }: Props) {
  const t = useTranslations('consent.banner');
  const titleId = useId();
  const textId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} placement="sheet" initialFocus={heading} className={styles.banner}>
      <div className={styles.bannerBody} data-consent-banner="">
        <div className={styles.bannerText}>
          <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
            {t('title')}
          </h2>
          <p id={textId}>{t('text')}</p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={onAccept}>
            {t('accept')}
          </button>
          <button type="button" className="button" onClick={onReject}>
            {t('reject')}
          </button>
          <button type="button" className="button button--ghost" onClick={onManage}>
            {t('manage')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
