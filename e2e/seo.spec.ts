import { expect, test } from '@playwright/test';
import { LOCALES } from '../lib/i18n/locales';
import { indexablePages } from '../lib/seo';
import { SITE } from '../lib/site';

test('sitemap.xml lists every public page in every locale with its alternates', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(urls).toHaveLength(indexablePages().length * LOCALES.length);
  for (const url of [`${SITE.url}/panel/1`, `${SITE.url}/de-DE/panel/1`, `${SITE.url}/ar-SA/products/dimmer-switch`]) {
    expect(urls).toContain(url);
  }
  expect(urls.some((url) => url!.includes('/account') || url!.includes('/login') || url!.includes('/m/'))).toBe(false);
  expect(xml).toContain(`hreflang="x-default" href="${SITE.url}/panel/1"`);
  expect(xml).toContain(`hreflang="ja-JP" href="${SITE.url}/ja-JP/panel/1"`);
});

test('robots.txt points at the sitemap and closes admin and account pages', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toContain(`Sitemap: ${SITE.url}/sitemap.xml`);
  for (const path of ['/admin', '/account', '/login', '/register', '/m/account']) {
    expect(text).toContain(`Disallow: ${path}\n`);
  }
});

test('pages carry canonical, hreflang for all locales, and the desktop/mobile annotations', async ({ request }) => {
  const desktop = await (await request.get('/de-DE/panel/1')).text();
  expect(desktop).toContain(`<link rel="canonical" href="${SITE.url}/de-DE/panel/1"/>`);
  expect(desktop.match(/rel="alternate" hrefLang=/g)).toHaveLength(LOCALES.length + 1);
  expect(desktop).toContain(`media="only screen and (max-width: 768px)" href="${SITE.url}/de-DE/m/panel/1"`);
  expect(desktop).toMatch(/<meta property="og:title"/);
  expect(desktop).toMatch(/<meta name="twitter:card"/);

  const mobile = await (await request.get('/de-DE/m/panel/1', { headers: { 'user-agent': 'iPhone Mobile' } })).text();
  expect(mobile).toContain(`<link rel="canonical" href="${SITE.url}/de-DE/panel/1"/>`);

  const account = await (await request.get('/account')).text();
  expect(account).toMatch(/<meta name="robots" content="noindex/);
});
