'use client';

import { useBrowserValue } from '@/components/shared/useBrowserValue';
import styles from './admin.module.css';
import { ADMIN_PAGES } from '@/lib/pages';

interface Labels {
  password: string;
  submit: string;
  failed: string;
  /** With `{minutes}`. */
  locked: string;
}

/** A plain form posted to `/admin/login`, which answers with `?login=failed|locked` on refusal. */
export function AdminLoginForm({ labels }: { labels: Labels }) {
  const search = useBrowserValue(() => window.location.search, '');
  const query = new URLSearchParams(search);
  const outcome = query.get('login');
  const minutes = Number(query.get('minutes')) || 1;
  const message = outcome === 'failed' ? labels.failed : outcome === 'locked' ? labels.locked.replace('{minutes}', String(minutes)) : '';
  return (
    <form method="post" action={ADMIN_PAGES.login} className={styles.loginForm}>
      <label htmlFor="admin-password">{labels.password}</label>
      <input id="admin-password" name="password" type="password" autoComplete="current-password" required className={styles.input} aria-describedby="admin-login-status" />
      <button type="submit" className="button">
        {labels.submit}
      </button>
      <p id="admin-login-status" role="status" aria-live="polite" className={styles.error}>
        {message}
      </p>
    </form>
  );
}
