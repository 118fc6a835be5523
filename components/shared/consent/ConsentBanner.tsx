'use client';

import { useId, useRef } from 'react';
import { ModalDialog } from './ModalDialog';
import styles from './ConsentBanner.module.css';

/** The banner's strings (`consent.banner`), resolved on the server: the banner needs no message formatter. */
export interface ConsentBannerText {
  title: string;
  text: string;
  accept: string;
  reject: string;
  manage: string;
}

interface Props {
  text: ConsentBannerText;
  onAccept: () => void;
  onManage: () => void;
  onReject: () => void;
}

/**
 * The first-visit question, over a dimmed page. Accepting and rejecting are equally
 * prominent; Escape does not dismiss it, as a choice is needed.
 */
export function ConsentBanner({ text, onAccept, onManage, onReject }: Props) {
  const titleId = useId();
  const textId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} placement="sheet" initialFocus={heading} className={styles.banner}>
      <div className={styles.bannerBody} data-consent-banner="">
        <div className={styles.bannerText}>
          <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
            {text.title}
          </h2>
          <p id={textId}>{text.text}</p>
        </div>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={onAccept}>
            {text.accept}
          </button>
          <button type="button" className="button" onClick={onReject}>
            {text.reject}
          </button>
          <button type="button" className="button button--ghost" onClick={onManage}>
            {text.manage}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
