import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { canonicalFinderSearch, findProducts, type FinderQuery } from '../lib/content/finder';
import { PRODUCTS } from '../lib/content/products';
import { technicalDataOf } from '../lib/content/technical';
import { switchesTwoWay } from '../lib/content/wiring';
import { articlesOfProduct } from '../lib/content/articles';
import { prerenderedLocales, type Locale } from '../lib/i18n/locales';
import { DESKTOP_UA, IPHONE, IPHONE_UA } from './helpers';

const SHELLS = [
  { name: 'desktop', prefix: '', use: { viewport: { width: 1366, height: 900 }, userAgent: DESKTOP_UA } },
  { name: 'mobile', prefix: '/m', use: IPHONE },
] as const;

const LOCALES = (['en-US', 'de-DE', 'ar-SA', 'ja-JP'] as const).filter((locale) => prerenderedLocales().includes(locale));

const QUERIES: FinderQuery[] = [
  { gateway: 'no' },
  { neutral: 'no' },
  { gangs: '2' },
  { standard: 'uk' },
  { standard: 'uk', neutral: 'no' },
  { gateway: 'no', neutral: 'no', gangs: '1' },
  { standard: 'eu', gangs: '4', gateway: 'no' },
];

const finderPath = (locale: Locale, prefix: string) => `${locale === 'en-US' ? '' : `/${locale}`}${prefix}/products`;
/** A query in the finder's canonical order (any other order is redirected to it). */
const search = (query: FinderQuery) => canonicalFinderSearch(new URLSearchParams(query as Record<string, string>));

async function shownSlugs(page: Page): Promise<string[]> {
  return page.locator('[data-testid="finder-results"] > li').evaluateAll((items) => items.map((item) => item.getAttribute('data-slug') ?? ''));
}

for (const shell of SHELLS) {
  test.describe(`product finder, ${shell.name} shell, without JavaScript`, () => {
    test.use({ ...shell.use, javaScriptEnabled: false });

    test('submits its GET form, and shareable addresses come back with the choices ticked', async ({ page }) => {
      await page.goto(`${shell.prefix}/products`);
      await expect(page.getByTestId('finder-count')).toHaveAttribute('data-count', String(PRODUCTS.length));
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await page.getByRole('checkbox', { name: /No neutral in the box/ }).check();
      await page.getByRole('radio', { name: /^2 gangs/ }).check();
      await page.getByRole('button', { name: 'Show products' }).click();
      await page.waitForURL((target) => target.searchParams.get('gangs') === '2');
      await expect(page.getByTestId('finder-count')).toHaveAttribute('data-count', String(findProducts({ neutral: 'no', gangs: '2' }).length));
      const url = new URL(page.url());
      expect(url.pathname).toBe(`${shell.prefix}/products`);
      expect(url.searchParams.get('neutral')).toBe('no');
      expect(url.searchParams.get('gangs')).toBe('2');
      expect(await shownSlugs(page)).toEqual(findProducts({ neutral: 'no', gangs: '2' }).map((product) => product.slug));
      await expect(page.getByRole('checkbox', { name: /No neutral in the box/ })).toBeChecked();
      await expect(page.getByRole('radio', { name: /^2 gangs/ })).toBeChecked();
    });

    test('counts beside each choice what it would show', async ({ page }) => {
      await page.goto(`${shell.prefix}/products?neutral=no`);
      const choice = page.locator('label', { has: page.getByRole('radio', { name: /^1 gang/ }) });
      await expect(choice).toContainText(String(findProducts({ neutral: 'no', gangs: '1' }).length));
    });

    test('compares up to three ticked products side by side', async ({ page }) => {
      await page.goto(`${shell.prefix}/products?neutral=no`);
      for (const slug of ['dimmer-switch', 'non-contact-sensor-switch']) await page.locator(`li[data-slug="${slug}"] input[name="compare"]`).check();
      await page.getByRole('button', { name: 'Compare the ticked products' }).click();
      const table = page.getByTestId('comparison').getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Property', 'Smart dimmer switch', /Non-contact/]);
      await expect(table.getByRole('row', { name: /Minimum box depth/ })).toContainText('40 mm');
      await page.goto(`${shell.prefix}/products?compare=pir-sensor&compare=tv-socket&compare=dimmer-switch&compare=curtain-switch`);
      await expect(page.getByTestId('comparison').getByRole('columnheader')).toHaveCount(4);
      await expect(page.getByTestId('comparison')).toContainText('up to three');
    });

    test('suggests which filter to drop when nothing matches, and says when a value is unknown', async ({ page }) => {
      await page.goto(`${shell.prefix}/products?standard=us&gangs=4`);
      await expect(page.getByTestId('finder-count')).toHaveAttribute('data-count', '0');
      const relax = page.getByRole('link', { name: /Remove the filter “4 gangs”/ });
      await relax.click();
      expect(new URL(page.url()).search).toBe('?standard=us');
      await page.goto(`${shell.prefix}/products?gangs=99`);
      await expect(page.getByRole('alert')).toContainText('left out');
      await expect(page.getByTestId('finder-count')).toHaveAttribute('data-count', String(PRODUCTS.length));
    });
  });
}

