import type { ReactNode } from 'react';
import { IntlProvider } from '@/components/shared/IntlProvider';
import { clientMessagesFor, type Namespace } from '@/lib/i18n/messages';
import { formattingLocaleOf, type Locale } from '@/lib/i18n/locales';

/**
 * Gives the client components below it the messages of `namespaces`. Only the pages that show
 * the big forms (contact, feedback, the account pages) send these strings, and next-intl's
 * client code, to the browser.
 */
export async function ClientIntl({ locale, namespaces, children }: { locale: Locale; namespaces: readonly Namespace[]; children: ReactNode }) {
  const messages = await clientMessagesFor(locale, namespaces);
  return (
    <IntlProvider locale={formattingLocaleOf(locale)} messages={messages}>
      {children}
    </IntlProvider>
  );
}
