import type { ContentKey } from '../i18n/keys';
import { hasRightToLeftLetters, ltrText, writesRightToLeft } from '../text/direction';

/**
 * Numbers with units in the reader's conventions: digits, decimal separator and the unit's
 * symbol in the reader's script. Length and temperature come from the Intl API (CLDR); the
 * electrical units it does not know are messages under `content.units`, filled with the
 * number Intl formatted.
 */
export type Unit = 'millimeter' | 'centimeter' | 'meter' | 'inch' | 'second' | 'degree' | 'celsius' | 'watt' | 'volt' | 'ampere' | 'hertz';

const INTL_UNITS: ReadonlySet<Unit> = new Set(['millimeter', 'centimeter', 'meter', 'inch', 'second', 'degree', 'celsius']);
const MESSAGE_UNITS = { watt: 'units.watt', volt: 'units.volt', ampere: 'units.ampere', hertz: 'units.hertz' } as const;

export interface Quantities {
  /** `60,3 mm`, `45 Вт`. */
  one(value: number, unit: Unit): string;
  /** `100–240 V`, `−10 … 45 °C` as the locale writes a range. */
  range(min: number, max: number, unit: Unit): string;
  /** `86 × 86 mm`: sizes share one unit. */
  size(values: readonly number[], unit: Unit): string;
  /** A plain number, `60,3`. */
  number(value: number): string;
  /** `CE, RoHS und FCC`, `CE、RoHS、FCC` as the locale joins a list. */
  list(items: readonly string[]): string;
  /**
   * A quantity as it goes into a sentence. In a right-to-left locale one written only in Latin
   * letters, digits and signs is isolated left to right: Hebrew writes inches "in", and
   * "2 × 4 in" inside a Hebrew sentence showed as "in 4 × 2". (A value on its own, in a table
   * cell, is isolated by components/shared/FactValue.tsx.)
   */
  inText(quantity: string): string;
}

/**
 * Right-to-left locales mark a signed number left to right (LRM, "\u200e-10"). In a range that
 * mark also claims the numbers after it, so Arabic showed "-10 – 45°م" as "م-10–45°" (the
 * bounds swapped, the unit torn from its number) and Hebrew read "45°C" first. A right-to-left
 * mark after each marked number ends its reach: "-10", then "45°م", read from the right.
 */
function endLeftToRightMarks(text: string): string {
  return text.replace(/\u200e[-\u2212+]?[\d.,\u00a0\u202f]*\d/g, '$&\u200f');
}

/** A size's "×", held to its numbers: "86 × / 86 mm" broke across lines in narrow cells. */
const SIZE_TIMES = '\u00a0×\u00a0';

/**
 * CLDR joins most units to their numbers with a plain space ("35 mm", "4 in", "1 – 100 in"),
 * where a line may break; the site holds them together, as its messages do.
 */
function withoutBreaks(text: string): string {
  return text.replace(/ /g, '\u00a0');
}

/**
 * A range on one line: CLDR writes "100–240", "100-240", "100～240" or "100 – 240", and Chromium
 * breaks a line after a hyphen or a dash even between two digits ("100– / 240 V").
 */
function heldTogether(range: string): string {
  return withoutBreaks(range).replace(/(?<=\d)([–\-~～])(?=\d)/g, '$1\u2060');
}

/** An item that begins, past any isolate, with a Latin letter or a digit: "FCC", "USB", "2 × 4 in". */
const LATIN_START = /^\p{Cf}*[\p{Script=Latin}\d]/u;

/**
 * CLDR writes the last conjunction of two languages against the item after it: Thai "และFCC",
 * Hebrew "ו-FCC". Thai writers put a space before a Latin word or a number, as this site's Thai
 * messages do, and a line could break after Hebrew's hyphen, which a word joiner holds (as in
 * the messages). Other joins, Arabic's "وFCC" among them, are as CLDR writes them.
 */
function joinedList(format: Intl.ListFormat, items: readonly string[]): string {
  const parts = format.formatToParts(items);
  return parts
    .map((part, index) => {
      if (part.type !== 'literal' || !LATIN_START.test(parts[index + 1]?.value ?? '')) return part.value;
      if (/\p{Script=Thai}$/u.test(part.value)) return `${part.value} `;
      if (/\p{Script=Hebrew}-$/u.test(part.value)) return `${part.value}\u2060`;
      return part.value;
    })
    .join('');
}

/** `formattingLocale`: the locale's Intl tag with its digits (lib/i18n/locales.ts, `formattingLocaleOf`). */
export function quantitiesFor(formattingLocale: string, t: (key: ContentKey, values: Record<string, string>) => string): Quantities {
  const tag = formattingLocale;
  const rightToLeft = writesRightToLeft(tag);
  const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  const unitFormats = new Map<Unit, Intl.NumberFormat>();
  const unitFormat = (unit: Unit) => {
    let format = unitFormats.get(unit);
    if (!format) {
      format = new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 2 });
      unitFormats.set(unit, format);
    }
    return format;
  };
  const withUnit = (unit: Unit, formatted: string, intl: () => string) =>
    INTL_UNITS.has(unit) ? withoutBreaks(intl()) : t(MESSAGE_UNITS[unit as keyof typeof MESSAGE_UNITS], { value: formatted });
  // A conjunction, in its compact form: a list of units ('unit') is CLDR's for measures like
  // "5 ft 7 in", which Japanese and Korean join with spaces and Chinese with nothing at all.
  const lists = new Intl.ListFormat(tag, { type: 'conjunction', style: 'narrow' });
  return {
    one: (value, unit) => withUnit(unit, numbers.format(value), () => unitFormat(unit).format(value)),
    range: (min, max, unit) => endLeftToRightMarks(withUnit(unit, heldTogether(numbers.formatRange(min, max)), () => heldTogether(unitFormat(unit).formatRange(min, max)))),
    size: (values, unit) => withUnit(unit, values.map((value) => numbers.format(value)).join(SIZE_TIMES), () => {
      // Intl formats one number with its unit; the others are bare numbers in the same style.
      const last = values.at(-1)!;
      return [...values.slice(0, -1).map((value) => numbers.format(value)), unitFormat(unit).format(last)].join(SIZE_TIMES);
    }),
    number: (value) => numbers.format(value),
    list: (items) => joinedList(lists, items),
    inText: (quantity) => (rightToLeft && !hasRightToLeftLetters(quantity) ? ltrText(quantity) : quantity),
  };
}
