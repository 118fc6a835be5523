'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { registerSchema } from '@/lib/auth/schemas';
import { AccountField, AccountStatus } from './AccountField';
import { useAuthForm } from './useAuthForm';
import { useReturnPath, withReturnPath } from './useReturnPath';
import type { AccountLinks } from './accountPage';
import styles from './account.module.css';

/** Registration; afterwards the visitor goes back where they came from (`?next=`), else to the account page. */
export function RegisterForm({ accountHref, loginHref, privacyNotice }: Pick<AccountLinks, 'accountHref' | 'loginHref'> & { privacyNotice: ReactNode }) {
  const t = useTranslations('account');
  const next = useReturnPath();
  const { errors, formError, pending, onSubmit } = useAuthForm(
    registerSchema,
    (data) => [['/sign-up/email', { name: data.name, email: data.email, password: data.password }]],
    () => window.location.assign(next ?? accountHref),
  );
  return (
    <form method="post" noValidate data-needs-script onSubmit={onSubmit} className={styles.form} data-testid="register-form">
      <AccountField form="register" name="name" label={t('fields.name')} autoComplete="name" error={errors.name} />
      <AccountField form="register" name="email" type="email" label={t('fields.email')} autoComplete="email" error={errors.email} />
      <AccountField form="register" name="password" type="password" label={t('fields.password')} autoComplete="new-password" error={errors.password} hint={t('passwordPolicy')} />
      {privacyNotice}
      <button type="submit" className="button" disabled={pending}>
        {t('register.submit')}
      </button>
      <AccountStatus error={formError} />
      <p className={styles.switch}>
        {t('register.haveAccount')} <a href={withReturnPath(loginHref, next)}>{t('register.login')}</a>
      </p>
    </form>
  );
}