/** The finder's answer as a client without JavaScript gets it: the listed products, and whether it may be indexed. */
async function answer(request: APIRequestContext, target: string, userAgent: string) {
  const response = await request.get(target, { headers: { 'User-Agent': userAgent }, maxRedirects: 0 });
  expect(response.status(), target).toBe(200);
  const html = await response.text();
  return { slugs: [...html.matchAll(/<li[^>]* data-slug="([^"]+)"/g)].map((match) => match[1]), noindex: /<meta name="robots" content="noindex/.test(html) };
}

test('narrows the list by every filter and combination, in every built locale and both shells', async ({ request }) => {
  for (const locale of prerenderedLocales()) {
    // Every query in the sampled locales; three in the others.
    const queries = LOCALES.includes(locale as (typeof LOCALES)[number]) ? QUERIES : QUERIES.slice(0, 3);
    for (const shell of SHELLS) {
      for (const query of queries) {
        const target = `${finderPath(locale, shell.prefix)}?${search(query)}`;
        const { slugs, noindex } = await answer(request, target, shell.use.userAgent);
        expect(slugs, target).toEqual(findProducts(query).map((product) => product.slug));
        expect(noindex, target).toBe(true);
      }
    }
  }
});

test('the header menu and the mobile menu link the finder', async ({ request }) => {
  for (const path of ['/', '/m']) {
    const html = await (await request.get(path, { headers: { 'User-Agent': path === '/m' ? IPHONE_UA : DESKTOP_UA } })).text();
    expect(html, path).toContain(`href="${path === '/m' ? '/m' : ''}/products"`);
  }
});

test('every product page states its mounting depth and draws its wiring', async ({ request }) => {
  for (const product of PRODUCTS) {
    const html = await (await request.get(`/products/${product.slug}`, { headers: { 'User-Agent': DESKTOP_UA } })).text();
    const data = technicalDataOf(product);
    const depth = data.boxes.length > 0 ? data.minBoxDepthMm : data.depthMm;
    expect(html, product.slug).toMatch(new RegExp(`data-fact="(boxDepth|deviceDepth)"><th scope="row">[^<]+</th><td>${depth}\u00a0mm</td>`));
    expect(html, product.slug).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="wiring-title"/);
    // Two-way switching is drawn where the product can do it, and linked to the article that sets it up.
    const twoWay = /<svg[^>]*role="img"[^>]*aria-labelledby="two-way-title"[^>]*data-wiring="two-way"/.test(html);
    expect(twoWay, `${product.slug} two-way`).toBe(switchesTwoWay(product));
    expect(html.includes('href="/support/articles/two-way-switching"'), `${product.slug} two-way article`).toBe(articlesOfProduct(product).includes('two-way-switching'));
  }
});
