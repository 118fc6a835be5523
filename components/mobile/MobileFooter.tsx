import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site';
import { FooterLinks } from '@/components/shared/FooterLinks';
import { FooterContact } from '@/components/shared/FooterContact';
import { Subscribe } from '@/components/shared/forms/Subscribe';
import styles from './MobileFooter.module.css';

export async function MobileFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations('common');
  return (
    <footer className={styles.footer}>
      <Subscribe locale={locale} shell="mobile" />
      <FooterLinks locale={locale} shell="mobile" className={styles.columns} />
      <FooterContact locale={locale} contactClass={styles.contact} socialClass={styles.social} />
      <p className={styles.copyright}>{t('copyright', { year: SITE.copyrightYear, brand: SITE.name })}</p>
    </footer>
  );
}
