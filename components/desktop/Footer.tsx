import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site';
import { FooterLinks } from '@/components/shared/FooterLinks';
import { Logo } from '@/components/shared/Logo';
import { FooterContact } from '@/components/shared/FooterContact';
import { LanguageSwitcherOnDemand } from '@/components/shared/onDemand/parts';
import { Subscribe } from '@/components/shared/forms/Subscribe';
import styles from './Footer.module.css';
// Stylesheets of the parts loaded on demand (components/shared/onDemand), linked with the
// page: the parts' own imports of them arrive only with their code.
import '@/components/shared/LanguageSwitcher.module.css';

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations('common');
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.top}`}>
        <div className={styles.about}>
          <Logo inverted />
          <p>{t('brandLine')}</p>
          <FooterContact locale={locale} contactClass={styles.contact} socialClass={styles.social} />
        </div>
        <FooterLinks locale={locale} shell="desktop" className={styles.columns} />
      </div>
      <div className="container">
        <Subscribe locale={locale} shell="desktop" />
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('copyright', { year: SITE.copyrightYear, brand: SITE.name })}</p>
        <LanguageSwitcherOnDemand locale={locale} label={t('language')} placement="up" />
      </div>
    </footer>
  );
}
