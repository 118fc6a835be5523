/**
 * What a careful translator keeps consistent across a locale's files: one term per concept
 * (the locale's glossary, tests/messages/glossary/<locale>.json), unit symbols in the locale's
 * own script, its decimal separator in technical values, and the sizes the product data states.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, LOCALES, formattingLocaleOf } from '../../lib/i18n/locales';
import { UNIT_CONVENTIONS } from '../../lib/content/unitConventions';
import { allMessages } from '../support/messageFiles';
import { BREAKABLE_DESIGNATION, BREAKABLE_NAMED_NUMBER, BREAKABLE_RANGE } from '../support/lineBreaks';

interface GlossaryEntry {
  /** Case-insensitive pattern of the one term the locale uses, in all its forms. */
  match: string;
  /** Other renderings that must appear nowhere in the locale. */
  avoid: string[];
  /** English only: the pattern of the messages that name the concept (else the concept's name). */
  mentions?: string;
  /** English only: messages whose word is not the concept ("In the box" is the packaging). */
  except?: string[];
}

const CONCEPTS = ['distributor', 'partner', 'merchant', 'gang', 'wallBox', 'neutral', 'earth', 'load'] as const;
type Glossary = Record<(typeof CONCEPTS)[number], GlossaryEntry>;

function glossaryOf(locale: string): Glossary {
  return JSON.parse(readFileSync(path.join(__dirname, 'glossary', `${locale}.json`), 'utf8')) as Glossary;
}

const english = allMessages(DEFAULT_LOCALE);

