import { getTranslations } from 'next-intl/server';
import { SITE, SOCIAL_LINKS, phoneHref } from '@/lib/site';
import type { Locale } from '@/lib/i18n/locales';
import { Icon } from '@/components/shared/Icons';
import styles from './SocialSidebar.module.css';
import { contactValues } from '@/lib/i18n/bidi';

/** The floating contact and social rail of the desktop shell (all values from lib/site.ts). */
export async function SocialSidebar({ locale }: { locale: Locale }) {
  const t = await getTranslations('common');
  return (
    <aside className={styles.rail} aria-label={t('contactSidebar')}>
      <ul>
        <li>
          <a href={phoneHref()} className={styles.link}>
            <Icon name="chat" />
            <span className={styles.tip}>{t('chatWithUs', contactValues(locale))}</span>
          </a>
        </li>
        <li>
          <a href={`mailto:${SITE.email}`} className={styles.link}>
            <Icon name="mail" />
            <span className={styles.tip}>{t('emailUs', contactValues(locale))}</span>
          </a>
        </li>
        {SOCIAL_LINKS.map((social) => (
          <li key={social.id}>
            <a href={social.href} className={styles.link} rel="noopener noreferrer" target="_blank">
              <Icon name={social.id} />
              <span className={styles.tip}>{social.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
