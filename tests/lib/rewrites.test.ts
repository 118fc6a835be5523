import { compile, match } from 'next/dist/compiled/path-to-regexp';
import { decide } from '@/lib/middleware/decide';
import { unprefixedLocaleRewrites } from '@/lib/middleware/rewrites';
import { allPagePaths } from '@/lib/routes';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';

/** Where next.config.ts's rewrites send a path, as Next applies them (first match wins). */
function rewritten(pathname: string): string {
  for (const rule of unprefixedLocaleRewrites()) {
    const found = match(rule.source, { decode: decodeURIComponent })(pathname);
    if (found) return compile(rule.destination)(found.params);
  }
  return pathname;
}

describe('unprefixed English URLs reach their en-US routes through the config rewrites', () => {
  const pages = [
    ...allPagePaths('desktop').map((page) => ({ page, userAgent: DESKTOP })),
    ...allPagePaths('mobile').map((page) => ({ page: page === '/' ? '/m' : `/m${page}`, userAgent: IPHONE })),
    { page: '/404', userAgent: DESKTOP },
  ];

  it.each(pages)('$page', ({ page, userAgent }) => {
    const decision = decide({ method: 'GET', pathname: page, search: '', userAgent });
    expect(decision.kind).toBe('serve');
    if (decision.kind === 'serve') expect(rewritten(page)).toBe(decision.internalPath);
  });

  it('leaves prefixed pages, the inbox, route handlers and files alone', () => {
    for (const path of ['/de-DE/panel/1', '/ar-SA/m', '/admin', '/admin/export', '/api/suggest', '/og/home', '/catalog/aurex-catalog.pdf', '/robots.txt', '/_next/static/x.js']) {
      expect(rewritten(path)).toBe(path);
    }
  });
});
