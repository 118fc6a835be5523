// Server only: the browser gets just the namespaces below, of one locale, from clientMessagesFor.
import 'server-only';
import type { AbstractIntlMessages } from 'next-intl';
import { DEFAULT_LOCALE, formattingLocaleOf, type Locale } from './locales';
import { precompileMessages } from './precompile';
import { mergeMessages } from './mergeMessages';

/**
 * Message namespaces: one JSON file per namespace in `messages/{locale}/`.
 * common/nav: shells; pages: titles and page texts; content: product data texts;
 * about: brand story and company; support: help center, installation, downloads;
 * media: app download, catalog, videos; legal: privacy and cookie policy;
 * forms, consent, account, admin: the interactive parts.
 */
export const NAMESPACES = [
  'common', 'nav', 'pages', 'content', 'about', 'support', 'media', 'legal', 'forms', 'consent', 'account', 'admin',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * What visitors read, translated into every language (`messages/{locale}/`). The company's
 * inbox (`admin`) is in English only, in `messages/admin.json`: nobody else reads it.
 */
export const VISITOR_NAMESPACES = NAMESPACES.filter((namespace) => namespace !== 'admin');

/**
 * Every namespace whose strings may reach the browser, each only with the part that reads it:
 * the forms' (FORM_NAMESPACES), the cookie dialogs' and the account pages' (ACCOUNT_NAMESPACES).
 */
export const CLIENT_NAMESPACES = ['forms', 'consent', 'account'] as const satisfies readonly Namespace[];

/** What the forms read: sent with the newsletter, merchant and feedback forms. */
export const FORM_NAMESPACES = ['forms'] as const satisfies readonly Namespace[];

/** What the account forms read: sent only by the account pages (ClientIntl). */
export const ACCOUNT_NAMESPACES = ['account'] as const satisfies readonly Namespace[];

export type Messages = AbstractIntlMessages;

async function loadNamespace(locale: Locale, namespace: Namespace): Promise<Messages> {
  if (namespace === 'admin') return (await import('../../messages/admin.json')).default as Messages;
  try {
    return (await import(`../../messages/${locale}/${namespace}.json`)).default as Messages;
  } catch {
    return {};
  }
}

async function loadLocale(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(NAMESPACES.map((namespace) => loadNamespace(locale, namespace)));
  return Object.fromEntries(NAMESPACES.map((namespace, index) => [namespace, parts[index] ?? {}]));
}

const cache = new Map<Locale, Promise<Messages>>();

/** Messages of a locale with English filling every gap, loaded once per server process. */
export function messagesFor(locale: Locale): Promise<Messages> {
  let entry = cache.get(locale);
  if (!entry) {
    entry =
      locale === DEFAULT_LOCALE
        ? loadLocale(locale)
        : Promise.all([messagesFor(DEFAULT_LOCALE), loadLocale(locale)]).then(([base, own]) =>
            mergeMessages(base, own),
          );
    cache.set(locale, entry);
  }
  return entry;
}

export function pickNamespaces(messages: Messages, namespaces: readonly Namespace[]): Messages {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace] ?? {}]));
}

const clientCache = new Map<string, Promise<Messages>>();

/** The namespaces a page's client components read, compiled for the browser (see precompile.ts). */
export function clientMessagesFor(locale: Locale, namespaces: readonly Namespace[]): Promise<Messages> {
  const key = `${locale}:${namespaces.join(',')}`;
  let entry = clientCache.get(key);
  if (!entry) {
    entry = messagesFor(locale).then((messages) => precompileMessages(pickNamespaces(messages, namespaces)));
    clientCache.set(key, entry);
  }
  return entry;
}

/** The messages a part brings along (clientMessagesFor) and the locale that formats them. */
export interface PartMessages {
  messages: Messages;
  formattingLocale: string;
}

/** The messages of `namespaces` for a part that brings its own provider (withMessages in IntlProvider.tsx). */
export async function partMessagesFor(locale: Locale, namespaces: readonly Namespace[]): Promise<PartMessages> {
  return { messages: await clientMessagesFor(locale, namespaces), formattingLocale: formattingLocaleOf(locale) };
}
