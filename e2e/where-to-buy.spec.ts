import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LOCALES } from '../lib/i18n/locales';
import { pageHref } from '../lib/i18n/paths';
import { PRODUCT_SLUGS } from '../lib/content/products';
import { DESKTOP_UA, IPHONE_UA } from './helpers';

/**
 * Where to buy as visitors get it: the published partners (the sample listings of migration
 * 0004) in every language and both shells, the country filter, a country nobody knows, the
 * link from every product page, and no accessibility violation.
 */
const UAE_PARTNERS = ['Falcon Home Automation Services', 'Gulf Smart Living Trading LLC'];
const GERMAN_PARTNER = 'Rheinwerk Elektrohandel GmbH';
const englishPages = JSON.parse(readFileSync(path.join(__dirname, '../messages/en-US/pages.json'), 'utf8')) as { whereToBuy: Record<string, string> };

const partnersIn = (html: string) => [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);

test('every language and both shells list the published partners', async ({ request }) => {
  for (const locale of LOCALES) {
    for (const [shell, userAgent] of [['desktop', DESKTOP_UA], ['mobile', IPHONE_UA]] as const) {
      const url = pageHref(locale, shell, '/where-to-buy');
      const answer = await request.get(url, { headers: { 'user-agent': userAgent }, maxRedirects: 0 });
      expect(answer.status(), url).toBe(200);
      const names = partnersIn(await answer.text());
      for (const company of [...UAE_PARTNERS, GERMAN_PARTNER]) expect(names, `${url}: ${company}`).toContain(company);
    }
  }
});

test('?country=AE narrows the list to the United Arab Emirates; a country nobody knows is said, and all are shown', async ({ request }) => {
  const narrowed = partnersIn(await (await request.get('/where-to-buy?country=AE')).text());
  expect(narrowed.sort()).toEqual([...UAE_PARTNERS].sort());
  const unknown = await request.get('/where-to-buy?country=QQ');
  expect(unknown.status()).toBe(200);
  const html = await unknown.text();
  expect(html).toContain(englishPages.whereToBuy.unknownCountry!);
  expect(partnersIn(html)).toContain(GERMAN_PARTNER);
});

test('every product page links Where to buy, in its language and shell', async ({ request }) => {
  for (const slug of PRODUCT_SLUGS) {
    for (const [locale, shell, userAgent] of [['en-US', 'desktop', DESKTOP_UA], ['de-DE', 'mobile', IPHONE_UA]] as const) {
      const html = await (await request.get(pageHref(locale, shell, `/products/${slug}`), { headers: { 'user-agent': userAgent } })).text();
      expect(html, `${slug} ${locale} ${shell}`).toContain(`href="${pageHref(locale, shell, '/where-to-buy')}"`);
    }
  }
});
