/** Text direction helpers with no imports: content, i18n and client components use them. */

/** Unicode LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE. */
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * A left-to-right value (phone number, email, code) wrapped in Unicode isolates, as it must
 * be interpolated into text that may run right to left: the bidi algorithm would otherwise
 * reorder its parts, and `+86 755 8600 1234` would show as `1234 8600 755 86+`. The isolate
 * characters keep it one left-to-right run, and work where markup cannot (attributes, option
 * labels, plain message strings).
 */
export function ltrText(value: string): string {
  return `${LRI}${value}${PDI}`;
}

/** Arabic, Hebrew and the other right-to-left scripts. */
const RIGHT_TO_LEFT_LETTERS = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** Whether `text` has a letter of a right-to-left script; without one it reads as Latin text does. */
export function hasRightToLeftLetters(text: string): boolean {
  return RIGHT_TO_LEFT_LETTERS.test(text);
}

/** Scripts written right to left, as `Intl.Locale#maximize` names a language's script. */
const RIGHT_TO_LEFT_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg']);

/** Whether the language of a BCP 47 tag (`he-IL`, `ar-SA-u-nu-latn`) is written right to left. */
export function writesRightToLeft(tag: string): boolean {
  return RIGHT_TO_LEFT_SCRIPTS.has(new Intl.Locale(tag).maximize().script ?? '');
}
