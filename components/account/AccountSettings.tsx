'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useFormatter, useTranslations } from 'next-intl';
import type { AccountErrorKey } from '@/lib/i18n/keys';
import { callAuth, type AuthCall } from '@/lib/auth/client';
import { SESSION_URL, fetchSession, type SessionUser } from '@/lib/auth/sessionClient';
import { deleteSchema, passwordChangeSchema, profileSchema } from '@/lib/auth/schemas';
import { AccountField, AccountStatus } from './AccountField';
import { useAuthForm } from './useAuthForm';
import { MySubmissions } from './MySubmissions';
import type { AccountLinks } from './accountPage';
import styles from './account.module.css';

function ProfileForm({ user, onSaved }: { user: SessionUser; onSaved: () => void }) {
  const t = useTranslations('account');
  const [saved, setSaved] = useState(false);
  const { errors, formError, pending, onSubmit } = useAuthForm(
    profileSchema,
    (data) => {
      const calls: AuthCall[] = [];
      if (data.name !== user.name) calls.push(['/update-user', { name: data.name }]);
      if (data.email !== user.email.toLowerCase()) calls.push(['/change-email', { newEmail: data.email }]);
      return calls;
    },
    () => {
      setSaved(true);
      onSaved();
    },
  );
  return (
    <form method="post" noValidate data-needs-script onSubmit={onSubmit} onInput={() => setSaved(false)} className={styles.form} aria-labelledby="account-profile">
      <h2 id="account-profile">{t('settings.profile.title')}</h2>
      <AccountField form="profile" name="name" label={t('fields.name')} autoComplete="name" error={errors.name} defaultValue={user.name} />
      <AccountField form="profile" name="email" type="email" label={t('fields.email')} autoComplete="email" error={errors.email} defaultValue={user.email} />
      <button type="submit" className="button" disabled={pending}>
        {t('settings.profile.save')}
      </button>
      <AccountStatus error={formError} success={saved ? t('settings.profile.saved') : undefined} />
    </form>
  );
}

function PasswordForm() {
  const t = useTranslations('account');
  const [saved, setSaved] = useState(false);
  const { errors, formError, pending, onSubmit } = useAuthForm(
    passwordChangeSchema,
    (data) => [['/change-password', { currentPassword: data.currentPassword, newPassword: data.newPassword, revokeOtherSessions: true }]],
    (form) => {
      form.reset();
      setSaved(true);
    },
  );
  return (
    <form method="post" noValidate data-needs-script onSubmit={onSubmit} onInput={() => setSaved(false)} className={styles.form} aria-labelledby="account-password">
      <h2 id="account-password">{t('settings.password.title')}</h2>
      <AccountField form="password" name="currentPassword" type="password" label={t('fields.currentPassword')} autoComplete="current-password" error={errors.currentPassword} />
      <AccountField form="password" name="newPassword" type="password" label={t('fields.newPassword')} autoComplete="new-password" error={errors.newPassword} hint={t('passwordPolicy')} />
      <button type="submit" className="button" disabled={pending}>
        {t('settings.password.save')}
      </button>
      <AccountStatus error={formError} success={saved ? t('settings.password.saved') : undefined} />
    </form>
  );
}

function DeleteForm({ onDeleted }: { onDeleted: () => void }) {
  const t = useTranslations('account');
  const { errors, formError, pending, onSubmit } = useAuthForm(deleteSchema, (data) => [['/delete-user', { password: data.password }]], onDeleted);
  return (
    <form method="post" noValidate data-needs-script onSubmit={onSubmit} className={`${styles.form} ${styles.danger}`} aria-labelledby="account-delete">
      <h2 id="account-delete">{t('settings.delete.title')}</h2>
      <p>{t('settings.delete.lead')}</p>
      <AccountField form="delete" name="password" type="password" label={t('fields.password')} autoComplete="current-password" error={errors.password} />
      <div className={styles.check}>
        <input id="delete-confirm" name="confirm" type="checkbox" aria-invalid={errors.confirm ? true : undefined} aria-describedby={errors.confirm ? 'delete-confirm-error' : undefined} />
        <label htmlFor="delete-confirm">{t('settings.delete.confirm')}</label>
      </div>
      {errors.confirm ? (
        <p id="delete-confirm-error" className={styles.error}>
          {t(`errors.${errors.confirm as AccountErrorKey}`)}
        </p>
      ) : null}
      <button type="submit" className={`button ${styles.dangerButton}`} disabled={pending}>
        {t('settings.delete.submit')}
      </button>
      <AccountStatus error={formError} />
    </form>
  );
}

/** The account page's body: the session is asked for in the browser, so the page stays static. */
export function AccountSettings({ loginHref, registerHref }: Pick<AccountLinks, 'loginHref' | 'registerHref'>) {
  const t = useTranslations('account');
  const format = useFormatter();
  const { data: user, error, isLoading, mutate } = useSWR(SESSION_URL, fetchSession, { revalidateOnFocus: true });
  const [deleted, setDeleted] = useState(false);

  if (isLoading) return <p className={styles.state}>{t('checking')}</p>;
  if (error) return <AccountStatus error="unavailable" />;
  if (!user) {
    return (
      <div className={styles.state} data-testid="account-signed-out">
        <AccountStatus success={deleted ? t('settings.delete.done') : undefined} />
        <p>{t('settings.signedOut')}</p>
        <p className={styles.links}>
          <a className="button" href={loginHref}>
            {t('register.login')}
          </a>
          <a className="button button--ghost" href={registerHref}>
            {t('login.register')}
          </a>
        </p>
      </div>
    );
  }

  async function logout() {
    await callAuth('/sign-out');
    await mutate(null, { revalidate: false });
  }

  return (
    <div className={styles.settings} data-testid="account-settings">
      <div className={styles.summary}>
        <p>
          <strong>{t('settings.signedInAs', { email: user.email })}</strong>
          <br />
          <span className="muted">{t('settings.memberSince', { date: format.dateTime(new Date(user.createdAt), { dateStyle: 'long' }) })}</span>
        </p>
        <button type="button" className="button button--ghost" onClick={() => void logout()}>
          {t('settings.logout')}
        </button>
      </div>
      <div className={styles.sections}>
        {/* Not re-created when the saved account changes: focus and the "saved" message stay. */}
        <ProfileForm user={user} onSaved={() => void mutate()} />
        <MySubmissions />
        <PasswordForm />
        <DeleteForm
          onDeleted={() => {
            setDeleted(true);
            void mutate(null, { revalidate: false });
          }}
        />
      </div>
    </div>
  );
}
