import type { ReactNode } from 'react';
import styles from './PowerWarning.module.css';

/** The "turn off the power first" notice of mains-wired products and the installation guide. */
export function PowerWarning({ title, headingId, children }: { title: string; headingId: string; children: ReactNode }) {
  return (
    <aside className={styles.warning} role="note" aria-labelledby={headingId}>
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M12 3 2 21h20L12 3Zm0 6v5m0 3v.01" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div>
        <h2 id={headingId}>{title}</h2>
        {children}
      </div>
    </aside>
  );
}
