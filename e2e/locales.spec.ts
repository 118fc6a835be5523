import { expect, test } from '@playwright/test';
import { LOCALES, directionOf, htmlLangOf } from '../lib/i18n/locales';
import { allPagePaths, rendersPerRequest } from '../lib/pages';
import { CERTIFICATIONS, SYSTEM_NAMES } from '../lib/content/technical';
import { publicPath } from '../lib/i18n/paths';
import { DISTRIBUTORS } from '../lib/content/distributors';
import { SITE, SOCIAL_LINKS } from '../lib/site';
import { DESKTOP_UA, IPHONE_UA, openUntilVisible } from './helpers';

/** Runs `check` on every item, a few at a time: one request after another left the server waiting on the test. */
async function inBatches<T>(items: readonly T[], check: (item: T) => Promise<void>, size = 6): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(check));
}

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

test.describe('every page in every locale', () => {
  for (const locale of LOCALES) {
    test(`${locale}: lang, dir, title, description and heading on every route of both shells, served statically`, async ({ baseURL }) => {
      const pages = [
        ...allPagePaths('desktop').map((page) => ({ url: publicPath(locale, 'desktop', page), ua: DESKTOP_UA, page, shell: 'desktop' as const })),
        ...allPagePaths('mobile').map((page) => ({ url: publicPath(locale, 'mobile', page), ua: IPHONE_UA, page, shell: 'mobile' as const })),
      ];
      const titles = new Set<string>();
      await inBatches(pages, async ({ url, ua, page, shell }) => {
        // Node's own fetch: a page need not pass through Playwright's driver, which slowed this test (docs/benchmarks.md).
        const response = await fetch(new URL(url, baseURL), { redirect: 'manual', headers: { 'user-agent': ua } });
        expect(response.status, url).toBe(200);
        const html = await response.text();
        expect(attr(html, /<html[^>]*\blang="([^"]+)"/), url).toBe(htmlLangOf(locale));
        expect(attr(html, /<html[^>]*\bdir="([^"]+)"/), url).toBe(directionOf(locale));
        const title = attr(html, /<title>([^<]+)<\/title>/);
        expect(title, url).toBeTruthy();
        expect(attr(html, /<meta name="description" content="([^"]+)"/), url).toBeTruthy();
        expect(html, url).toMatch(/<h1[^>]*>/);
        if (!rendersPerRequest(shell, page)) {
          // Prerendered at build time: served from the cache, no per-request rendering.
          expect(response.headers.get('x-nextjs-cache') ?? response.headers.get('x-nextjs-prerender'), url).toBeTruthy();
        }
        if (ua === DESKTOP_UA) titles.add(title!);
      });
      // Each page has its own title.
      expect(titles.size).toBeGreaterThan(allPagePaths('desktop').length - 3);
    });
  }
});

/**
 * The texts of a page a visitor reads: text between tags; alt, title, aria-label and
 * placeholder values; and the description and titles that search results and shares show.
 */
