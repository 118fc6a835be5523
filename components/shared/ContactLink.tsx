import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { contactValues } from '@/lib/i18n/bidi';
import { SITE, phoneHref } from '@/lib/site';
import { KeptTogether } from './KeptTogether';

/** The company's chat line or email address as a link, "Chat: +86 …" or "Email: support@…", the number or address kept on one line. */
export async function ContactLink({ channel, locale }: { channel: 'chat' | 'email'; locale: Locale }) {
  const t = await getTranslations('common');
  const contact = contactValues(locale);
  return channel === 'chat' ? (
    <a href={phoneHref()}>
      <KeptTogether format={(phone) => t('chatWithUs', { phone })} value={contact.phone} />
    </a>
  ) : (
    <a href={`mailto:${SITE.email}`}>
      <KeptTogether format={(email) => t('emailUs', { email })} value={contact.email} />
    </a>
  );
}
