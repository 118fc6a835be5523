'use client';

import { useTranslations } from 'next-intl';
import { loginSchema } from '@/lib/auth/schemas';
import { AccountField, AccountStatus } from './AccountField';
import { useAuthForm } from './useAuthForm';
import { useReturnPath, withReturnPath } from './useReturnPath';
import type { AccountLinks } from './accountPage';
import styles from './account.module.css';

/** Sign-in; a wrong address and a wrong password get the same message. */
export function LoginForm({ accountHref, registerHref }: Pick<AccountLinks, 'accountHref' | 'registerHref'>) {
  const t = useTranslations('account');
  const next = useReturnPath();
  const { errors, formError, pending, onSubmit } = useAuthForm(
    loginSchema,
    (data) => [['/sign-in/email', { email: data.email, password: data.password }]],
    () => window.location.assign(next ?? accountHref),
  );
  return (
    <form method="post" noValidate data-needs-script onSubmit={onSubmit} className={styles.form} data-testid="login-form">
      <AccountField form="login" name="email" type="email" label={t('fields.email')} autoComplete="email" error={errors.email} />
      <AccountField form="login" name="password" type="password" label={t('fields.password')} autoComplete="current-password" error={errors.password} />
      <button type="submit" className="button" disabled={pending}>
        {t('login.submit')}
      </button>
      <AccountStatus error={formError} />
      <p className={styles.switch}>
        {t('login.noAccount')} <a href={withReturnPath(registerHref, next)}>{t('login.register')}</a>
      </p>
    </form>
  );
}
