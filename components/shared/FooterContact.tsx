import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { SOCIAL_LINKS } from '@/lib/site';
import { Icon } from './Icons';
import { ContactLink } from './ContactLink';

/**
 * What both footers say about reaching the company: chat and email (`contactClass` lays
 * them out), then the social profiles (`socialClass`).
 */
export async function FooterContact({ locale, contactClass, socialClass }: { locale: Locale; contactClass?: string; socialClass?: string }) {
  const t = await getTranslations('common');
  return (
    <>
      <p className={contactClass}>
        <ContactLink channel="chat" locale={locale} />
        <ContactLink channel="email" locale={locale} />
      </p>
      <ul className={socialClass} aria-label={t('followUs')}>
        {SOCIAL_LINKS.map((social) => (
          <li key={social.id}>
            <a href={social.href} rel="noopener noreferrer" target="_blank" aria-label={social.label}>
              <Icon name={social.id} />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
