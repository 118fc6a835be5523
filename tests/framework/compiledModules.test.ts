/** @jest-environment node */
/* eslint-disable @typescript-eslint/no-require-imports -- Next's bundled copies, by their internal paths */
import { canary, installedFile, installedModule } from './canary';

/**
 * Two tests apply what Next does with the very modules Next bundles for it, imported from
 * next/dist/compiled: tests/lib/middleware/rewrites.test.ts matches next.config's rewrites
 * with Next's path-to-regexp, and tests/deploy/nginx/variantMaps.test.ts parses cookies with
 * the parser behind NextRequest.cookies. They hold while Next still bundles those copies and
 * still uses them where the tests say it does.
 */

const MODULES = [
  {
    specifier: 'next/dist/compiled/path-to-regexp',
    exports: ['match', 'compile'],
    usedBy: 'next/dist/shared/lib/router/utils/path-match.js',
    test: 'tests/lib/middleware/rewrites.test.ts',
  },
  {
    specifier: 'next/dist/compiled/@edge-runtime/cookies',
    exports: ['RequestCookies'],
    usedBy: 'next/dist/server/web/spec-extension/cookies.js',
    test: 'tests/deploy/nginx/variantMaps.test.ts',
  },
];

describe.each(MODULES)('$specifier', ({ specifier, exports, usedBy, test }) => {
  it(`exports ${exports.join(' and ')}, as ${test} imports them`, () => {
    const bundled = installedModule('testInternals', specifier, () => require(specifier) as Record<string, unknown>);
    for (const name of exports) canary('testInternals', typeof bundled[name] === 'function', `${specifier} no longer exports ${name}, which ${test} imports.`);
  });

  it(`is the copy Next itself uses (${usedBy})`, () => {
    canary('testInternals', installedFile('testInternals', usedBy).includes(`require("${specifier}")`), `${usedBy} no longer requires ${specifier}: ${test} would check something other than what Next does.`);
  });
});

describe("Next's path-to-regexp", () => {
  it('matches and compiles rewrites the way the rewrites test relies on (an optional locale segment)', () => {
    const { match, compile } = require('next/dist/compiled/path-to-regexp') as typeof import('next/dist/compiled/path-to-regexp');
    const found = match('/:locale(de-DE|ja-JP)?/panel/:id', { decode: decodeURIComponent })('/de-DE/panel/1');
    canary('testInternals', found && found.params.locale === 'de-DE' && found.params.id === '1', `Next's path-to-regexp reads "/:locale(de-DE|ja-JP)?/panel/:id" differently now: ${JSON.stringify(found)}.`);
    canary('testInternals', compile('/en-US/desktop/panel/:id')({ id: '1' }) === '/en-US/desktop/panel/1', "Next's path-to-regexp compiles a destination differently now.");
  });
});
