import { expect, test } from '@playwright/test';
import { ARTICLE_SLUGS, articleProducts, articlesOfProduct } from '../lib/content/articles';
import { PRODUCTS } from '../lib/content/products';
import { technicalDataOf } from '../lib/content/technical';
import { pageHref } from '../lib/i18n/paths';
import { DESKTOP_UA, IPHONE_UA } from './helpers';

/** The JSON-LD nodes of a page's HTML. */
function jsonLdOf(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map((match) => JSON.parse(match[1]!));
}

test('each article links the products it concerns and carries TechArticle data; each product page links its articles back, in both shells', async ({ request }) => {
  for (const [locale, shell, userAgent] of [['en-US', 'desktop', DESKTOP_UA], ['ar-SA', 'mobile', IPHONE_UA]] as const) {
    for (const slug of ARTICLE_SLUGS) {
      const url = pageHref(locale, shell, `/support/articles/${slug}`);
      const response = await request.get(url, { headers: { 'user-agent': userAgent } });
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      const products = articleProducts(slug);
      for (const product of products) expect(html, url).toContain(`href="${pageHref(locale, shell, `/products/${product.slug}`)}"`);
      const article = jsonLdOf(html).find((node) => node['@type'] === 'TechArticle');
      expect(article, url).toBeDefined();
      expect((article!.about as { url: string }[]).map((product) => product.url)).toEqual(products.map((product) => expect.stringContaining(`/products/${product.slug}`)));
    }
    for (const product of PRODUCTS) {
      const url = pageHref(locale, shell, `/products/${product.slug}`);
      const html = await (await request.get(url, { headers: { 'user-agent': userAgent } })).text();
      const linked = ARTICLE_SLUGS.filter((slug) => html.includes(`href="${pageHref(locale, shell, `/support/articles/${slug}`)}"`));
      expect(linked, url).toEqual(articlesOfProduct(product));
    }
  }
});

test('the article on switching without a neutral wire lists exactly the switches that run on the live wire alone, each with its minimum load', async ({ page }) => {
  const expected = PRODUCTS.flatMap((product) => {
    const { neutral } = technicalDataOf(product);
    return neutral?.required === false && neutral.minLoadW !== undefined ? [{ slug: product.slug, minLoadW: neutral.minLoadW }] : [];
  });
  expect(expected.length).toBeGreaterThan(0);
  await page.goto('/support/articles/no-neutral-flicker');
  const items = page.locator('#which li');
  await expect(items).toHaveCount(expected.length);
  for (const { slug, minLoadW } of expected) {
    await expect(items.filter({ has: page.locator(`a[href="/products/${slug}"]`) })).toHaveText(new RegExp(`\\b${minLoadW}[\\s\u00a0]W\\b`));
  }
});

test('/support lists every article, and the sitemap has each in every language', async ({ request }) => {
  const html = await (await request.get('/support', { headers: { 'user-agent': DESKTOP_UA } })).text();
  for (const slug of ARTICLE_SLUGS) expect(html).toContain(`href="/support/articles/${slug}"`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const slug of ARTICLE_SLUGS) {
    expect(sitemap).toContain(`/support/articles/${slug}</loc>`);
    expect(sitemap).toContain(`/ja-JP/support/articles/${slug}"`);
  }
});

test('the two-way article draws two switches on one lamp, linked by radio, with its caption', async ({ page }) => {
  await page.goto('/support/articles/two-way-switching');
  const drawing = page.getByRole('img', { name: 'With a second smart switch' });
  await expect(drawing).toHaveAttribute('data-wiring', 'two-way');
  await expect(drawing.locator('[data-part="radio-link"]')).toHaveCount(1);
  await expect(page.locator('#twoSwitches figcaption')).toContainText('switch 2, set to decoupled mode');
});
