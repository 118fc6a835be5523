/**
 * The one list of the site's languages (SPEC section 9), in the shape nodejs.org keeps its
 * own: for each locale code (localeCodes.ts), its name in itself (the
 * language switcher) and in English, and where it differs from the default: the writing
 * direction, the BCP 47 tag for `lang` and `hreflang`, the digits numbers are written with,
 * and the other language tags a browser may send for it. Everything about a locale derives
 * from here.
 */
import { DEFAULT_LOCALE, LOCALE_CODES, isLocale, type Locale } from './localeCodes';
import type { Script } from './scripts';

export { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, type Locale } from './localeCodes';

interface LocaleInfo {
  localName: string;
  name: string;
  /** Writing direction; `ltr` when left out. */
  langDir?: 'rtl';
  /** The tag browsers, the Intl APIs and `hreflang` understand, when the code is not one. */
  htmlLang?: string;
  /**
   * Digits of formatted numbers: `ar-SA` would format with Arabic-Indic digits (٣), while its
   * product copy writes ratings, ranges and SKUs with Western digits (18W, 0-8cm), as Saudi
   * technology sites do; `latn` makes next-intl's numbers and dates match (`-u-nu-latn`).
   */
  digits?: 'latn';
  /** Language tags of Accept-Language that mean this locale when no exact match exists. */
  aliases?: readonly string[];
  /** The script it is written in (scripts.ts: fonts, leading, tracking, line breaking); Latin when left out. */
  script?: Script;
  /** Long compounds break with a hyphen where the browser has the language's dictionary (globals.css). */
  hyphenates?: true;
}

export const LOCALE_REGISTRY = {
  'ar-SA': { localName: 'العربية', name: 'Arabic', langDir: 'rtl', digits: 'latn', script: 'arabic' },
  'bg-BG': { localName: 'Български', name: 'Bulgarian', script: 'cyrillic', hyphenates: true },
  'cs-CZ': { localName: 'Čeština', name: 'Czech' },
  'da-DK': { localName: 'Dansk', name: 'Danish', hyphenates: true },
  'de-DE': { localName: 'Deutsch', name: 'German', hyphenates: true },
  'el-GR': { localName: 'Ελληνικά', name: 'Greek', script: 'greek', hyphenates: true },
  'ga-IE': { localName: 'Gaeilge', name: 'Irish' },
  'en-US': { localName: 'English', name: 'English' },
  'es-ES': { localName: 'Español', name: 'Spanish' },
  'fi-FI': { localName: 'Suomi', name: 'Finnish', hyphenates: true },
  'fr-FR': { localName: 'Français', name: 'French' },
  'he-IL': { localName: 'עברית', name: 'Hebrew', langDir: 'rtl', script: 'hebrew' },
  'hr-HR': { localName: 'Hrvatski', name: 'Croatian' },
  'hu-HU': { localName: 'Magyar', name: 'Hungarian', hyphenates: true },
  'id-ID': { localName: 'Bahasa Indonesia', name: 'Indonesian' },
  'it-IT': { localName: 'Italiano', name: 'Italian' },
  'ja-JP': { localName: '日本語', name: 'Japanese', script: 'japanese' },
  'ko-KR': { localName: '한국어', name: 'Korean', script: 'korean' },
  'ms-MY': { localName: 'Bahasa Melayu', name: 'Malay' },
  'nb-NO': { localName: 'Norsk bokmål', name: 'Norwegian Bokmål', aliases: ['nb', 'no', 'nn'], hyphenates: true },
  'nl-NL': { localName: 'Nederlands', name: 'Dutch', hyphenates: true },
  'pl-PL': { localName: 'Polski', name: 'Polish' },
  'pt-BR': { localName: 'Português (Brasil)', name: 'Portuguese (Brazil)' },
  'ro-RO': { localName: 'Română', name: 'Romanian' },
  'ru-RU': { localName: 'Русский', name: 'Russian', script: 'cyrillic', hyphenates: true },
  'sk-SK': { localName: 'Slovenčina', name: 'Slovak' },
  'sl-SI': { localName: 'Slovenščina', name: 'Slovenian' },
  'sr-SP': { localName: 'Српски', name: 'Serbian (Cyrillic)', htmlLang: 'sr-Cyrl-RS', aliases: ['sr'], script: 'cyrillic' },
  'sv-SE': { localName: 'Svenska', name: 'Swedish', hyphenates: true },
  'th-TH': { localName: 'ไทย', name: 'Thai', script: 'thai' },
  'tr-TR': { localName: 'Türkçe', name: 'Turkish' },
  'uk-UA': { localName: 'Українська', name: 'Ukrainian', script: 'cyrillic', hyphenates: true },
  'vi-VN': { localName: 'Tiếng Việt', name: 'Vietnamese' },
  'zh-CN': { localName: '简体中文', name: 'Chinese (Simplified)', script: 'chinese' },
} as const satisfies Record<Locale, LocaleInfo>;