/** A message's words, not the names of its arguments ("{partners, plural, …}", "at least {load}"). */
const wordsOf = (text: string, locale: string) => text.replace(/\{\s*[\w]+\s*(,\s*\w+\s*,?)?/g, '{').toLocaleLowerCase(locale);

describe('he-IL', () => {
  it('keeps a prefix with the Latin word, number or value after it ("ל-Zigbee", "ב-USB-C"): a word joiner after its hyphen', () => {
    // A line could break after the hyphen, leaving "ל-" at the end of a line.
    const breakable = /[\u05D0-\u05EA]-(?!\u2060)(?=[A-Za-z0-9{])/;
    expect([...allMessages('he-IL')].filter(([, text]) => breakable.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

describe.each(LOCALES)('%s', (locale) => {
  const messages = allMessages(locale);

  it.each(CONCEPTS)('says "%s" with its one glossary term wherever English says it', (concept) => {
    const { match, avoid } = glossaryOf(locale)[concept];
    const term = new RegExp(match, 'iu');
    const { mentions: mentioned = concept, except = [] } = glossaryOf(DEFAULT_LOCALE)[concept];
    const mentions = [...english]
      .filter(([key, text]) => !except.includes(key) && new RegExp(mentioned, 'iu').test(wordsOf(text, DEFAULT_LOCALE)))
      .map(([key]) => key);
    expect(mentions.length).toBeGreaterThan(0);
    const missing = mentions.filter((key) => !term.test(messages.get(key) ?? ''));
    expect(missing).toEqual([]);
    const variants = [...messages].filter(([, text]) => avoid.some((word) => wordsOf(text, locale).includes(word.toLocaleLowerCase(locale))));
    expect(variants.map(([key]) => key)).toEqual([]);
  });
});

const decimalSeparatorOf = (locale: string) => new Intl.NumberFormat(formattingLocaleOf(locale as (typeof LOCALES)[number])).format(1.5).replace(/\d/g, '');
const DECIMAL_COMMA_LOCALES = LOCALES.filter((locale) => decimalSeparatorOf(locale) === ',');

describe.each(DECIMAL_COMMA_LOCALES)('%s', (locale) => {
  it('writes technical decimals with a decimal comma', () => {
    // A number with a decimal point before a unit or word; versions (Zigbee 3.0, Android 8.0) are names.
    const decimalPoint = /(?<!(?:Zigbee|Bluetooth|USB|Android|iOS)[ \u00a0])(?<![\d.])\d+\.\d+[\s\u00a0\u202f]?\p{L}/u;
    expect([...allMessages(locale)].filter(([, text]) => decimalPoint.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

describe.each(['ru-RU', 'uk-UA', 'bg-BG', 'ar-SA', 'he-IL'])('%s', (locale) => {
  it('writes unit symbols in its own script, not Latin ones inside its sentences', () => {
    const latinUnit = /\d[\s\u00a0\u202f]?(mm|cm|m|W|V|A|Hz|kg|in)\b/;
    const found = [...allMessages(locale)].filter(([, text]) => latinUnit.test(text)).map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });
});

/** The Latin length symbols a locale's technical data writes otherwise ("มม.", "毫米", "мм"): its own convention, else CLDR's. */
function lengthSymbolsReplaced(locale: string): string[] {
  const symbolOf = (unit: string) => {
    const own = UNIT_CONVENTIONS[locale as keyof typeof UNIT_CONVENTIONS]?.symbols?.[unit as 'millimeter'];
    if (typeof own === 'string') return own;
    return new Intl.NumberFormat(formattingLocaleOf(locale as never), { style: 'unit', unit, unitDisplay: 'short' }).format(2).replace(/[\p{Nd}\s\p{Cf}]/gu, '');
  };
  // Inches are written as words now (lib/content/quantities.ts), never as a symbol in a message.
  const latin = { millimeter: 'mm', centimeter: 'cm' };
  return Object.entries(latin).filter(([unit, symbol]) => symbolOf(unit) !== symbol).map(([, symbol]) => symbol);
}
const OWN_LENGTH_SYMBOLS = LOCALES.filter((locale) => lengthSymbolsReplaced(locale).length > 0);

describe.each(OWN_LENGTH_SYMBOLS)('%s', (locale) => {
  it('writes a length in its sentences with the unit symbol of its technical data (CLDR\'s: "86 มม.", "86毫米"), not a Latin one', () => {
    const latinLength = new RegExp(`\\d[\\s\\u00a0\\u202f]?(${lengthSymbolsReplaced(locale).join('|')})(?!\\p{L})`, 'u');
    expect([...allMessages(locale)].filter(([, text]) => latinLength.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});

it('knows which languages write lengths in their own script', () => {
  expect(OWN_LENGTH_SYMBOLS).toEqual(expect.arrayContaining(['th-TH', 'zh-CN', 'ru-RU', 'ar-SA', 'he-IL', 'bg-BG']));
  // Greek datasheets write lengths with the Latin symbols, as the unit conventions say.
  expect(OWN_LENGTH_SYMBOLS).not.toContain('el-GR');
});

describe.each(['ar-SA', 'he-IL'])('%s', (locale) => {
  it('isolates left to right a value whose signs bidi would reorder: an article, a screw size, a temperature', () => {
    // "6(1)(b)" showed as "(b)(1)6", "#6-32" as "32-6#", "45 °C" as "C° 45" in a right-to-left line.
    const reordered = /\d+(\(\w+\))+|#\d+-\u2060?\d+|\d+\s?°[CF]/g;
    const bare = [...allMessages(locale)].flatMap(([key, text]) =>
      [...text.matchAll(reordered)]
        .filter((match) => text[match.index - 1] !== '\u2066' || text[match.index + match[0].length] !== '\u2069')
        .map((match) => `${key}: ${match[0]}`),
    );
    expect(bare).toEqual([]);
  });
});

describe.each(LOCALES)('%s', (locale) => {
  it('keeps a designation joined by a hyphen whole ("USB-C", "USB-1A1C", "NEMA 5-15R", "V-0", "#6-32"): a word joiner after the hyphen, where a line could break', () => {
    expect([...allMessages(locale)].filter(([, text]) => BREAKABLE_DESIGNATION.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('holds a standard, a product or a diameter to its number with a no-break space ("DIN 49073", "Zigbee 3.0", "Ø 60 mm")', () => {
    expect([...allMessages(locale)].filter(([, text]) => BREAKABLE_NAMED_NUMBER.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('keeps a range of numbers on one line ("8–10 mm"): a word joiner after its dash', () => {
    expect([...allMessages(locale)].filter(([, text]) => BREAKABLE_RANGE.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('holds a number to its unit and a size to its "×" with no-break spaces, so "36 W" or "2 × 4 in" never breaks across lines', () => {
    // After a placeholder ("{value} W", a plural's "#") only the symbols no language uses as a word ("in", "m" are words too).
    const breakable = /\d (mm|cm|m|W|V|A|Hz|MHz|Ω|%|°C|in|kg|ช่อง)(?!\p{L})|[}#] (mm|cm|W|V|A|Hz|MHz|Ω|%|°C|kg|ช่อง)(?!\p{L})|[\d}] × [\d{]/u;
    expect([...allMessages(locale)].filter(([, text]) => breakable.test(text)).map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
