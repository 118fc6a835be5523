import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { siteLocaleOf, DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { LocalLink } from '@/components/shared/LocalLink';
import type { PagePath } from '@/lib/pages';
import { Logo } from '@/components/shared/Logo';
import { SearchForm } from '@/components/shared/SearchForm';
import { notFoundMetadata } from '@/lib/seo';
import styles from './not-found.module.css';

/** Head of the not-found boundary (the same as `[...rest]/page.tsx` gives `/404`). */
export async function generateMetadata(): Promise<Metadata> {
  const current = await getLocale();
  const t = await getTranslations({ locale: siteLocaleOf(current) ?? DEFAULT_LOCALE, namespace: 'pages.notFound' });
  return notFoundMetadata({ title: t('title'), description: t('description') });
}

export default async function NotFound() {
  const locale = siteLocaleOf(await getLocale()) ?? DEFAULT_LOCALE;
  const t = await getTranslations('common.notFound');
  const footer = await getTranslations('common.footer');
  const nav = await getTranslations('nav');
  // Where a lost visitor most often wants to go instead: a product, help, or a person.
  const ways: { to: PagePath; label: string }[] = [
    { to: '/support', label: footer('helpCenter') },
    { to: '/support/product', label: footer('productSupport') },
    { to: '/contact', label: nav('contactUs') },
  ];
  return (
    <>
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
    </>
  );
}
