/** @jest-environment node */
/**
 * A language or a page is added in one place: its registry. This test adds a fixture of each
 * to the registries' sources as a person would (a line in the locale lists, an entry in the
 * page list), compiles them as they are, and checks that what is built from them picks both
 * up with no other change: the build's static parameters, the rewrites, the sitemap, the
 * cache rules, the nginx maps and what the browser tests sample.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileFunction } from 'node:vm';
import ts from 'typescript';

const FIXTURE_LOCALE = 'eo-EO';
const FIXTURE_PAGE = '/fixture-page';

/** A module of the site compiled from its source with one edit, requiring its imports through jest (and its mocks). */
function editedModule(file: string, find: string, replace: string): Record<string, unknown> {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(find)) throw new Error(`${file} no longer holds ${JSON.stringify(find)}: update the fixture`);
  const { outputText } = ts.transpileModule(source.replace(find, replace), { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true } });
  const compiled = { exports: {} as Record<string, unknown> };
  const directory = path.dirname(path.resolve(file));
  // jest's own require, so that the module's imports get the other fixtures.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const requireFromFile = (specifier: string) => require(specifier.startsWith('.') ? path.resolve(directory, specifier) : specifier);
  compileFunction(outputText, ['require', 'module', 'exports'])(requireFromFile, compiled, compiled.exports);
  return compiled.exports;
}

beforeAll(() => {
  jest.doMock('@/lib/i18n/localeCodes', () => editedModule('lib/i18n/localeCodes.ts', "  'zh-CN',\n] as const;", `  'zh-CN',\n  '${FIXTURE_LOCALE}',\n] as const;`));
  jest.doMock('@/lib/i18n/locales', () =>
    editedModule('lib/i18n/locales.ts', 'export const LOCALE_REGISTRY = {', `export const LOCALE_REGISTRY = {\n  '${FIXTURE_LOCALE}': { localName: 'Esperanto', name: 'Esperanto' },`),
  );
  jest.doMock('@/lib/pages', () => editedModule('lib/pages.ts', "  privacy: { path: '/privacy' },", `  privacy: { path: '/privacy' },\n  fixture: { path: '${FIXTURE_PAGE}', section: 'about', perRequest: true },`));
});

afterAll(() => jest.resetModules());

test('the fixture language is built, rewritten to, in the sitemap with its alternates, in the nginx maps and sampled by the browser tests', async () => {
  const { generateStaticParams } = await import('@/app/[locale]/layout');
  expect(generateStaticParams()).toContainEqual({ locale: FIXTURE_LOCALE });
  const { pageRewrites } = await import('@/lib/middleware/rewrites');
  expect(pageRewrites().some((rewrite) => rewrite.source.includes(`|${FIXTURE_LOCALE}`))).toBe(true);
  const sitemap = (await import('@/app/sitemap')).default();
  expect(sitemap.map((entry) => new URL(entry.url).pathname)).toContain(`/${FIXTURE_LOCALE}/products`);
  expect(Object.keys(sitemap[0]!.alternates!.languages!)).toContain(FIXTURE_LOCALE);
  const { renderMaps, variantMaps } = await import('@/deploy/nginx/variantMaps');
  expect(renderMaps(variantMaps())).toContain(FIXTURE_LOCALE);
  const { LOCALES } = await import('@/lib/i18n/locales');
  expect(LOCALES).toContain(FIXTURE_LOCALE);
});

test('the fixture page is in the sitemap in every language, rendered per request outside the page cache, and sampled by the browser tests', async () => {
  const sitemap = (await import('@/app/sitemap')).default();
  const urls = sitemap.map((entry) => new URL(entry.url).pathname);
  expect(urls).toEqual(expect.arrayContaining([FIXTURE_PAGE, `/de-DE${FIXTURE_PAGE}`, `/${FIXTURE_LOCALE}${FIXTURE_PAGE}`]));
  const { pageRewrites } = await import('@/lib/middleware/rewrites');
  expect(pageRewrites().some((rewrite) => rewrite.source.includes(FIXTURE_PAGE.slice(1)))).toBe(true);
  const { perRequestPaths, onePathPerPage, rendersPerRequest } = await import('@/lib/pages');
  expect(perRequestPaths()).toContain(FIXTURE_PAGE.slice(1));
  expect(rendersPerRequest('desktop', FIXTURE_PAGE)).toBe(true);
  expect(onePathPerPage('desktop')).toContain(FIXTURE_PAGE);
  expect(onePathPerPage('mobile')).toContain(FIXTURE_PAGE);
  const { renderMaps, variantMaps } = await import('@/deploy/nginx/variantMaps');
  expect(renderMaps(variantMaps())).toContain(FIXTURE_PAGE.slice(1));
  // Outside the page cache: the rule that lets a CDN keep pages an hour leaves it out.
  const config = (await import('@/next.config')).default;
  const rules = await config.headers!();
  const cached = rules.filter((rule) => rule.headers.some((header) => header.key === 'Cache-Control' && header.value.includes('s-maxage')));
  const matches = (source: string, pathname: string) => new RegExp(`^${source.replace(/\/:path\*$/, '(/.*)?').replace(/^\//, '/')}$`).test(pathname);
  expect(cached.some((rule) => matches(rule.source, '/privacy'))).toBe(true);
  expect(cached.some((rule) => matches(rule.source, FIXTURE_PAGE) || matches(rule.source, `/${FIXTURE_LOCALE}${FIXTURE_PAGE}`))).toBe(false);
});
