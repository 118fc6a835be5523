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
  /** The semicolon that keeps list items apart, where it is not CLDR's (French spaces it, "a\u202f; b"; Japanese writes "／"). */
  semicolon?: string;
  /** Separators of a list, where CLDR's read badly in technical text (Thai joins with spaces alone). */
  list?: { middle: string; end: string };
  /**
   * A unit spelled out in running text ("5 shoicind"), by plural category, where CLDR's long
   * form is an abbreviation (Irish "5 shoic").
   */
  spelled?: Partial<Record<IntlUnit, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>>;
  /** The minus sign of a negative number, where CLDR's is the hyphen-minus but the language's typography the true minus (U+2212). */
  minus?: string;
  /** Separators of a list of alternatives ("a, b atau c"), where CLDR's read badly (a comma before Malay "atau"). */
  alternatives?: { middle: string; end: string };
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
  'en-US': { symbols: { inch: 'in', second: 's', degree: { attached: '°' } }, signedRange: '{min}\u00a0to\u00a0{max}' },
  'de-DE': { minus: '\u2212', symbols: { second: 's' }, signedRange: '{min}\u00a0bis\u00a0{max}' },
  'nl-NL': { minus: '\u2212', symbols: { second: 's', celsius: '°C', inch: 'inch' }, compactRanges: true, signedRange: '{min}\u00a0tot\u00a0{max}' },
  'da-DK': { minus: '\u2212', symbols: { second: 's', celsius: '°C' }, compactRanges: true, signedRange: '{min}\u00a0til\u00a0{max}' },
  'sv-SE': { signedRange: '{min}\u00a0till\u00a0{max}' },
  'nb-NO': { symbols: { second: 's' }, signedRange: '{min}\u00a0til\u00a0{max}' },
  'pl-PL': { minus: '\u2212', symbols: { second: 's', celsius: '°C' }, compactRanges: true, signedRange: 'od\u00a0{min} do\u00a0{max}' },
  // Serbian keeps the international (Latin) unit symbols in Cyrillic text, as its orthography
  // and its messages do; there is no Cyrillic symbol of the watt.
  'sr-SP': { minus: '\u2212', symbols: { second: 's', celsius: '°C' }, compactRanges: true, signedRange: 'од\u00a0{min} до\u00a0{max}' },
  'bg-BG': { minus: '\u2212', symbols: { millimeter: 'мм', centimeter: 'см', meter: 'м', celsius: '°C', second: 'с' }, commasInTables: true, compactRanges: true, signedRange: 'от\u00a0{min} до\u00a0{max}' },
  'ru-RU': { minus: '\u2212', signedRange: 'от\u00a0{min} до\u00a0{max}' },
  'uk-UA': { minus: '\u2212', symbols: { percent: '%' }, commasInTables: true, compactRanges: true, signedRange: 'від\u00a0{min} до\u00a0{max}', list: { middle: ', ', end: ' та ' } },
  'cs-CZ': { minus: '\u2212', compactRanges: true, signedRange: '{min}\u00a0až\u00a0{max}' },
  'sk-SK': { minus: '\u2212', compactRanges: true, signedRange: '{min}\u00a0až\u00a0{max}' },
  'sl-SI': { symbols: { second: 's', degree: { attached: '°' } }, compactRanges: true, signedRange: 'od\u00a0{min} do\u00a0{max}' },
  'hr-HR': { compactRanges: true, signedRange: 'od\u00a0{min} do\u00a0{max}' },
  'es-ES': { signedRange: 'de\u00a0{min} a\u00a0{max}' },
  'it-IT': { signedRange: 'da\u00a0{min} a\u00a0{max}', compactRanges: true },
  'pt-BR': { symbols: { degree: { attached: '°' } }, compactRanges: true, signedRange: '{min}\u00a0a\u00a0{max}' },
  'ro-RO': { compactRanges: true, signedRange: '{min}\u00a0…\u00a0{max}' },
  'fr-FR': { minus: '\u2212', semicolon: '\u202f;', signedRange: '{min}\u00a0à\u00a0{max}' },
  // The Greek semicolon is a question mark: items are kept apart by the ano teleia. Greek
  // datasheets write the Latin symbols, as they do W, V and Hz.
  'el-GR': { semicolon: '·', compactRanges: true, signedRange: '{min}\u00a0έως\u00a0{max}', symbols: { millimeter: 'mm', centimeter: 'cm', meter: 'm', second: 's', celsius: '°C' } },
  'ar-SA': { compactRanges: true, signedRange: 'من\u00a0{min} إلى\u00a0{max}', comma: '، ' },
  'he-IL': { compactRanges: true, signedRange: '{min}\u00a0עד\u00a0{max}' },
  'tr-TR': { symbols: { second: 's' }, compactRanges: true, signedRange: '{min}\u00a0ile\u00a0{max} arası' },
  'vi-VN': { signedRange: 'từ\u00a0{min} đến\u00a0{max}', compactRanges: true },
  'id-ID': { compactRanges: true, signedRange: '{min}\u00a0hingga\u00a0{max}', symbols: { second: 's' } },
  'ms-MY': { alternatives: { middle: ', ', end: ' atau ' }, compactRanges: true, signedRange: '{min}\u00a0hingga\u00a0{max}', symbols: { degree: { attached: '°' } } },
  'hu-HU': { minus: '\u2212', compactRanges: true, signedRange: '{min}…+{max}', symbols: { degree: { attached: '°' }, second: 's' } },
  'fi-FI': { signedRange: '{min}…+{max}' },
  'ga-IE': { spelled: { second: { two: 'shoicind', few: 'shoicind', other: 'soicind' } }, compactRanges: true, signedRange: 'ó\u00a0{min} go\u00a0{max}', symbols: { degree: { attached: '°' }, second: 's' } },
  // Parallel items (wall boxes, charging profiles) are kept apart by the enumeration comma 、, as in lists.
  'zh-CN': { compactRanges: true, rangeDash: '～', parentheses: ['（', '）'], comma: '、', alternatives: { middle: '、', end: ' 或 ' } },
  'ja-JP': { compactRanges: true, rangeDash: '～', parentheses: ['（', '）'], comma: '、', semicolon: '／', alternatives: { middle: '、', end: '、または ' }, symbols: { degree: { attached: '°' } } },
  'ko-KR': { compactRanges: true, rangeDash: '~', parentheses: ['(', ')'], commasInTables: true },
  'th-TH': { symbols: { second: 'วินาที' }, compactRanges: true, rangeDash: '-', signedRange: '{min}\u00a0ถึง\u00a0{max}', list: { middle: ', ', end: ' และ' }, commasInTables: true },
};
