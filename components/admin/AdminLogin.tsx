import { getTranslations } from 'next-intl/server';
import { AdminLoginForm } from './AdminLoginForm';
import styles from './admin.module.css';

export async function AdminLogin() {
  const t = await getTranslations({ locale: 'en-US', namespace: 'admin' });
  return (
    <main className={styles.login}>
      <h1>{t('login.heading')}</h1>
      <AdminLoginForm
        labels={{ password: t('login.password'), submit: t('login.submit'), failed: t('login.failed'), locked: t.raw('login.locked') as string }}
      />
    </main>
  );
}
