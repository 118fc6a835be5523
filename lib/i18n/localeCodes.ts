/**
 * The codes of the site's languages (the path segment and message folder) and what the browser
 * needs of them: little enough for every page's script. Everything else about a locale is in
 * locales.ts, keyed by these codes.
 */
export const LOCALE_CODES = [
  'ar-SA',
  'bg-BG',
  'cs-CZ',
  'da-DK',
  'de-DE',
  'el-GR',
  'ga-IE',
  'en-US',
  'es-ES',
  'fi-FI',
  'fr-FR',
  'he-IL',
  'hr-HR',
  'hu-HU',
  'id-ID',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'ms-MY',
  'nb-NO',
  'nl-NL',
  'pl-PL',
  'pt-BR',
  'ro-RO',
  'ru-RU',
  'sk-SK',
  'sl-SI',
  'sr-SP',
  'sv-SE',
  'th-TH',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
] as const;

export type Locale = (typeof LOCALE_CODES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';

/** Name of the cookie that stores the visitor's language choice (also mirrored in localStorage). */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_STORAGE_KEY = 'locale';

const CODES: ReadonlySet<string> = new Set(LOCALE_CODES);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && CODES.has(value);
}

/** A path's locale segment, as a regular expression's alternatives: exactly the site's codes. */
export const LOCALE_SEGMENT_PATTERN = LOCALE_CODES.join('|');
