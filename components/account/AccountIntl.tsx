import type { ReactNode } from 'react';
import { IntlProvider } from '@/components/shared/IntlProvider';
import { ACCOUNT_NAMESPACES, clientMessagesFor } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Gives the account components below it their `account` messages. Only pages (and the
 * header link) that show account forms send these strings to the browser.
 */
export async function AccountIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await clientMessagesFor(locale, ACCOUNT_NAMESPACES);
  return (
    <IntlProvider locale={locale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
