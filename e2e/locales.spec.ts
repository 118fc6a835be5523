import { expect, test } from '@playwright/test';
import { LOCALES, directionOf, htmlLangOf } from '../lib/i18n/locales';
import { allPagePaths } from '../lib/routes';
import { publicPath } from '../lib/middleware/decide';
import { DESKTOP_UA, IPHONE_UA } from './helpers';

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

test.describe('every page in every locale', () => {
  for (const locale of LOCALES) {
    test(`${locale}: lang, dir, title, description and heading on every route of both shells, served statically`, async ({ request }) => {
      const pages = [
        ...allPagePaths('desktop').map((page) => ({ url: publicPath(locale, 'desktop', page), ua: DESKTOP_UA, page })),
        ...allPagePaths('mobile').map((page) => ({ url: publicPath(locale, 'mobile', page), ua: IPHONE_UA, page })),
      ];
      const titles = new Set<string>();
      for (const { url, ua, page } of pages) {
        const response = await request.get(url, { maxRedirects: 0, headers: { 'user-agent': ua } });
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(attr(html, /<html[^>]*\blang="([^"]+)"/), url).toBe(htmlLangOf(locale));
        expect(attr(html, /<html[^>]*\bdir="([^"]+)"/), url).toBe(directionOf(locale));
        const title = attr(html, /<title>([^<]+)<\/title>/);
        expect(title, url).toBeTruthy();
        expect(attr(html, /<meta name="description" content="([^"]+)"/), url).toBeTruthy();
        expect(html, url).toMatch(/<h1[^>]*>/);
        const dynamic = page === '/search' || page === '/catalogsearch/result';
        if (!dynamic) {
          // Prerendered at build time: served from the cache, no per-request rendering.
          expect(response.headers()['x-nextjs-cache'] ?? response.headers()['x-nextjs-prerender'], url).toBeTruthy();
        }
        if (ua === DESKTOP_UA) titles.add(title!);
      }
      // Each page has its own title.
      expect(titles.size).toBeGreaterThan(allPagePaths('desktop').length - 3);
    });
  }
});

test('the browser receives only the client namespaces, not the whole catalogue', async ({ request }) => {
  const html = await (await request.get('/de-DE/panel/0')).text();
  // Page text is in the HTML, but server-only namespaces are not serialised for the client.
  expect(html).not.toContain('"pages":{');
  expect(html).not.toContain('"content":{');
  expect(html).not.toContain('"nav":{');
});
