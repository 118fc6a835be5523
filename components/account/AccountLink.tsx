'use client';

import { SESSION_URL, fetchSession } from '@/lib/auth/sessionClient';
import { mayBeSignedIn } from '@/lib/auth/sessionHint';
import { useFetched } from '@/components/shared/useFetched';
import styles from './AccountLink.module.css';

export interface AccountLinkProps {
  loginHref: string;
  accountHref: string;
  labels: { login: string; account: string };
}

/**
 * The mobile header's guest / signed-in state (SPEC section 6): "Log in" for guests,
 * "My account" once the browser's session says someone is signed in. A guest's browser
 * holds no session hint, and the page does not ask.
 */
export function AccountLink({ loginHref, accountHref, labels }: AccountLinkProps) {
  const user = useFetched(mayBeSignedIn() ? SESSION_URL : null, fetchSession, { refreshOnFocus: true });
  const signedIn = Boolean(user);
  return (
    <a className={styles.link} href={signedIn ? accountHref : loginHref} data-state={signedIn ? 'signed-in' : 'guest'} data-testid="header-account">
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
      </svg>
      <span>{signedIn ? labels.account : labels.login}</span>
    </a>
  );
}
