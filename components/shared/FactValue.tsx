import { directionOf, type Locale } from '@/lib/i18n/locales';
import { hasRightToLeftLetters } from '@/lib/text/direction';

/**
 * A technical value as a table shows it. In a right-to-left page, one written only in Latin
 * letters, digits and signs ("16 A / 250 V~", "≥ 40,000") is isolated left to right: its number
 * went to the far end ("A / 250 V~ 16") and its sign turned round ("40,000 ≤"). A value with
 * words of the page's script keeps the page's direction (a list "Amazon Alexa (…) وGoogle Home"
 * reads from the right).
 */
export function FactValue({ value, locale }: { value: string; locale: Locale }) {
  if (directionOf(locale) === 'ltr' || hasRightToLeftLetters(value)) return value;
  // The marks a right-to-left formatter put in ("\u200e-10\u200f – 45°C") would reorder an isolated value.
  return <bdi dir="ltr">{value.replace(/[\u200e\u200f]/g, '')}</bdi>;
}
