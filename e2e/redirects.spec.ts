import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { directionOf, htmlLangOf, type Locale } from '../lib/i18n/locales';
import { DESKTOP_UA, IPHONE_UA, fetchRaw, hrefsIn } from './helpers';

type Row = [url: string, headers: Record<string, string>, status: number, location?: string];

const ROWS: Row[] = [
  ['/', {}, 200],
  ['/panel/1', {}, 200],
  ['/de-DE/panel/1', {}, 200],
  ['/panel/1?x=1', { 'user-agent': IPHONE_UA }, 307, '/m/panel/1?x=1'],
  ['/m/panel/1', {}, 307, '/panel/1'],
  ['/m/panel/1', { 'user-agent': IPHONE_UA }, 200],
  ['/panel/1', { 'sec-ch-ua-mobile': '?1' }, 307, '/m/panel/1'],
  ['/panel/1', { cookie: 'vw=390' }, 307, '/m/panel/1'],
  ['/m/panel/1', { cookie: 'vw=1440' }, 307, '/panel/1'],
  ['/panel/1', { 'accept-language': 'de-DE,de;q=0.9' }, 307, '/de-DE/panel/1'],
  ['/panel/1', { cookie: 'locale=ja-JP', 'accept-language': 'de' }, 307, '/ja-JP/panel/1'],
  ['/panel/1', { cookie: 'locale=en-US', 'accept-language': 'de' }, 200],
  ['/', { 'user-agent': IPHONE_UA, 'accept-language': 'ar' }, 307, '/ar-SA/m'],
  ['/en-US/panel/1', {}, 308, '/panel/1'],
  ['/m/panel?activePanel=2', { 'user-agent': IPHONE_UA }, 308, '/m/panel/2'],
  ['/m/function', { 'user-agent': IPHONE_UA }, 308, '/m/function/electronic_types'],
  ['/search?q=usb', { 'user-agent': IPHONE_UA }, 307, '/m/catalogsearch/result?val=usb'],
  ['/no-such-page', {}, 307, '/404'],
  ['/fr-FR/no/such/page', {}, 307, '/fr-FR/404'],
  ['/wp-login.php', {}, 307, '/404'],
  ['/%2F%2Fevil.example', {}, 307, '/404'],
  ['/%5Cevil.example', {}, 307, '/404'],
];

test.describe('middleware redirect table', () => {
  for (const [url, headers, status, location] of ROWS) {
    test(`${url} ${JSON.stringify(headers)} -> ${status} ${location ?? ''}`, async ({ request, baseURL }) => {
      const response = await fetchRaw(request, url, headers);
      expect(response.status()).toBe(status);
      if (location) expect(new URL(response.headers()['location']!, baseURL).toString()).toBe(`${baseURL}${location}`);
    });
  }

  test('paths that look like another host never leave this host', async ({ request, baseURL }) => {
    for (const url of ['//evil.example', '//evil.example/%2e%2e', '/\\evil.example', '/%2f%2fevil.example/x', '/..%2f..%2fevil.example']) {
      // Absolute, so the client sends the path as it is instead of reading `//host`.
      const response = await fetchRaw(request, `${baseURL}${url}`);
      const location = response.headers()['location'];
      if (location) expect(new URL(location, baseURL).host).toBe(new URL(baseURL!).host);
      expect(response.status()).toBeLessThan(500);
    }
  });

  test('responses vary on the device and language signals', async ({ request }) => {
    for (const url of ['/panel/1', '/de-DE/m/panel/1', '/nope']) {
      const response = await fetchRaw(request, url, url.includes('/m/') ? { 'user-agent': IPHONE_UA } : {});
      const vary = response.headers()['vary'] ?? '';
      for (const header of ['User-Agent', 'Sec-CH-UA-Mobile', 'Cookie', 'Accept-Language']) {
        expect(vary.toLowerCase()).toContain(header.toLowerCase());
      }
    }
  });

  test('following redirects always ends on a page, for every device and cookie', async ({ request }) => {
    const clients: Record<string, string>[] = [
      { 'user-agent': DESKTOP_UA },
      { 'user-agent': IPHONE_UA },
      { 'user-agent': DESKTOP_UA, cookie: 'vw=375' },
      { 'user-agent': IPHONE_UA, cookie: 'vw=1920; locale=he-IL' },
      { 'user-agent': DESKTOP_UA, cookie: 'locale=garbage%ff', 'accept-language': ';;;' },
    ];
    for (const headers of clients) {
      for (const start of ['/', '/m', '/panel/2', '/m/panel/2', '/de-DE/m/contact', '/404', '/m/404', '/x/y/z']) {
        let url = start;
        let hops = 0;
        let response = await fetchRaw(request, url, headers);
        while (response.status() >= 300 && response.status() < 400) {
          url = response.headers()['location']!;
          response = await fetchRaw(request, url, headers);
          hops += 1;
          expect(hops, `${start} with ${JSON.stringify(headers)}`).toBeLessThanOrEqual(2);
        }
        expect([200, 404]).toContain(response.status());
      }
    }
  });
});

test.describe('the 404 page', () => {
  for (const url of ['/404', '/de-DE/404', '/ar-SA/404']) {
    test(`${url} answers 404 and shows "404" and "serve error"`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(page.getByText('serve error', { exact: false })).toBeVisible();
      await expect(page.getByRole('link', { name: /home|Startseite|الرئيسية/i })).toBeVisible();
    });
  }

  for (const [url, locale, prefix] of [
    ['/404', 'en-US', ''],
    ['/de-DE/404', 'de-DE', '/de-DE'],
    ['/ar-SA/404', 'ar-SA', '/ar-SA'],
    ['/ja-JP/404', 'ja-JP', '/ja-JP'],
  ] as const) {
    test(`${url} holds its text and links in the HTML the server sends, without JavaScript`, async ({ request }) => {
      const response = await fetchRaw(request, url);
      expect(response.status()).toBe(404);
      const html = await response.text();
      const notFound = JSON.parse(readFileSync(`messages/${locale}/common.json`, 'utf8')).notFound;
      expect(html).not.toContain('__next_error__');
      expect(html).toContain(`<html lang="${htmlLangOf(locale as Locale)}" dir="${directionOf(locale as Locale)}"`);
      expect(html).toMatch(/<h1[^>]*>404<\/h1>/);
      expect(html).toContain('serve error');
      expect(html).toContain(`>${notFound.title}</h2>`);
      expect(hrefsIn(html)).toEqual(expect.arrayContaining([prefix || '/', `${prefix}/support`, `${prefix}/support/product`, `${prefix}/contact`]));
    });
  }

  test('/de-DE/404 offers the product search, help and contact, in German', async ({ page, baseURL }) => {
    await page.goto('/de-DE/404');
    for (const [name, href] of [['Hilfe-Center', '/de-DE/support'], ['Produktsupport und Downloads', '/de-DE/support/product'], ['Kontakt', '/de-DE/contact']] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await page.getByRole('search').getByRole('combobox').fill('dimmer');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL}/de-DE/search?q=dimmer`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('dimmer');
  });

  test('an unknown path lands on /404 in the same locale', async ({ page, baseURL }) => {
    const response = await page.goto('/it-IT/does-not-exist');
    expect(page.url()).toBe(`${baseURL}/it-IT/404`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
  });
});
