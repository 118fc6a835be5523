import 'server-only';
import { getRequestConfig } from 'next-intl/server';
import { locale as rootLocale } from 'next/root-params';
import { formattingLocaleOf, localeOrDefault } from './locales';
import { messagesFor } from './messages';
import { keyAsText, reportIntlError } from './errors';

async function localeOfRoute(): Promise<string | undefined> {
  try {
    return await rootLocale();
  } catch {
    // Server actions and route handlers have no root params; they pass the locale explicitly.
    return undefined;
  }
}

export default getRequestConfig(async ({ locale: explicit }) => {
  const requested = explicit ?? (await localeOfRoute());
  const locale = localeOrDefault(requested);
  return {
    // Only the digits differ from the route's locale (see formattingLocaleOf).
    locale: formattingLocaleOf(locale),
    messages: await messagesFor(locale),
    timeZone: 'UTC',
    getMessageFallback: keyAsText,
    onError: reportIntlError,
  };
});
