import type { Locale } from '@/lib/i18n/locales';
import { FORM_NAMESPACES, partMessagesFor } from '@/lib/i18n/messages';
import type { Shell } from '@/lib/pages';
import { PrivacyNotice } from './PrivacyNotice';
import { SubscribeFormOnDemand } from '../onDemand/parts';

/** The newsletter sign-up at the foot of every page of both shells. */
export async function Subscribe({ locale, shell }: { locale: Locale; shell: Shell }) {
  return (
    <SubscribeFormOnDemand
      locale={locale}
      variant={shell}
      {...await partMessagesFor(locale, FORM_NAMESPACES)}
      privacyNotice={<PrivacyNotice locale={locale} shell={shell} form="subscribe" />}
    />
  );
}
