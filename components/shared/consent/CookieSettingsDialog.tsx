'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { pageHref, splitPath } from '@/lib/i18n/paths';
import type { ConsentChoice, OptionalCategory } from '@/lib/consent';
import type { RejectMode } from '@/lib/site';
import { ModalDialog } from './ModalDialog';
import styles from './Consent.module.css';

interface Props {
  /** The stored choice, or nothing chosen yet (every optional category off). */
  initial: ConsentChoice;
  onSave: (choice: ConsentChoice) => void;
  onClose: () => void;
  /** What "Reject all" does on this site: the policy says so, and never the opposite. */
  rejectMode: RejectMode;
}

const POLICY_PARAGRAPHS = ['what', 'storage', 'withdraw'] as const;
const REJECT_PARAGRAPH = { store: 'rejectKeepsSite', warn: 'rejectClosesSite' } as const satisfies Record<RejectMode, string>;
const PRIVACY_POINTS = ['controller', 'data', 'processors', 'rights'] as const;

/** "Manage cookies": the cookie policy, the privacy policy's key points and a switch per category. */
export function CookieSettingsDialog({ initial, onSave, onClose, rejectMode }: Props) {
  const t = useTranslations('consent.settings');
  const { locale, shell } = splitPath(usePathname());
  const [choice, setChoice] = useState<ConsentChoice>(initial);
  const titleId = useId();
  const idPrefix = useId();

  const toggle = (category: OptionalCategory) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setChoice((previous) => ({ ...previous, [category]: event.target.checked }));

  const category = (name: 'necessary' | OptionalCategory, control: React.ReactNode) => (
    <li className={styles.category}>
      <div className={styles.categoryHead}>
        <label htmlFor={`${idPrefix}-${name}`} className={styles.categoryName}>
          {t(`${name}.name`)}
        </label>
        {control}
      </div>
      <p id={`${idPrefix}-${name}-text`} className={styles.categoryText}>
        {t(`${name}.description`)}
      </p>
    </li>
  );

  const optionalSwitch = (name: OptionalCategory) => (
    <input
      id={`${idPrefix}-${name}`}
      type="checkbox"
      role="switch"
      className={styles.switch}
      checked={choice[name]}
      onChange={toggle(name)}
      aria-describedby={`${idPrefix}-${name}-text`}
    />
  );

  return (
    <ModalDialog labelledBy={titleId} onDismiss={onClose} className={styles.settings}>
      <form
        className={styles.settingsBody}
        onSubmit={(event) => {
          event.preventDefault();
          onSave(choice);
        }}
      >
        <div className={styles.settingsHead}>
          <h2 id={titleId} className={styles.title}>
            {t('title')}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>

        <section aria-labelledby={`${idPrefix}-choices`}>
          <h3 id={`${idPrefix}-choices`} className={styles.subtitle}>
            {t('categoriesTitle')}
          </h3>
          <ul className={styles.categories}>
            {category(
              'necessary',
              <span className={styles.alwaysOn}>
                <input
                  id={`${idPrefix}-necessary`}
                  type="checkbox"
                  role="switch"
                  className={styles.switch}
                  checked
                  disabled
                  readOnly
                  aria-describedby={`${idPrefix}-necessary-text`}
                />
                <span>{t('alwaysOn')}</span>
              </span>,
            )}
            {category('analytics', optionalSwitch('analytics'))}
            {category('marketing', optionalSwitch('marketing'))}
          </ul>
        </section>

        <section aria-labelledby={`${idPrefix}-policy`} className={styles.policy}>
          <h3 id={`${idPrefix}-policy`} className={styles.subtitle}>
            {t('policyTitle')}
          </h3>
          {[...POLICY_PARAGRAPHS, REJECT_PARAGRAPH[rejectMode]].map((key) => (
            <p key={key}>{t(`policy.${key}`)}</p>
          ))}
        </section>

        <section aria-labelledby={`${idPrefix}-privacy`} className={styles.policy}>
          <h3 id={`${idPrefix}-privacy`} className={styles.subtitle}>
            {t('privacyTitle')}
          </h3>
          <ul>
            {PRIVACY_POINTS.map((key) => (
              <li key={key}>{t(`privacy.${key}`)}</li>
            ))}
          </ul>
          <p>
            <a href={pageHref(locale, shell, '/privacy')}>{t('privacyLink')}</a>
          </p>
        </section>

        <div className={styles.actions}>
          <button type="submit" className="button">
            {t('save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
