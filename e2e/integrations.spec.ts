import { expect, test } from '@playwright/test';
import { FIRMWARE, firmwareOf } from '../lib/content/firmware';
import { zigbeeProfileOf } from '../lib/content/integrations';
import { PRODUCTS } from '../lib/content/products';
import { pageHref } from '../lib/i18n/paths';
import { DESKTOP_UA, IPHONE_UA } from './helpers';

const ZIGBEE_PRODUCTS = PRODUCTS.filter((product) => zigbeeProfileOf(product));

test('every Zigbee product page shows its identifiers, exposed features and hubs, in both shells; other products have no such section', async ({ request }) => {
  for (const [locale, shell, userAgent] of [['en-US', 'desktop', DESKTOP_UA], ['ar-SA', 'mobile', IPHONE_UA], ['ja-JP', 'desktop', DESKTOP_UA]] as const) {
    for (const product of PRODUCTS) {
      const html = await (await request.get(pageHref(locale, shell, `/products/${product.slug}`), { headers: { 'user-agent': userAgent } })).text();
      const profile = zigbeeProfileOf(product);
      const where = `${locale} ${shell} ${product.slug}`;
      if (!profile) {
        expect(html, where).not.toContain('id="integrations-title"');
        continue;
      }
      expect(html, where).toContain('id="integrations-title"');
      expect(html, where).toContain(`>${profile.manufacturerName}</code>`);
      expect(html, where).toContain(`>${profile.modelId}</code>`);
      expect([...html.matchAll(/data-feature="([a-zA-Z]+)"/g)].map((match) => match[1]), where).toEqual(profile.features);
      expect([...html.matchAll(/data-hub="([a-z0-9-]+)" data-support="([a-z]+)"/g)].map((match) => [match[1], match[2]]), where).toEqual(profile.hubs.map(({ hub, support }) => [hub, support]));
    }
  }
  expect(ZIGBEE_PRODUCTS.length).toBeGreaterThan(5);
});

test('/integrations: every Zigbee device against every hub, as its product page says, in both shells', async ({ request }) => {
  for (const [locale, shell, userAgent] of [['en-US', 'desktop', DESKTOP_UA], ['de-DE', 'mobile', IPHONE_UA]] as const) {
    const response = await request.get(pageHref(locale, shell, '/integrations'), { headers: { 'user-agent': userAgent } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect([...html.matchAll(/data-product="([a-z0-9-]+)"/g)].map((match) => match[1])).toEqual(ZIGBEE_PRODUCTS.map((product) => product.slug));
    const cells = [...html.matchAll(/data-hub="([a-z0-9-]+)" data-support="([a-z]+)"/g)].map((match) => `${match[1]}:${match[2]}`);
    expect(cells).toEqual(ZIGBEE_PRODUCTS.flatMap((product) => zigbeeProfileOf(product)!.hubs.map(({ hub, support }) => `${hub}:${support}`)));
    for (const product of ZIGBEE_PRODUCTS) expect(html).toContain(`href="${pageHref(locale, shell, `/products/${product.slug}`)}"`);
  }
});

test('/support/firmware lists each image’s releases and links its feed; the feed and each product page agree on the current version', async ({ request }) => {
  for (const [locale, shell, userAgent] of [['en-US', 'desktop', DESKTOP_UA], ['ar-SA', 'mobile', IPHONE_UA]] as const) {
    const html = await (await request.get(pageHref(locale, shell, '/support/firmware'), { headers: { 'user-agent': userAgent } })).text();
    expect([...html.matchAll(/data-version="([0-9.]+)"/g)].map((match) => match[1])).toEqual(FIRMWARE.flatMap((image) => image.releases.map((release) => release.version)));
    expect(html).toContain(`href="/feeds/firmware/${locale}.xml"`);
    const feed = await request.get(`/feeds/firmware/${locale}.xml`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(await feed.text()).toContain(`xml:lang="${locale}"`);
  }
  for (const product of ZIGBEE_PRODUCTS) {
    const html = await (await request.get(`/products/${product.slug}`, { headers: { 'user-agent': DESKTOP_UA } })).text();
    const image = firmwareOf(product.slug)!;
    expect(html, product.slug).toContain(`href="/support/firmware#firmware-${image.id}-title" data-firmware="${image.releases[0]!.version}"`);
  }
});
