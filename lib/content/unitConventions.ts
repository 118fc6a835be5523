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
  /** A datasheet's lists (a table cell) with commas only, no conjunction before the last item. */
  commasInTables?: true;
  /** The dash of a range written compactly ("100～240 V"), where it is not the en dash. */
  rangeDash?: string;
  /** The comma between the parts of a value ("5 V/3 A, 9 V/2 A"), where it is not the Latin one. */
  comma?: string;
  /** Parentheses after a word, with the space before them: ` (…)` unless the language writes `（…）` or `(…)`. */
  parentheses?: [open: string, close: string];
}

export const UNIT_CONVENTIONS: Partial<Record<Locale, UnitConventions>> = {
  'en-US': { symbols: { inch: 'in', second: 's', degree: { attached: '°' } } },
  'de-DE': { symbols: { second: 's' }, signedRange: '{min}\u00a0bis\u00a0{max}' },
  'nl-NL': { symbols: { second: 's', celsius: '°C', inch: 'inch' }, compactRanges: true, signedRange: '{min}\u00a0tot\u00a0{max}' },
  'da-DK': { symbols: { second: 's', celsius: '°C' }, compactRanges: true, signedRange: '{min}\u00a0til\u00a0{max}' },
  'sv-SE': { signedRange: '{min}\u00a0till\u00a0{max}' },
  'nb-NO': { symbols: { second: 's' }, signedRange: '{min}\u00a0til\u00a0{max}' },
  'pl-PL': { symbols: { second: 's', celsius: '°C' }, compactRanges: true, signedRange: 'od\u00a0{min} do\u00a0{max}' },
  // Serbian keeps the international (Latin) unit symbols in Cyrillic text, as its orthography
  // and its messages do; there is no Cyrillic symbol of the watt.
  'sr-SP': { symbols: { second: 's', celsius: '°C' }, compactRanges: true, signedRange: 'од\u00a0{min} до\u00a0{max}' },
  'bg-BG': { symbols: { millimeter: 'мм', centimeter: 'см', meter: 'м', celsius: '°C' }, compactRanges: true, signedRange: 'от\u00a0{min} до\u00a0{max}' },
  'ru-RU': { signedRange: 'от\u00a0{min} до\u00a0{max}' },
  'uk-UA': { symbols: { percent: '%' }, compactRanges: true, signedRange: 'від\u00a0{min} до\u00a0{max}', list: { middle: ', ', end: ' та ' } },
  'cs-CZ': { compactRanges: true, signedRange: '{min}\u00a0až\u00a0{max}' },
  'sk-SK': { compactRanges: true, signedRange: '{min}\u00a0až\u00a0{max}' },
  'sl-SI': { symbols: { second: 's', degree: { attached: '°' } }, compactRanges: true, signedRange: 'od\u00a0{min} do\u00a0{max}' },
  'hr-HR': { compactRanges: true, signedRange: 'od\u00a0{min} do\u00a0{max}' },
  'es-ES': { signedRange: '{min}\u00a0a\u00a0{max}' },
  'it-IT': { signedRange: '{min}\u00a0a\u00a0{max}', compactRanges: true },
  'pt-BR': { symbols: { degree: { attached: '°' } }, compactRanges: true, signedRange: '{min}\u00a0a\u00a0{max}' },
  'ro-RO': { compactRanges: true, signedRange: '{min}\u00a0…\u00a0{max}' },
  'fr-FR': { semicolon: '\u202f;', signedRange: '{min}\u00a0à\u00a0{max}' },
  // The Greek semicolon is a question mark: items are kept apart by the ano teleia. Greek
  // datasheets write the Latin symbols, as they do W, V and Hz.
  'el-GR': { semicolon: '·', compactRanges: true, signedRange: '{min}\u00a0έως\u00a0{max}', symbols: { millimeter: 'mm', centimeter: 'cm', meter: 'm', second: 's', celsius: '°C' } },
  'ar-SA': { compactRanges: true, signedRange: 'من\u00a0{min} إلى\u00a0{max}', comma: '، ' },
  'he-IL': { compactRanges: true, signedRange: '{min}\u00a0עד\u00a0{max}' },
  'tr-TR': { compactRanges: true, signedRange: '{min}\u00a0ile\u00a0{max} arası' },
  'vi-VN': { signedRange: 'từ\u00a0{min} đến\u00a0{max}', compactRanges: true },
  'id-ID': { compactRanges: true, signedRange: '{min}\u00a0hingga\u00a0{max}', symbols: { second: 's' } },
  'ms-MY': { compactRanges: true, signedRange: '{min}\u00a0hingga\u00a0{max}', symbols: { degree: { attached: '°' } } },
  'hu-HU': { compactRanges: true, signedRange: '{min}…+{max}', symbols: { degree: { attached: '°' }, second: 's' } },
  'fi-FI': { signedRange: '{min}…+{max}' },
  'ga-IE': { compactRanges: true, signedRange: 'ó\u00a0{min} go\u00a0{max}', symbols: { degree: { attached: '°' }, second: 's' } },
  'zh-CN': { compactRanges: true, rangeDash: '～', parentheses: ['（', '）'], comma: '，' },
  'ja-JP': { compactRanges: true, rangeDash: '～', parentheses: ['（', '）'], comma: '、', symbols: { degree: { attached: '°' } } },
  'ko-KR': { compactRanges: true, rangeDash: '~', parentheses: ['(', ')'], commasInTables: true },
  'th-TH': { symbols: { second: 'วินาที' }, compactRanges: true, rangeDash: '-', signedRange: '{min}\u00a0ถึง\u00a0{max}', list: { middle: ', ', end: ' และ' }, commasInTables: true },
};
