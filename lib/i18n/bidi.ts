import { SITE } from '../site';
import { directionOf, type Locale } from './locales';
import { ltrText } from '../text/direction';

/** `value` isolated left to right (ltrText) in a right-to-left locale, unchanged in the others. */
export function isolateLtr(value: string, locale: Locale): string {
  return directionOf(locale) === 'rtl' ? ltrText(value) : value;
}

/** The company's contact channels, ready for `{phone}` and `{email}` placeholders. */
export function contactValues(locale: Locale): { phone: string; email: string } {
  return { phone: isolateLtr(SITE.phone, locale), email: isolateLtr(SITE.email, locale) };
}
