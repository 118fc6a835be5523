import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { PagePath } from '@/lib/pages';
import { LocalLink } from '@/components/shared/LocalLink';
import { Logo } from '@/components/shared/Logo';
import { SearchForm } from '@/components/shared/SearchForm';
import styles from './notFound.module.css';

/** The not-found page of a locale: `/404` (app/[locale]/404) and the not-found boundary. */
export async function NotFoundView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common.notFound' });
  const footer = await getTranslations({ locale, namespace: 'common.footer' });
  const nav = await getTranslations({ locale, namespace: 'nav' });
  // Where a lost visitor most often wants to go instead: a product, help, or a person.
  const ways: { to: PagePath; label: string }[] = [
    { to: '/support', label: footer('helpCenter') },
    { to: '/support/product', label: footer('productSupport') },
    { to: '/contact', label: nav('contactUs') },
  ];
  return (
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
      <div className={styles.search}>
        <SearchForm locale={locale} shell="desktop" />
      </div>
      <ul className={styles.ways}>
        <li>
          <LocalLink locale={locale} shell="desktop" to="/" className="button">
            {t('home')}
          </LocalLink>
        </li>
        {ways.map((way) => (
          <li key={way.to}>
            <LocalLink locale={locale} shell="desktop" to={way.to} className="button button--ghost">
              {way.label}
            </LocalLink>
          </li>
        ))}
      </ul>
    </main>
  );
}

/** The head of the not-found page: its title and description, kept out of search results. */
export async function notFoundHead(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'pages.notFound' });
  return { title: t('title'), description: t('description') };
}
