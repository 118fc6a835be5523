import type { ReactNode } from 'react';
import { IntlProvider } from '@/components/shared/IntlProvider';
import { partMessagesFor, type Namespace } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Gives the client components below it the messages of `namespaces`. Only the pages whose
 * forms load with them (feedback, the account pages) send these strings, and next-intl's
 * client code, to the browser.
 */
export async function ClientIntl({ locale, namespaces, children }: { locale: Locale; namespaces: readonly Namespace[]; children: ReactNode }) {
  const { messages, formattingLocale } = await partMessagesFor(locale, namespaces);
  return (
    <IntlProvider locale={formattingLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