export const LOCALES: readonly Locale[] = LOCALE_CODES;

const BY_LOWERCASE = new Map<string, Locale>(LOCALES.map((locale) => [locale.toLowerCase(), locale]));

function infoOf(locale: Locale): LocaleInfo {
  return LOCALE_REGISTRY[locale];
}

/** `value` when it is a locale of the site, else the default: how a route parameter or a posted field becomes a locale. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The locale a code names in any letter case (`de-de` → `de-DE`), or undefined. */
export function localeOfAnyCase(code: string): Locale | undefined {
  return BY_LOWERCASE.get(code.toLowerCase());
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return infoOf(locale).langDir ?? 'ltr';
}

/** The BCP 47 tag a browser and the Intl APIs understand (`sr-SP`, the original site's code, is `sr-Cyrl-RS`). */
export function htmlLangOf(locale: Locale): string {
  return infoOf(locale).htmlLang ?? locale;
}

/** The script a locale is written in. */
export function scriptOf(locale: Locale): Script {
  return infoOf(locale).script ?? 'latin';
}

/**
 * The attributes that set a locale's typesetting (app/globals.css), beside its `lang`: on the
 * page's root and on a language's name written in it.
 */
export function typesettingOf(locale: Locale): { 'data-script'?: Script; 'data-hyphens'?: 'compounds' } {
  const script = scriptOf(locale);
  return { ...(script !== 'latin' && { 'data-script': script }), ...(infoOf(locale).hyphenates && { 'data-hyphens': 'compounds' as const }) };
}

/** The language in its own name, as the language switcher shows it. */
export function localNameOf(locale: Locale): string {
  return infoOf(locale).localName;
}

/** The locale next-intl formats numbers and dates with (same language, chosen digits). */
export function formattingLocaleOf(locale: Locale): string {
  const digits = infoOf(locale).digits;
  return digits ? `${locale}-u-nu-${digits}` : locale;
}

/** The site locale a formatting locale belongs to (the reverse of `formattingLocaleOf`). */
export function siteLocaleOf(tag: string): Locale | undefined {
  const base = tag.replace(/-u-.*$/, '');
  return isLocale(base) ? base : undefined;
}

/** The locale a browser's language tag without an exact match stands for: an alias, else the first of the same language. */
export function localeOfLanguage(language: string): Locale | undefined {
  const lower = language.toLowerCase();
  return (
    LOCALES.find((locale) => (infoOf(locale).aliases as readonly string[] | undefined)?.includes(lower)) ??
    LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === lower)
  );
}

/**
 * Locales prerendered at build time: all of them, unless `PRERENDER_LOCALES` names a
 * subset (a development shortcut for faster local builds; see README).
 */
export function prerenderedLocales(): readonly Locale[] {
  const wanted = process.env.PRERENDER_LOCALES?.split(',').map((value) => value.trim());
  const subset = wanted?.filter(isLocale);
  return subset && subset.length > 0 ? subset : LOCALES;
}
