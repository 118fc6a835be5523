import type { ContentKey } from '../i18n/keys';
import { hasRightToLeftLetters, ltrText, writesRightToLeft } from '../text/direction';
import { UNIT_CONVENTIONS, type IntlUnit, type UnitConventions } from './unitConventions';

/**
 * Numbers with units in the reader's conventions: digits, decimal separator and the unit's
 * symbol in the reader's script. Lengths, time, temperature and percentages come from the Intl
 * API (CLDR), adjusted where a language's datasheets differ (unitConventions.ts); the
 * electrical units it does not know are messages under `content.units`, filled with the number
 * Intl formatted.
 */
export type Unit = IntlUnit | 'watt' | 'volt' | 'ampere' | 'hertz' | 'megahertz' | 'ohm' | 'dbm';

const INTL_UNITS: ReadonlySet<Unit> = new Set<IntlUnit>(['millimeter', 'centimeter', 'meter', 'inch', 'second', 'degree', 'celsius', 'percent']);
const MESSAGE_UNITS = { watt: 'units.watt', volt: 'units.volt', ampere: 'units.ampere', hertz: 'units.hertz', megahertz: 'units.megahertz', ohm: 'units.ohm', dbm: 'units.dbm' } as const;

/**
 * Inches as words ("4 Zoll", "4 pouces", "4 дюйма"), as every language's own texts write them:
 * CLDR's short forms ("in", "po", "pol.", "дюйм.") are abbreviations few readers use.
 */
const UNIT_DISPLAY: Partial<Record<IntlUnit, 'long'>> = { inch: 'long' };

