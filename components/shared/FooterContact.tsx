import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { contactValues } from '@/lib/i18n/bidi';
import { SITE, SOCIAL_LINKS, phoneHref } from '@/lib/site';
import { Icon } from './Icons';
import { KeptTogether } from './KeptTogether';

/**
 * What both footers say about reaching the company: chat and email (`contactClass` lays
 * them out), then the social profiles (`socialClass`).
 */
export async function FooterContact({ locale, contactClass, socialClass }: { locale: Locale; contactClass?: string; socialClass?: string }) {
  const t = await getTranslations('common');
  const contact = contactValues(locale);
  return (
    <>
      <p className={contactClass}>
        <a href={phoneHref()}>
          <KeptTogether format={(phone) => t('chatWithUs', { phone })} value={contact.phone} />
        </a>
        <a href={`mailto:${SITE.email}`}>
          <KeptTogether format={(email) => t('emailUs', { email })} value={contact.email} />
        </a>
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
