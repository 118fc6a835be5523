import { compile, match } from 'next/dist/compiled/path-to-regexp';
import { decide } from '@/lib/middleware/decide';
import { internalPath, pageRewrites } from '@/lib/middleware/rewrites';
import { LOCALES } from '@/lib/i18n/locales';
import { allPagePaths } from '@/lib/pages';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';

/** Where next.config.ts's rewrites send a path, as Next applies them (first match wins; a rule's `missing` query keys must be absent). */
function rewritten(pathname: string, search = ''): string {
  const query = new URLSearchParams(search);
  for (const rule of pageRewrites()) {
    if (rule.missing?.some(({ key }) => query.has(key))) continue;
    const found = match(rule.source, { decode: decodeURIComponent })(pathname);
    if (found) return compile(rule.destination)(found.params);
  }
  return pathname;
}

describe('every public page URL reaches its route under app/[locale]/[shell] through the config rewrites', () => {
  const urls = (prefix: string) => [
    ...allPagePaths('desktop').map((page) => ({ url: `${prefix}${page === '/' ? '' : page}` || '/', userAgent: DESKTOP })),
    ...allPagePaths('mobile').map((page) => ({ url: `${prefix}/m${page === '/' ? '' : page}`, userAgent: IPHONE })),
    { url: `${prefix}/404`, userAgent: DESKTOP },
  ];

  it.each([...urls(''), ...urls('/de-DE'), ...urls('/ar-SA')])('$url', ({ url, userAgent }) => {
    const decision = decide({ method: 'GET', pathname: url, search: '', userAgent, acceptLanguage: 'en' });
    expect(decision.kind).toBe('serve');
    if (decision.kind === 'serve') expect(rewritten(url)).toBe(internalPath(decision.locale, decision.shell, decision.page));
  });

  it('sends the finder with a query to its route, and without one to its prerendered plain page', () => {
    expect(rewritten('/de-DE/m/products', 'gangs=2')).toBe('/de-DE/mobile/products');
    expect(rewritten('/products', 'compare=pir-sensor')).toBe('/en-US/desktop/products');
    expect(rewritten('/products', '_rsc=1')).toBe('/en-US/desktop/products-all');
    expect(internalPath('ja-JP', 'mobile', '/products', 'standard=uk')).toBe('/ja-JP/mobile/products');
  });

  it('covers every locale', () => {
    for (const locale of LOCALES.filter((code) => code !== 'en-US')) expect(rewritten(`/${locale}/m/panel/0`)).toBe(`/${locale}/mobile/panel/0`);
  });

  it('leaves the inbox, route handlers, files and the routes themselves alone', () => {
    for (const path of ['/admin', '/admin/export', '/api/suggest', '/og/home', '/catalog/aurex-catalog.pdf', '/robots.txt', '/_next/static/x.js', '/de-DE/desktop/panel/1', '/en-US/mobile']) {
      expect(rewritten(path)).toBe(path);
    }
  });
});
