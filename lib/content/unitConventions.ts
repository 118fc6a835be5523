import type { Locale } from '../i18n/locales';

/** Units the Intl API formats from CLDR's data (the others are messages under `content.units`). */
export type IntlUnit = 'millimeter' | 'centimeter' | 'meter' | 'inch' | 'second' | 'degree' | 'celsius' | 'percent';

/**
 * Where a language's datasheets write quantities otherwise than CLDR's short forms, as its
 * own messages and its readers do. Everything not listed here is CLDR's.
 */
export interface UnitConventions {
  /**
   * The symbol written after the number instead of CLDR's ("0,2 s", not "0,2 Sek."); a range
   * then carries it once, after both numbers ("1–100 %", not "1% – 100%").
   */
  symbols?: Partial<Record<IntlUnit, string | { attached: string }>>;
  /**
   * A range whose lower bound is negative, where CLDR's "-10 - 45 °C" reads as a subtraction:
   * `{min}` the bare number, `{max}` the number with its unit.
   */
  signedRange?: string;
  /** A range carries its unit once, after both numbers ("1–100%", "0–8 cm"), where CLDR writes it twice or spaces the dash. */
  compactRanges?: true;
  /** The semicolon that keeps list items apart, where the language spaces it ("a\u202f; b" in French). */
  semicolon?: string;
  /** Separators of a list, where CLDR's read badly in technical text (Thai joins with spaces alone). */
  list?: { middle: string; end: string };
}

export const UNIT_CONVENTIONS: Partial<Record<Locale, UnitConventions>> = {
  'en-US': { symbols: { inch: 'in', second: 's' } },
  'de-DE': { symbols: { second: 's' } },
  'pl-PL': { symbols: { second: 's', celsius: '°C' }, compactRanges: true },
  // Serbian keeps the international (Latin) unit symbols in Cyrillic text, as its orthography
  // and its messages do; there is no Cyrillic symbol of the watt.
  'sr-SP': { symbols: { second: 's' } },
  'bg-BG': { symbols: { millimeter: 'мм', centimeter: 'см', meter: 'м' }, compactRanges: true },
  'uk-UA': { symbols: { percent: '%' }, compactRanges: true },
  'cs-CZ': { compactRanges: true },
  'sk-SK': { compactRanges: true },
  'sl-SI': { compactRanges: true },
  'hr-HR': { compactRanges: true },
  'es-ES': { signedRange: 'de {min} a {max}' },
  'it-IT': { signedRange: 'da {min} a {max}', compactRanges: true },
  'pt-BR': { symbols: { degree: { attached: '°' } }, compactRanges: true },
  'ro-RO': { compactRanges: true },
  'fr-FR': { semicolon: '\u202f;' },
  // The Greek semicolon is a question mark: items are kept apart by the ano teleia.
  'el-GR': { semicolon: '·' },
  'ar-SA': { compactRanges: true },
  'vi-VN': { signedRange: 'từ {min} đến {max}' },
  'zh-CN': { signedRange: '{min}～{max}' },
  'th-TH': { symbols: { second: 'วินาที' }, signedRange: '{min} ถึง {max}', list: { middle: ', ', end: ' และ ' } },
};
