import { getLocale, getTranslations } from 'next-intl/server';
import { siteLocaleOf, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { LocalLink } from '@/components/shared/LocalLink';
import { Logo } from '@/components/shared/Logo';
import styles from './not-found.module.css';

export default async function NotFound() {
  const locale = siteLocaleOf(await getLocale()) ?? DEFAULT_LOCALE;
  const t = await getTranslations({ locale, namespace: 'common.notFound' });
  return (
    <>
      <title>{`${t('title')} | 404`}</title>
      <meta name="robots" content="noindex" />
      <main id="main" tabIndex={-1} className={styles.page}>
        <LocalLink locale={locale} shell="desktop" to="/" className={styles.brand}>
          <Logo />
        </LocalLink>
        {/* The code and its label are the SPEC's fixed texts, the same in every language. */}
        <h1 className={styles.code}>404</h1>
        <p className={styles.text} lang="en">
          serve error
        </p>
        <h2 className={styles.title}>{t('title')}</h2>
        <p className="muted">{t('explain')}</p>
        <LocalLink locale={locale} shell="desktop" to="/" className="button">
          {t('home')}
        </LocalLink>
      </main>
    </>
  );
}
