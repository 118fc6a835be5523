import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site';
import { FooterLinks } from '@/components/shared/FooterLinks';
import { FooterContact } from '@/components/shared/FooterContact';
import { SubscribeForm } from '@/components/shared/forms/SubscribeForm';
import { PrivacyNotice } from '@/components/shared/forms/PrivacyNotice';
import styles from './MobileFooter.module.css';

export async function MobileFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations('common');
  return (
    <footer className={styles.footer}>
      <SubscribeForm locale={locale} variant="mobile" privacyNotice={<PrivacyNotice locale={locale} shell="mobile" form="subscribe" />} />
      <FooterLinks locale={locale} shell="mobile" className={styles.columns} />
      <FooterContact locale={locale} contactClass={styles.contact} socialClass={styles.social} />
      <p className={styles.copyright}>{t('copyright', { year: SITE.copyrightYear, brand: SITE.name })}</p>
    </footer>
  );
}
