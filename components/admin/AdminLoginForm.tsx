'use client';

import { useActionState } from 'react';
import { adminLoginAction, type AdminLoginState } from '@/lib/auth/admin/actions';
import styles from './admin.module.css';

interface Labels {
  password: string;
  submit: string;
  failed: string;
  /** With `{minutes}`. */
  locked: string;
}

export function AdminLoginForm({ labels }: { labels: Labels }) {
  const [state, action, pending] = useActionState<AdminLoginState, FormData>(adminLoginAction, { status: 'idle' });
  const message = state.status === 'failed' ? labels.failed : state.status === 'locked' ? labels.locked.replace('{minutes}', String(state.minutes)) : '';
  return (
    <form action={action} className={styles.loginForm}>
      <label htmlFor="admin-password">{labels.password}</label>
      <input id="admin-password" name="password" type="password" autoComplete="current-password" required className={styles.input} aria-describedby="admin-login-status" />
      <button type="submit" className="button" disabled={pending}>
        {labels.submit}
      </button>
      <p id="admin-login-status" role="status" aria-live="polite" className={styles.error} data-state={state.status}>
        {message}
      </p>
    </form>
  );
}
