import { SITE } from '../site';
import { directionOf, type Locale } from './locales';

/** Unicode LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE. */
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * A left-to-right value (phone number, email, URL, SKU) as it must be interpolated into a
 * translated sentence. In right-to-left text the bidi algorithm would otherwise reorder
 * its parts: `+86 755 8600 1234` shows as `1234 8600 755 86+`. The isolate characters
 * keep it one left-to-right run, and work where markup cannot (attributes, titles, plain
 * message strings). Left-to-right locales get the value unchanged.
 */
export function isolateLtr(value: string, locale: Locale): string {
  return directionOf(locale) === 'rtl' ? `${LRI}${value}${PDI}` : value;
}

/** The company's contact channels, ready for `{phone}` and `{email}` placeholders. */
export function contactValues(locale: Locale): { phone: string; email: string } {
  return { phone: isolateLtr(SITE.phone, locale), email: isolateLtr(SITE.email, locale) };
}
