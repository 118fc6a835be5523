/**
 * Client components get precompiled messages; the browser formats them with use-intl's
 * parser-free formatter. The server formats every message, plain or compiled, with
 * lib/i18n/formatMessage.ts (which compiles plain ones first): the two aliases of
 * `use-intl/format-message` in next.config.ts. Every message must read, on the server and
 * (for what client components show) in the browser, exactly as the full ICU formatter writes
 * the source, in every locale.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { AbstractIntlMessages } from 'next-intl';
import type { createTranslator as CreateTranslator } from 'use-intl/core';
import { LOCALES, formattingLocaleOf } from '@/lib/i18n/locales';
import { CLIENT_NAMESPACES, clientMessagesFor, messagesFor } from '@/lib/i18n/messages';
import { precompileMessages } from '@/lib/i18n/precompile';

type Formatter = 'full' | 'browser' | 'server';

/** The formatter next.config.ts gives `use-intl/format-message` in the browser and on the server. */
function formatterModule(formatter: Exclude<Formatter, 'full'>) {
  return jest.requireActual(formatter === 'browser' ? 'use-intl/format-message/format-only' : '@/lib/i18n/formatMessage');
}

function loadCreateTranslator(formatter: Formatter): typeof CreateTranslator {
  let create: typeof CreateTranslator | undefined;
  jest.isolateModules(() => {
    if (formatter !== 'full') jest.doMock('use-intl/format-message', () => formatterModule(formatter));
    // A fresh module registry per alias, so that each sees only its own.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    create = (require('use-intl/core') as typeof import('use-intl/core')).createTranslator;
  });
  return create!;
}

const createFullTranslator = loadCreateTranslator('full');
const createBrowserTranslator = loadCreateTranslator('browser');
const createServerTranslator = loadCreateTranslator('server');

type Value = string | number | Date | ((chunks: string) => string);

/** A value for every argument and tag of a message; `count` feeds plurals and numbers. */
function valuesFor(elements: MessageFormatElement[], count: number): Record<string, Value> {
  const values: Record<string, Value> = {};
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
          values[element.value] = 'Ada';
          break;
        case TYPE.number:
        case TYPE.plural:
          values[element.value] = count;
          break;
        case TYPE.date:
        case TYPE.time:
          values[element.value] = new Date(Date.UTC(2026, 10, 23, 9, 30));
          break;
        case TYPE.select:
          values[element.value] = Object.keys(element.options).find((key) => key !== 'other') ?? 'other';
          break;
        case TYPE.tag:
          values[element.value] = (chunks) => `<${element.value}>${chunks}</${element.value}>`;
          visit(element.children);
          break;
        default:
          break;
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(elements);
  return values;
}

/** Where `formatted` differs from `expected` for the message at `key`, as one line; undefined when they agree. */
function difference(key: string, formatted: string, expected: string): string | undefined {
  return formatted === expected ? undefined : `${key}: ${JSON.stringify(formatted)} instead of ${JSON.stringify(expected)}`;
}

function leaves(messages: AbstractIntlMessages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

describe.each(LOCALES)('%s messages on the server', (locale) => {
  test('every message of every namespace reads exactly as its source, with plurals at 0, 1, 2 and 5', async () => {
    const source = await messagesFor(locale);
    const options = { locale: formattingLocaleOf(locale), timeZone: 'UTC', onError: (error: Error) => { throw error; } };
    const reference = createFullTranslator({ ...options, messages: source });
    const server = createServerTranslator({ ...options, messages: source });
    let checked = 0;
    // One assertion for all: an expect per message made this file slow (docs/benchmarks.md, "CI time").
    const differences: string[] = [];
    for (const [key, message] of leaves(source)) {
      const elements = parse(message);
      for (const count of [0, 1, 5]) {
        const values = valuesFor(elements, count);
        const found = difference(key, server.markup(key as never, values as never), reference.markup(key as never, values as never));
        if (found) differences.push(found);
      }
      checked += 1;
    }
    expect(differences).toEqual([]);
    expect(checked).toBeGreaterThan(700);
  });
});

describe.each(LOCALES)('%s messages in the browser', (locale) => {
  test('read exactly as their source, in the browser and in the server render, with plurals at 0, 1, 2 and 5', async () => {
    const source = await messagesFor(locale);
    const compiled = await clientMessagesFor(locale, CLIENT_NAMESPACES);
    const options = { locale: formattingLocaleOf(locale), timeZone: 'UTC', onError: (error: Error) => { throw error; } };
    const reference = createFullTranslator({ ...options, messages: source });
    const browser = createBrowserTranslator({ ...options, messages: compiled });
    const server = createServerTranslator({ ...options, messages: compiled });
    let checked = 0;
    const differences: string[] = [];
    for (const namespace of CLIENT_NAMESPACES) {
      for (const [key, message] of leaves(source[namespace] as AbstractIntlMessages, `${namespace}.`)) {
        const elements = parse(message);
        for (const count of [0, 1, 2, 5]) {
          const values = valuesFor(elements, count);
          // `markup` formats tags to strings, so the results compare as text.
          const expected = reference.markup(key as never, values as never);
          for (const formatted of [browser.markup(key as never, values as never), server.markup(key as never, values as never)]) {
            const found = difference(key, formatted, expected);
            if (found) differences.push(found);
          }
        }
        checked += 1;
      }
    }
    expect(differences).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});

test('a message that does not compile is sent as written, not dropped', () => {
  expect(precompileMessages({ broken: 'Hello {name', nested: { fine: 'Hi {name}' } })).toEqual({
    broken: 'Hello {name',
    nested: { fine: ['Hi ', ['name']] },
  });
});

test('compiled plurals are plain objects and arrays, which React passes from server to client components', () => {
  const prototypes = new Set<unknown>();
  const visit = (value: unknown) => {
    if (value === null || typeof value !== 'object') return;
    prototypes.add(Object.getPrototypeOf(value));
    Object.values(value).forEach(visit);
  };
  visit(precompileMessages({ count: '{count, plural, =0 {None} one {# picture} other {# pictures}}', kind: '{kind, select, a {A} other {B}}' }));
  expect([...prototypes]).toEqual(expect.arrayContaining([Object.prototype, Array.prototype]));
  expect(prototypes.size).toBe(2);
});

/** One English message through a translator made by `create` (keys are runtime strings here). */
function translate(create: typeof CreateTranslator, messages: AbstractIntlMessages, key: string, values?: Record<string, Value>) {
  return create({ locale: 'en-US', timeZone: 'UTC', messages })(key as never, values as never);
}

test('escaped ICU syntax reads the same both ways, and server components keep plain strings and t.raw', () => {
  const source = { escaped: "Type '{name}' to confirm, it''s safe", plain: 'Hi {name}', list: { 0: 'one' } };
  // With a value given, a formatter that parsed the unescaped text again would fill `{name}` in.
  const expected = translate(createFullTranslator, source, 'escaped', { name: 'Ada' });
  expect(expected).toBe("Type {name} to confirm, it's safe");
  for (const create of [createBrowserTranslator, createServerTranslator]) {
    expect(translate(create, precompileMessages(source), 'escaped', { name: 'Ada' })).toBe(expected);
  }
  expect(translate(createServerTranslator, source, 'plain', { name: 'Ada' })).toBe('Hi Ada');
  expect(createServerTranslator({ locale: 'en-US', messages: source }).raw('list' as never)).toEqual({ 0: 'one' });
});