export interface Quantities {
  /** The formatting locale these quantities are written for. */
  locale: string;
  /** `60,3 mm`, `45 Вт`. */
  one(value: number, unit: Unit): string;
  /** `100–240 V`, `−10 … 45 °C` as the locale writes a range. */
  range(min: number, max: number, unit: Unit): string;
  /** `86 × 86 mm`: sizes share one unit. */
  size(values: readonly number[], unit: Unit): string;
  /** A plain number, `60,3`. */
  number(value: number): string;
  /** A quantity in words, as a sentence says it: `5 seconds`, `5 Sekunden`, `5 секунд`. */
  spelled(value: number, unit: IntlUnit): string;
  /**
   * `CE, RoHS und FCC`, `CE、RoHS、FCC` as the locale joins a list; items that hold the list's
   * own separator are kept apart by the locale's semicolon (`a, b; c and d`).
   */
  list(items: readonly string[]): string;
  /** A list inside a sentence, with the conjunction written out: `touch switches and curtain switches`. */
  prose(items: readonly string[]): string;
  /** The comma between the parts of a value: `, `, Arabic `، `, Chinese `，`. */
  comma: string;
  /** Text in parentheses after a word, with the space the language puts before them: ` (BS 1363)`, `（欧标）`. */
  parenthesized(text: string): string;
  /** `L1, L2, L3 or L4`: one of the items. */
  alternatives(items: readonly string[]): string;
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

/** The comma of a list and the semicolon that replaces it when an item holds a comma itself. */
const SEMICOLONS: readonly [comma: string, semicolon: string][] = [
  [',', ';'],
  ['،', '؛'],
  ['、', '；'],
  ['，', '；'],
];

/**
 * CLDR writes the last conjunction of two languages against the item after it: Thai "และFCC",
 * Hebrew "ו-FCC". Thai writers put a space before a Latin word or a number, as this site's Thai
 * messages do, and a line could break after Hebrew's hyphen, which a word joiner holds (as in
 * the messages). Other joins, Arabic's "وFCC" among them, are as CLDR writes them.
 */
function joinedList(format: Intl.ListFormat, items: readonly string[], conventions: UnitConventions): string {
  const parts = format.formatToParts(items);
  const lastLiteral = parts.findLastIndex((part) => part.type === 'literal');
  const middle = conventions.list?.middle ?? format.formatToParts(['a', 'b', 'c']).find((part) => part.type === 'literal')?.value ?? ', ';
  // Items that hold the list's comma are kept apart by its semicolon, the last one too: a bare
  // conjunction ("… und TV-Dosen und 40 mm für …") would join two items into one.
  // A decimal comma ("2,25 A") is no list comma.
  const held = SEMICOLONS.find(([comma]) => items.some((item) => item.split(/(?<=\d),(?=\d)/).join('').includes(comma)));
  const separated = (literal: string) => {
    if (!held) return literal;
    const [comma, plainSemicolon] = held;
    const semicolon = conventions.semicolon ?? plainSemicolon;
    if (literal.includes(comma)) return literal.replaceAll(comma, semicolon);
    return middle.includes(comma) ? middle.replaceAll(comma, semicolon) : `${semicolon} `;
  };
  return parts
    .map((part, index) => {
      if (part.type !== 'literal') return part.value;
      const literal = separated(conventions.list ? (index === lastLiteral ? conventions.list.end : conventions.list.middle) : part.value);
      if (!LATIN_START.test(parts[index + 1]?.value ?? '')) return literal;
      if (/\p{Script=Thai}$/u.test(literal)) return `${literal} `;
      if (/\p{Script=Hebrew}-$/u.test(literal)) return `${literal}\u2060`;
      return literal;
    })
    .join('');
}

/** `format`'s rendering of `value` with its number replaced by `text` (the unit as the locale places it). */
function withNumber(format: Intl.NumberFormat, value: number, text: string): string {
  const parts = format.formatToParts(value);
  const numeric = new Set(['integer', 'group', 'decimal', 'fraction', 'minusSign', 'plusSign']);
  const first = parts.findIndex((part) => numeric.has(part.type));
  const last = parts.findLastIndex((part) => numeric.has(part.type));
  return [...parts.slice(0, first), { value: text }, ...parts.slice(last + 1)].map((part) => part.value).join('');
}

/** `{min}` and `{max}` filled into a locale's pattern for a range below zero. */
function signedRange(pattern: string, min: string, max: string): string {
  return pattern.replace('{min}', min).replace('{max}', max);
}

/** `formattingLocale`: the locale's Intl tag with its digits (lib/i18n/locales.ts, `formattingLocaleOf`). */
export function quantitiesFor(formattingLocale: string, t: (key: ContentKey, values: Record<string, string>) => string): Quantities {
  const tag = formattingLocale;
  const rightToLeft = writesRightToLeft(tag);
  // The site's locale: the formatting tag without its extensions (`ar-SA-u-nu-latn`).
  const conventions: UnitConventions = UNIT_CONVENTIONS[tag.replace(/-u-.*$/, '') as keyof typeof UNIT_CONVENTIONS] ?? {};
  // Groups of thousands from five digits on ("2400 MHz", "40 000"), as technical typography writes them.
  const plainNumbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 2, useGrouping: 'min2' });
  const numbers = {
    format: (value: number) => (conventions.minus ? plainNumbers.format(value).replace('-', conventions.minus) : plainNumbers.format(value)),
    formatRange: (min: number, max: number) => plainNumbers.formatRange(min, max),
  };
  const unitFormats = new Map<string, Intl.NumberFormat>();
  const unitFormat = (unit: IntlUnit, display: 'short' | 'long' = UNIT_DISPLAY[unit] ?? 'short') => {
    let format = unitFormats.get(`${unit}/${display}`);
    if (!format) {
      format = new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: display, maximumFractionDigits: 2, useGrouping: 'min2' });
      unitFormats.set(`${unit}/${display}`, format);
    }
    return format;
  };
  /** `number` (already formatted) with the unit: the locale's own symbol, CLDR's, or the unit's message. */
  const withUnit = (unit: Unit, number: string, intl: (format: Intl.NumberFormat) => string) => {
    if (!INTL_UNITS.has(unit)) return t(MESSAGE_UNITS[unit as keyof typeof MESSAGE_UNITS], { value: number });
    const symbol = conventions.symbols?.[unit as IntlUnit];
    if (typeof symbol === 'object') return `${number}${symbol.attached}`;
    return symbol ? `${number}\u00a0${symbol}` : withoutBreaks(intl(unitFormat(unit as IntlUnit)));
  };
  const one = (value: number, unit: Unit) => withUnit(unit, numbers.format(value), (format) => format.format(value));
  // A conjunction, in its compact form: a list of units ('unit') is CLDR's for measures like
  // "5 ft 7 in", which Japanese and Korean join with spaces and Chinese with nothing at all.
  const lists = new Intl.ListFormat(tag, { type: 'conjunction', style: 'narrow' });
  const sentenceLists = new Intl.ListFormat(tag, { type: 'conjunction', style: 'long' });
  // Commas only: CLDR's list of measures ('unit', narrow) with each separator made the comma.
  const tableLists = { formatToParts: (items: readonly string[]) => items.flatMap((value, index) => [...(index > 0 ? [{ type: 'literal' as const, value: ', ' }] : []), { type: 'element' as const, value }]) } as unknown as Intl.ListFormat;
  const alternatives = new Intl.ListFormat(tag, { type: 'disjunction', style: 'long' });
  const plurals = new Intl.PluralRules(tag);
  return {
    locale: tag,
    one,
    range: (min, max, unit) => {
      if (min < 0 && conventions.signedRange) return endLeftToRightMarks(signedRange(conventions.signedRange, numbers.format(min), one(max, unit)));
      // An en dash, unspaced, where the locale's range pattern spaces it ("0 – 8").
      const bounds = heldTogether(conventions.compactRanges ? `${numbers.format(min)}${conventions.rangeDash ?? '–'}${numbers.format(max)}` : numbers.formatRange(min, max));
      const compact = (format: Intl.NumberFormat) => (conventions.compactRanges ? withoutBreaks(withNumber(format, max, bounds)) : heldTogether(format.formatRange(min, max)));
      return endLeftToRightMarks(withUnit(unit, bounds, compact));
    },
    size: (values, unit) => {
      const leading = values.slice(0, -1).map((value) => numbers.format(value));
      const last = values.at(-1)!;
      // Intl formats one number with its unit; the others are bare numbers in the same style.
      return [...leading, withUnit(unit, numbers.format(last), (format) => format.format(last))].join(SIZE_TIMES);
    },
    number: (value) => numbers.format(value),
    spelled: (value, unit) => {
      const words = conventions.spelled?.[unit];
      if (!words) return withoutBreaks(unitFormat(unit, 'long').format(value));
      return `${numbers.format(value)}\u00a0${words[plurals.select(value)] ?? words.other}`;
    },
    list: (items) => joinedList(conventions.commasInTables ? tableLists : lists, items, conventions.commasInTables ? { ...conventions, list: undefined } : conventions),
    comma: conventions.comma ?? ', ',
    parenthesized: (text) => {
      const [open, close] = conventions.parentheses ?? [' (', ')'];
      return `${open}${text}${close}`;
    },
    prose: (items) => joinedList(sentenceLists, items, conventions),
    alternatives: (items) => joinedList(alternatives, items, { list: conventions.alternatives }),
    inText: (quantity) => (rightToLeft && !hasRightToLeftLetters(quantity) ? ltrText(quantity) : quantity),
  };
}
