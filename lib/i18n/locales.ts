/** The 34 supported locales (SPEC section 9); `en-US` is the base and the default. */
export const LOCALES = [
  'ar-SA', 'bg-BG', 'cs-CZ', 'da-DK', 'de-DE', 'el-GR', 'ga-IE', 'en-US', 'es-ES', 'fi-FI',
  'fr-FR', 'he-IL', 'hr-HR', 'hu-HU', 'id-ID', 'it-IT', 'ja-JP', 'ko-KR', 'ms-MY', 'nb-NO',
  'nl-NL', 'pl-PL', 'pt-BR', 'ro-RO', 'ru-RU', 'sk-SK', 'sl-SI', 'sr-SP', 'sv-SE', 'th-TH',
  'tr-TR', 'uk-UA', 'vi-VN', 'zh-CN',
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-US';

/** Name of the cookie that stores the visitor's language choice (also mirrored in localStorage). */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_STORAGE_KEY = 'locale';

const RTL: ReadonlySet<Locale> = new Set(['ar-SA', 'he-IL']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The BCP 47 tag a browser and the Intl APIs understand. `sr-SP` is the legacy code the
 * original site used for Serbian (Cyrillic); `sr-Cyrl-RS` is its standard form.
 */
export function htmlLangOf(locale: Locale): string {
  return locale === 'sr-SP' ? 'sr-Cyrl-RS' : locale;
}

/**
 * Digits: `ar-SA` formats numbers with Arabic-Indic digits (٣) by default, while product
 * copy in Arabic writes ratings, ranges and SKUs with Western digits (18W, 0-8cm). Saudi
 * technology sites use Western digits, so numbers formatted by next-intl (plural `#`,
 * `{n, number}`, dates) use them too: the formatting locale adds `-u-nu-latn`.
 */
const WESTERN_DIGITS: ReadonlySet<Locale> = new Set(['ar-SA']);

/** The locale next-intl formats numbers and dates with (same language, chosen digits). */
export function formattingLocaleOf(locale: Locale): string {
  return WESTERN_DIGITS.has(locale) ? `${locale}-u-nu-latn` : locale;
}

/** The site locale a formatting locale belongs to (the reverse of `formattingLocaleOf`). */
export function siteLocaleOf(tag: string): Locale | undefined {
  const base = tag.replace(/-u-.*$/, '');
  return isLocale(base) ? base : undefined;
}

/** Each language in its own name, as the language switcher shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'ar-SA': 'العربية',
  'bg-BG': 'Български',
  'cs-CZ': 'Čeština',
  'da-DK': 'Dansk',
  'de-DE': 'Deutsch',
  'el-GR': 'Ελληνικά',
  'ga-IE': 'Gaeilge',
  'en-US': 'English',
  'es-ES': 'Español',
  'fi-FI': 'Suomi',
  'fr-FR': 'Français',
  'he-IL': 'עברית',
  'hr-HR': 'Hrvatski',
  'hu-HU': 'Magyar',
  'id-ID': 'Bahasa Indonesia',
  'it-IT': 'Italiano',
  'ja-JP': '日本語',
  'ko-KR': '한국어',
  'ms-MY': 'Bahasa Melayu',
  'nb-NO': 'Norsk bokmål',
  'nl-NL': 'Nederlands',
  'pl-PL': 'Polski',
  'pt-BR': 'Português (Brasil)',
  'ro-RO': 'Română',
  'ru-RU': 'Русский',
  'sk-SK': 'Slovenčina',
  'sl-SI': 'Slovenščina',
  'sr-SP': 'Српски',
  'sv-SE': 'Svenska',
  'th-TH': 'ไทย',
  'tr-TR': 'Türkçe',
  'uk-UA': 'Українська',
  'vi-VN': 'Tiếng Việt',
  'zh-CN': '简体中文',
};

/**
 * Locales prerendered at build time: all of them, unless `PRERENDER_LOCALES` names a
 * subset (a development shortcut for faster local builds; see README).
 */
export function prerenderedLocales(): readonly Locale[] {
  const wanted = process.env.PRERENDER_LOCALES?.split(',').map((value) => value.trim());
  const subset = wanted?.filter(isLocale);
  return subset && subset.length > 0 ? subset : LOCALES;
}