function readableTexts(html: string): Set<string> {
  // Scripts and styles are not read; what the page marks translate="no" (a partner's name and
  // address, the brand) is the same in every language by intent.
  const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').replace(/<(\w+)\b[^>]*\stranslate="no"[^>]*>[\s\S]*?<\/\1>/g, '');
  // As read: entities decoded, and without the invisible format characters (bidi isolates, word joiners).
  const decode = (text: string) =>
    text
      .replace(/&(amp|quot|lt|gt|nbsp|#x27|#39);/g, (_, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>', nbsp: ' ', '#x27': "'", '#39': "'" })[name]!)
      .replace(/\p{Cf}/gu, '')
      .replace(/\s+/g, ' ')
      .trim();
  const texts = [
    ...[...body.matchAll(/>([^<>]+)</g)].map((match) => match[1]!),
    ...[...body.matchAll(/\s(?:alt|title|aria-label|placeholder)="([^"]+)"/g)].map((match) => match[1]!),
    ...[...body.matchAll(/<meta (?:name|property)="(?:description|(?:og|twitter):(?:title|description|image:alt))" content="([^"]+)"/g)].map((match) => match[1]!),
  ];
  // Words, not codes: SKUs, standards and the brand are capitals and digits.
  return new Set(texts.map(decode).filter((text) => /[a-z]{3}/.test(text)));
}

/** Names that stay as they are in every language. */
const PROPER_NAMES = new Set([
  ...SOCIAL_LINKS.map((social) => social.label),
  SITE.email,
  ...DISTRIBUTORS.flatMap((distributor) => [distributor.company, ...distributor.address, distributor.email]),
  'Zigbee 3.0',
  'Android',
  'name@example.com',
  // Other companies' brands; our own app's name is translated (content.technical.appName).
  ...Object.values(SYSTEM_NAMES),
]);

/** A list of certification marks (`CE, UKCA, RoHS`): codes, written alike in every language. */
const isCertificationList = (text: string) => text.split(/[\s,]+/).every((code) => (CERTIFICATIONS as readonly string[]).includes(code));

test.describe('no English left on pages in other scripts', () => {
  // One locale per script that shares no letters with English (Greek is left out: it writes "Email" in Latin letters).
  for (const locale of ['ja-JP', 'zh-CN', 'ko-KR', 'th-TH', 'ar-SA', 'he-IL', 'ru-RU'] as const) {
    test(`${locale}: no text of the English page appears on the same page, on every route of both shells`, async ({ baseURL }) => {
      const left: string[] = [];
      for (const shell of ['desktop', 'mobile'] as const) {
        const headers = { 'user-agent': shell === 'mobile' ? IPHONE_UA : DESKTOP_UA };
        await inBatches(allPagePaths(shell), async (page) => {
          const textsOf = async (url: string) => readableTexts(await (await fetch(new URL(url, baseURL), { headers })).text());
          const [english, translated] = await Promise.all([textsOf(publicPath('en-US', shell, page)), textsOf(publicPath(locale, shell, page))]);
          for (const text of translated) if (english.has(text) && !PROPER_NAMES.has(text) && !isCertificationList(text)) left.push(`${publicPath(locale, shell, page)}: ${text}`);
        });
      }
      expect(left).toEqual([]);
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

/**
 * The language choice (SPEC section 4): switching keeps the page and its query, the choice is
 * stored in the `locale` cookie and in localStorage, and a later visit to `/` uses it.
 * (The desktop switcher's list of names and its cookie are covered in desktop-shell.spec.ts.)
 */
const PHONE = { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true };

test.describe('language choice', () => {
  test('desktop: switching keeps the page and its query string', async ({ page }) => {
    await page.goto('/panel/1?currentIndex=1');
    const finnish = page.getByRole('banner').getByRole('link', { name: 'Suomi', exact: true });
    await openUntilVisible(page.getByRole('banner').getByRole('button', { name: /Language/ }), finnish);
    await finnish.click();
    await expect(page).toHaveURL(/\/fi-FI\/panel\/1\?currentIndex=1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi-FI');
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('mobile: switching keeps the page and query, stores the choice, and the next visit uses it', async ({ page, context, browser, baseURL }) => {
      await page.goto('/m/catalogsearch/result?val=usb');
      await openUntilVisible(page.getByRole('button', { name: 'Open menu' }), page.getByRole('navigation', { name: 'Main menu' }));
      await page.getByRole('button', { name: /Language/ }).click();
      await page.getByRole('link', { name: 'العربية', exact: true }).click();
      await expect(page).toHaveURL(/\/ar-SA\/m\/catalogsearch\/result\?val=usb$/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('ar-SA');
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar-SA');
      const cookies = await context.cookies();

      // A new visit, days later: only the stored cookie remains.
      const next = await browser.newContext(PHONE);
      await next.addCookies(cookies.filter((cookie) => cookie.name === 'locale'));
      const later = await next.newPage();
      await later.goto(`${baseURL}/`);
      await expect(later).toHaveURL(`${baseURL}/ar-SA/m`);
      await next.close();
    });
  });

  test('a fresh load of / with the stored cookie goes to the stored language, over the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ userAgent: DESKTOP_UA, locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE,de;q=0.9' } });
    await context.addCookies([{ name: 'locale', value: 'ja-JP', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await expect(page).toHaveURL(`${baseURL}/ja-JP`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await context.close();
  });

  test('a choice left only in localStorage restores the cookie, so the next visit uses it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      userAgent: DESKTOP_UA,
      storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: 'locale', value: 'he-IL' }] }] },
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/panel/0`);
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('he-IL');
    await page.goto(`${baseURL}/`);
    await expect(page).toHaveURL(`${baseURL}/he-IL`);
    await context.close();
  });
});
