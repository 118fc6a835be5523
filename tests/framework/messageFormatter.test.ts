/** @jest-environment node */
/* eslint-disable @typescript-eslint/no-require-imports -- use-intl is loaded after its formatter is mocked, as the build's alias replaces it */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import type { createTranslator as CreateTranslator } from 'use-intl/core';
import nextConfig from '@/next.config';
import { ROOT, canary, installedModule, installedVersion, repositoryFile } from './canary';

/**
 * next.config.ts aliases `use-intl/format-message` to use-intl's parser-free formatter
 * (`use-intl/format-message/format-only`) in the browser, and to lib/i18n/formatMessage.ts
 * on the server: no ICU parser ships with any page (docs/benchmarks.md).
 * That works only while use-intl's own code reaches its formatter, and nothing else of the ICU
 * parser, through that one specifier; and while the formatter reads what icu-minify compiles.
 * next, next-intl and use-intl are pinned to exact versions for it (and for the patch of next).
 */

const PINNED = ['next', 'next-intl', 'use-intl'] as const;
const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;
const ALIASED = 'use-intl/format-message';
const FORMAT_ONLY = 'use-intl/format-message/format-only';
/** What the full formatter brings: the ICU parser. */
const ICU_PARSER = /from\s*["'](?:intl-messageformat|@formatjs\/icu-messageformat-parser)["']/;

const dependencies = (JSON.parse(repositoryFile('package.json')) as { dependencies: Record<string, string> }).dependencies;

/** Every .js file under a folder of an installed package. */
function scripts(directory: string): string[] {
  return readdirSync(path.join(ROOT, 'node_modules', directory), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(directory, file));
}

describe('exact pins', () => {
  it.each(PINNED)('%s is pinned to an exact version, and that version is installed', (name) => {
    const pinned = dependencies[name];
    canary('messageFormatter', pinned !== undefined && EXACT_VERSION.test(pinned), `package.json gives ${name} as "${pinned}", not an exact version.`);
    canary('messageFormatter', installedVersion(name) === pinned, `package.json pins ${name} ${pinned}, but ${installedVersion(name)} is installed.`);
  });

  it('one copy of use-intl is installed: next-intl uses the pinned one', () => {
    const nested = installedVersion('next-intl/node_modules/use-intl');
    canary('messageFormatter', nested === undefined, `next-intl has a use-intl of its own (${nested}) beside the pinned ${installedVersion('use-intl')}: two copies of its code, and the alias applies to both.`);
  });
});

describe("use-intl's parser-free formatter in the browser", () => {
  it('next.config.ts aliases use-intl/format-message to format-only in the browser, and next-intl’s plugin keeps the alias', () => {
    const alias = nextConfig.turbopack?.resolveAlias?.[ALIASED] as { browser?: string; default?: string } | undefined;
    const formatOnly = installedModule('messageFormatter', FORMAT_ONLY, () => require.resolve(FORMAT_ONLY));
    canary('messageFormatter', alias?.browser !== undefined && path.resolve(ROOT, alias.browser) === formatOnly, `The final next.config (after next-intl's plugin) aliases ${ALIASED} in the browser to ${alias?.browser}, not to ${path.relative(ROOT, formatOnly)}.`);
    canary('messageFormatter', alias?.default === './lib/i18n/formatMessage.ts', `The final next.config aliases ${ALIASED} on the server to ${alias?.default}, not to lib/i18n/formatMessage.ts.`);
  });

  it.each(['use-intl/dist/esm/production', 'use-intl/dist/esm/development', 'next-intl/dist/esm/production'])(
    '%s reaches the ICU parser only through use-intl/format-message',
    (directory) => {
      const files = scripts(directory);
      const parserImports = files.filter((file) => ICU_PARSER.test(repositoryFile(path.join('node_modules', file))));
      const allowed = path.join('use-intl', path.relative('use-intl', directory), 'format-message', 'index.js');
      const elsewhere = parserImports.filter((file) => file !== allowed);
      canary('messageFormatter', elsewhere.length === 0, `${elsewhere.join(', ')} import the ICU parser directly: the alias of ${ALIASED} would no longer keep it out of the browser's bundle.`);
      if (directory.startsWith('use-intl/')) {
        const importers = files.filter((file) => new RegExp(`from\\s*["']${ALIASED}["']`).test(repositoryFile(path.join('node_modules', file))));
        canary('messageFormatter', importers.length > 0, `No file of ${directory} imports "${ALIASED}" any more: use-intl no longer reaches its formatter through the specifier next.config.ts aliases.`);
      }
    },
  );

  it('use-intl formats a message compiled by icu-minify through the aliased module', () => {
    const formatOnly = jest.fn(jest.requireActual(FORMAT_ONLY).default);
    let createTranslator: typeof CreateTranslator | undefined;
    jest.isolateModules(() => {
      jest.doMock(ALIASED, () => ({ __esModule: true, default: Object.assign(formatOnly, { raw: false }) }));
      createTranslator = (require('use-intl/core') as typeof import('use-intl/core')).createTranslator;
    });
    const messages = { cart: compile('{count, plural, one {# switch} other {# switches}} in {room}') };
    let text: string | undefined;
    try {
      const translate = createTranslator!({ locale: 'en', messages: messages as never });
      text = translate('cart' as never, { count: 2, room: 'the hall' } as never);
    } catch (error) {
      text = `an error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    }
    canary('messageFormatter', formatOnly.mock.calls.length > 0, `use-intl's translator did not call the module "${ALIASED}" resolves to: the alias would change nothing.`);
    canary('messageFormatter', text === '2 switches in the hall', `use-intl's parser-free formatter read a message compiled by icu-minify ${installedVersion('icu-minify')} as ${JSON.stringify(text)}, not "2 switches in the hall".`);
  });
});
