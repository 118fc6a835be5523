/**
 * A product's property is stated once, in the typed data (lib/content), and messages take it as
 * an argument: no message in any language types a measured value of its own, so no page or
 * document can say "35 mm" where the data says 40. English is held to it by pattern, with the
 * few figures that are not product data listed below; every other language may write no number
 * that its English message does not.
 */
import { DEFAULT_LOCALE, LOCALES } from '../../lib/i18n/locales';
import { allMessages } from '../support/messageFiles';

/** A number followed by a unit or a word of time: what a product property looks like in English. */
const MEASURED = /(?<![\p{L}\d])\d[\d,.]*[\s\u00a0]*(mm|cm|m|W|V|A|Hz|MHz|Ω|%|°C?|sec(ond)?s?|inch(es)?|in|m²|hours?|days?|years?)(?![\p{L}\d])/u;

/**
 * English messages that may state a figure: none is a property of a product the data
 * describes, so each language writes it as its readers do.
 */
const NOT_PRODUCT_DATA: Record<string, string> = {
  'about.story.chapters.glass.body': 'the glass the company tuned its sensing behind, a chapter of its history',
  'about.story.values.touch.body': 'the edge radius, a design value of the company story',
  'about.company.facts.factory.value': 'the factory floor, a company figure',
  'about.company.sections.engineering.body': 'the company’s qualification test',
  'about.company.sections.factory.body': 'the factory’s end-of-line test',
  'content.products.european-socket-usb-c-18w.name': 'a model name',
  'content.products.usb-c-45w-socket.name': 'a model name',
  'content.products.usb-a-c-36w-socket.name': 'a model name',
  'content.products.british-socket.name': 'a model name',
  'forms.errors.fileTooLarge': 'a limit of the form (lib/forms/fileRules.ts)',
  'forms.errors.totalTooLarge': 'a limit of the form (lib/forms/fileRules.ts)',
  'forms.errors.pictureTooLarge': 'a limit of the form (lib/forms/fileRules.ts)',
  'consent.settings.privacy.controller': 'the date of the privacy policy',
  'forms.merchant.success': 'the company’s answer time',
  'support.help.topics.warranty.questions.returns.a': 'return periods of the shop and of the law',
};

/** English numbers written as words, which other languages may write in digits. */
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const SYNONYMS: Record<string, number> = { single: 1, double: 2, dual: 2 };
const COUNTING = new Set(['1', '2']);

/** The numbers a message writes itself, its placeholders and plural selectors left out, in Western digits. */
function numbersOf(message: string): string[] {
  const text = message
    .replace(/=\d+/g, '')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
  return [...text.matchAll(/\d+/g)].map((match) => match[0]);
}

const english = allMessages(DEFAULT_LOCALE);

describe('en-US', () => {
  it('types no measured value into a message: products’ properties come from the data as arguments', () => {
    const typed = [...english].filter(([key, text]) => !(key in NOT_PRODUCT_DATA) && !key.startsWith('legal.') && MEASURED.test(text));
    expect(typed.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('lists only keys that exist and still hold a figure', () => {
    for (const key of Object.keys(NOT_PRODUCT_DATA)) expect(english.get(key)).toMatch(/\d/);
  });
});

describe.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('%s', (locale) => {
  it('writes no number its English message does not (a figure the data gives is an argument)', () => {
    const extra = [...allMessages(locale)]
      .filter(([key]) => english.has(key) && !(key in NOT_PRODUCT_DATA) && !key.startsWith('legal.'))
      .map(([key, text]) => {
        const inWords = english
          .get(key)!
          .replace(new RegExp(`\\b(${[...NUMBER_WORDS, ...Object.keys(SYNONYMS)].join('|')})\\b`, 'gi'), (word) => ` ${SYNONYMS[word.toLowerCase()] ?? NUMBER_WORDS.indexOf(word.toLowerCase())} `);
        const allowed = new Set(numbersOf(inWords));
        // 1 and 2 are how languages write "a minute", "the first gang", "once", "a duplex socket": counting words, never a measured figure.
        return [key, numbersOf(text).filter((number) => !allowed.has(number) && !COUNTING.has(number))] as const;
      })
      .filter(([, numbers]) => numbers.length > 0);
    expect(extra.map(([key, numbers]) => `${key}: ${numbers.join(' ')}`)).toEqual([]);
  });
});
