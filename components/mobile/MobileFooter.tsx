import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { SITE, SOCIAL_LINKS, phoneHref } from '@/lib/site';
import { FooterLinks } from '@/components/shared/FooterLinks';
import { Icon } from '@/components/shared/Icons';
import { SubscribeForm } from '@/components/shared/forms/SubscribeForm';
import { PrivacyNotice } from '@/components/shared/forms/PrivacyNotice';
import styles from './MobileFooter.module.css';
import { contactValues } from '@/lib/i18n/bidi';

export async function MobileFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    <footer className={styles.footer}>
      <SubscribeForm locale={locale} variant="mobile" privacyNotice={<PrivacyNotice locale={locale} shell="mobile" form="subscribe" />} />
      <FooterLinks locale={locale} shell="mobile" className={styles.columns} />
      <p className={styles.contact}>
        <a href={phoneHref()}>{t('chatWithUs', contactValues(locale))}</a>
        <a href={`mailto:${SITE.email}`}>{t('emailUs', contactValues(locale))}</a>
      </p>
      <ul className={styles.social} aria-label={t('followUs')}>
        {SOCIAL_LINKS.map((social) => (
          <li key={social.id}>
            <a href={social.href} rel="noopener noreferrer" target="_blank" aria-label={social.label}>
              <Icon name={social.id} />
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.copyright}>{t('copyright', { year: SITE.copyrightYear, brand: SITE.name })}</p>
    </footer>
  );
}
