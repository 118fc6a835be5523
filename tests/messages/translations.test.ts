/**
 * Every locale carries every English key, translated: a key added to en-US without its
 * translations fails here, as do a lost placeholder or broken ICU syntax.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, LOCALES } from '../../lib/i18n/locales';
import { VISITOR_NAMESPACES } from '../../lib/i18n/messages';
import { HELP_TOPICS, PRIVACY_SECTIONS } from '../../lib/content/help';
import { flatten, readNamespace, type Json } from '../support/messageFiles';

/** Names of the arguments and rich-text tags a message uses, sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.tag) visit(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

describe.each(VISITOR_NAMESPACES)('messages/*/%s.json', (namespace) => {
  const english = flatten(readNamespace(DEFAULT_LOCALE, namespace));

  it('keys contain no dot (next-intl reads a dot as nesting, so such a key never resolves)', () => {
    const dotted: string[] = [];
    const visit = (value: Json, at: string) => {
      if (value === null || typeof value !== 'object') return;
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('.')) dotted.push(`${at}${key}`);
        visit(child, `${at}${key}/`);
      }
    };
    visit(readNamespace(DEFAULT_LOCALE, namespace), '');
    expect(dotted).toEqual([]);
  });

  it('English values are valid ICU messages', () => {
    for (const message of english.values()) expect(() => parse(message)).not.toThrow();
  });

  it.each(OTHER_LOCALES)('%s has every English key, no extra key, none empty', (locale) => {
    const translated = flatten(readNamespace(locale, namespace));
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    const empty = [...translated].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(OTHER_LOCALES)('%s keeps the placeholders and tags of every message', (locale) => {
    const translated = flatten(readNamespace(locale, namespace));
    const mismatched = [...english]
      .filter(([key]) => translated.has(key))
      .filter(([key, message]) => argumentsOf(message).join() !== argumentsOf(translated.get(key)!).join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe('translations are not English left in place', () => {
  const allOf = (locale: string) => {
    const values = new Map<string, string>();
    for (const namespace of VISITOR_NAMESPACES) {
      for (const [key, value] of flatten(readNamespace(locale, namespace))) values.set(`${namespace}.${key}`, value);
    }
    return values;
  };
  const english = allOf(DEFAULT_LOCALE);

  // Brand names, SKUs, units and numbers may stay as in English; prose may not.
  it.each(OTHER_LOCALES)('%s: at most 12 % of values identical to English', (locale) => {
    const translated = allOf(locale);
    const identical = [...english].filter(([key, value]) => translated.get(key) === value).length;
    expect(identical / english.size).toBeLessThanOrEqual(0.12);
  });
});

/** Keys the pages build from content data (lib/i18n/keys.ts `composedKey`): each exists in English. */
describe('keys built from content data', () => {
  const english = new Map(VISITOR_NAMESPACES.flatMap((namespace) => [...flatten(readNamespace(DEFAULT_LOCALE, namespace), namespace)]));
  const has = (key: string) => english.has(key) || [...english.keys()].some((known) => known.startsWith(`${key}.`));

  test('every question of the help center, asked and answered', () => {
    for (const [topic, questions] of Object.entries(HELP_TOPICS)) {
      for (const question of questions) {
        for (const part of ['q', 'a']) expect(has(`support.help.topics.${topic}.questions.${question}.${part}`)).toBe(true);
      }
    }
  });

  test('every section of the privacy policy, with its paragraphs', () => {
    for (const { id } of PRIVACY_SECTIONS) {
      expect(has(`legal.privacy.sections.${id}.title`)).toBe(true);
      expect(has(`legal.privacy.sections.${id}.body.0`)).toBe(true);
    }
  });

  test('every page of a simple heading and lead', () => {
    for (const key of ['contact', 'curtainvideo', 'download', 'feedback', 'photo', 'register', 'login', 'account']) {
      expect(has(`pages.${key}.heading`)).toBe(true);
      expect(has(`pages.${key}.description`)).toBe(true);
    }
  });
});
