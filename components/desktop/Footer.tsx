import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site';
import { FooterLinks } from '@/components/shared/FooterLinks';
import { Logo } from '@/components/shared/Logo';
import { FooterContact } from '@/components/shared/FooterContact';
import { LanguageSwitcher } from '@/components/shared/LanguageSwitcher';
import { SubscribeForm } from '@/components/shared/forms/SubscribeForm';
import { PrivacyNotice } from '@/components/shared/forms/PrivacyNotice';
import styles from './Footer.module.css';

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
        <SubscribeForm locale={locale} variant="desktop" privacyNotice={<PrivacyNotice locale={locale} shell="desktop" form="subscribe" />} />
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('copyright', { year: SITE.copyrightYear, brand: SITE.name })}</p>
        <LanguageSwitcher locale={locale} label={t('language')} placement="up" />
      </div>
    </footer>
  );
}
