import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'use-intl/core';
import { toWinAnsi } from './pdfText';

type Messages = Record<string, unknown>;

/** The English messages, one object per namespace file, as the site loads them. */
export function loadEnglishMessages(root: string): Messages {
  const dir = path.join(root, 'messages', 'en-US');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as unknown]),
  );
}

export type PdfTranslate = (key: string, values?: Record<string, string | number>) => string;

/** A translator for one namespace whose output is safe for the PDF's built-in font. */
export function pdfTranslator(messages: Messages, namespace: string): PdfTranslate {
  const t = createTranslator({
    locale: 'en-US',
    messages,
    namespace: namespace as never,
    onError: (error) => {
      throw error;
    },
  }) as unknown as PdfTranslate;
  return (key, values) => toWinAnsi(t(key, values));
}
