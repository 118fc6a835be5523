import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import type { AbstractIntlMessages } from 'next-intl';
import { mergeMessages } from '@/lib/i18n/mergeMessages';
import { DEFAULT_LOCALE, formattingLocaleOf, type Locale } from '@/lib/i18n/locales';

type Messages = AbstractIntlMessages;

function readLocale(root: string, locale: Locale): Messages {
  const dir = path.join(root, 'messages', locale);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Messages]),
  );
}

/** A locale's messages, one object per namespace file, English filling any gap, as the site loads them. */
export function loadMessages(root: string, locale: Locale): Messages {
  const english = readLocale(root, DEFAULT_LOCALE);
  return locale === DEFAULT_LOCALE ? english : mergeMessages(english, readLocale(root, locale));
}

export type DocTranslate = (key: string, values?: Record<string, string | number>) => string;

/** A translator for one namespace; a missing message is an error, so no document prints a bare key. */
export function docTranslator(messages: Messages, locale: Locale, namespace: string): DocTranslate {
  return createTranslator({
    locale: formattingLocaleOf(locale),
    messages,
    namespace: namespace as never,
    onError: (error) => {
      throw error;
    },
  }) as unknown as DocTranslate;
}
