import { expect, test, type Page } from '@playwright/test';
import { SITE } from '../lib/site';
import { htmlLangOf, prerenderedLocales, type Locale } from '../lib/i18n/locales';
import { PRODUCTS } from '../lib/content';
import { DESKTOP_UA, IPHONE, IPHONE_UA, expectNoConsoleErrors, untilPageHydrated, watchErrors } from './helpers';

interface ContentPage {
  path: string;
  heading: string;
  /** Text the page must show, whatever the shell. */
  key: (string | RegExp)[];
}

const PAGES: ContentPage[] = [
  { path: '/story', heading: 'Our brand story', key: ['A workshop in Shenzhen', 'Glass that feels right', /\d+ products across 3 panel families and 4 finishes/] },
  { path: '/company', heading: 'Company profile', key: ['Factory and quality control', 'UKCA for Great Britain', 'FCC Part 15 for the United States', 'Distributor network'] },
  { path: '/installation', heading: 'Installation', key: ['Turn off the power first', 'Connect the module', 'European type', 'British type', 'American/Italian type', 'European round box Ø 60 mm (DIN 49073)', 'Needed by: touch switches and curtain switches.', /Not needed by: dimmer switches \(bypass below 5\sW\)/, /^40\smm$/] },
  { path: '/support', heading: 'User Help Center', key: ['App and pairing', 'Which products need a gateway?', 'Warranty and returns', 'Ordering', 'Send us feedback'] },
  { path: '/support/product', heading: 'Product support and downloads', key: ['Complete catalog', 'Electronic modules', 'Wireless devices', 'Smart touch switch, 2 gang'] },
  { path: '/privacy', heading: 'Privacy Policy', key: ['December 25, 2020', 'Payments', 'Analytics', 'Deleting your account', 'International transfers', SITE.email] },
];

const SHELLS = [
  { name: 'desktop', prefix: '', use: { viewport: { width: 1366, height: 900 }, userAgent: DESKTOP_UA } },
  { name: 'mobile', prefix: '/m', use: IPHONE },
] as const;

function url(locale: string, prefix: string, path: string): string {
  return `${locale === 'en-US' ? '' : `/${locale}`}${prefix}${path}`;
}

async function open(page: Page, target: string) {
  const response = await page.goto(target);
  expect(response?.status(), target).toBe(200);
  expect(new URL(page.url()).pathname).toBe(target);
}

for (const shell of SHELLS) {
  test.describe(`content pages, ${shell.name} shell`, () => {
    test.use(shell.use);

    for (const entry of PAGES) {
      test(`${entry.path} in English has its heading and content`, async ({ page }) => {
        const errors = watchErrors(page);
        await open(page, url('en-US', shell.prefix, entry.path));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.heading);
        const main = page.locator('main');
        for (const text of entry.key) await expect(main.getByText(text).filter({ visible: true }).first()).toBeVisible();
        await expectNoConsoleErrors(errors);
      });

      test(`${entry.path} in ar-SA is right-to-left`, async ({ page }) => {
        const errors = watchErrors(page);
        await open(page, url('ar-SA', shell.prefix, entry.path));
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.locator('main h2').count()).toBeGreaterThan(0);
        await expectNoConsoleErrors(errors);
      });
    }
  });
}

test.describe('content details', () => {
  test.use(SHELLS[0].use);

  test('the privacy date is formatted in the page language', async ({ page }) => {
    await open(page, '/privacy');
    await expect(page.locator('main time')).toHaveText('December 25, 2020');
    await expect(page.locator('main time')).toHaveAttribute('datetime', '2020-12-25');
    await open(page, '/de-DE/privacy');
    await expect(page.locator('main time')).toHaveText('25. Dezember 2020');
  });

  test('the privacy table of contents jumps to its sections', async ({ page }) => {
    await open(page, '/privacy');
    const toc = page.getByRole('navigation', { name: 'Contents' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBe(14);
    // Plain fragments: they jump from the HTML, whether or not the page is live yet.
    await toc.getByRole('link', { name: 'Deleting your account' }).click();
    await expect(page.locator('#deletion')).toBeInViewport();
    await expect(page).toHaveURL(/#deletion$/);
    await untilPageHydrated(page);
    await toc.getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator('#deletion').getByRole('link', { name: 'Go to account settings' })).toHaveAttribute('href', '/account');
  });

  test('FAQ answers open without JavaScript and list gateway needs from the product data', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, userAgent: DESKTOP_UA });
    const page = await context.newPage();
    await open(page, '/support');
    const question = page.locator('details', { hasText: 'Which products need a gateway?' });
    await expect(question.locator('[data-gateway="required"]')).toBeHidden();
    await question.locator('summary').click();
    await expect(question.locator('[data-gateway="required"]').getByRole('link', { name: 'Two-button remote control' })).toBeVisible();
    await expect(question.locator('[data-gateway="not-required"]').getByRole('link', { name: 'Non-contact sensor switch' })).toHaveAttribute(
      'href',
      '/products/non-contact-sensor-switch',
    );
    await context.close();
  });

  test('the company figures in a row line up at the top of their cards, whatever their labels’ length', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, '/company');
    const figures = await page.locator('main dl > div').evaluateAll((cards) =>
      cards.map((card) => ({ cardTop: card.getBoundingClientRect().top, figureTop: card.querySelector('dd')!.getBoundingClientRect().top - card.getBoundingClientRect().top })),
    );
    expect(figures).toHaveLength(3);
    // One row at this width: the labels wrap to one or two lines.
    expect(new Set(figures.map((figure) => Math.round(figure.cardTop))).size).toBe(1);
    expect(new Set(figures.map((figure) => Math.round(figure.figureTop))).size).toBe(1);
  });

  test('installation links to the tutorials and product support', async ({ page }) => {
    await open(page, '/ar-SA/installation');
    await expect(page.locator('main a[href="/ar-SA/finder/curtainvideo"]')).toBeVisible();
    await expect(page.locator('main a[href="/ar-SA/support/product"]')).toBeVisible();
  });

  test('product support and product pages link each product manual and the catalog as PDF', async ({ page }) => {
    await open(page, '/support/product');
    const row = page.locator('main li', { has: page.getByRole('link', { name: 'Smart dimmer switch', exact: true }) });
    await expect(row.locator('a[data-kind="manual"]')).toHaveAttribute('href', '/manuals/dimmer-switch-en-US.pdf');
    await expect(row.locator('a[data-kind="manual"]')).toContainText('PDF');
    await expect(page.locator('main a[data-kind="catalog"]').first()).toHaveAttribute('href', '/catalog/aurex-catalog-en-US.pdf');

    await open(page, '/products/pir-sensor');
    const downloads = page.locator('section', { has: page.getByRole('heading', { name: 'Downloads' }) });
    await expect(downloads.locator('a[data-kind="manual"]')).toHaveAttribute('href', '/manuals/pir-sensor-en-US.pdf');
    await expect(downloads.locator('a[data-kind="catalog"]')).toHaveAttribute('href', '/catalog/aurex-catalog-en-US.pdf');
  });
});

test('every locale\'s product, support and catalog pages, in both shells, link that locale\'s documents, and English declarations beside', async ({ request }) => {
  const wrong: string[] = [];
  for (const [index, locale] of prerenderedLocales().entries()) {
    // A different product in each language: together they cover the range.
    const product = PRODUCTS[index % PRODUCTS.length]!;
    for (const prefix of ['', '/m']) {
      for (const path of [`/products/${product.slug}`, '/support/product', '/photo']) {
        const target = url(locale, prefix, path);
        const html = await (await request.get(target, { maxRedirects: 0, headers: { 'user-agent': prefix ? IPHONE_UA : DESKTOP_UA } })).text();
        const links = [...html.matchAll(/<a [^>]*href="(\/(manuals|catalog|declarations)\/[^"]+-([a-zA-Z]{2}-[a-zA-Z]{2})\.pdf)"[^>]*>/g)];
        if (!links.some(([, , folder]) => folder === 'catalog') || (path !== '/photo' && !links.some(([, , folder]) => folder === 'manuals'))) wrong.push(`${target}: no manual or catalog`);
        for (const [tag, href, folder, language] of links) {
          // Declarations are printed in English too, and in the EU's languages.
          if (language !== locale && !(folder === 'declarations' && language === 'en-US')) wrong.push(`${target}: ${href}`);
          const hrefLang = /hrefLang="([^"]+)"|hreflang="([^"]+)"/i.exec(tag);
          if (hrefLang && (hrefLang[1] ?? hrefLang[2]) !== htmlLangOf(language as Locale)) wrong.push(`${target}: ${tag}`);
        }
      }
    }
  }
  expect(wrong).toEqual([]);
});

test.describe('header search suggestions', () => {
  test.use(SHELLS[0].use);

  test('suggest titles as you type, by keyboard and by click', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/de-DE/support');
    const box = page.locator('header').getByRole('combobox');
    await box.pressSequentially('usb', { delay: 40 });
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const titles = await list.getByRole('option').allTextContents();
    expect(titles.length).toBeGreaterThan(1);

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', await list.getByRole('option').first().getAttribute('id') ?? '');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/de-DE\/products\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[0]!);

    const again = page.locator('header').getByRole('combobox');
    await again.fill('');
    // The SKU matches one product and its manual, whatever the language of its name.
    await again.pressSequentially('PIR1', { delay: 40 });
    await expect(page.getByRole('option')).toHaveCount(2);
    await page.getByRole('option').first().click();
    await expect(page).toHaveURL(/\/de-DE\/products\/pir-sensor$/);
    await expectNoConsoleErrors(errors);
  });

  test('the search form still submits as a plain GET form', async ({ page }) => {
    await open(page, '/story');
    const box = page.locator('header').getByRole('combobox');
    await box.fill('curtain');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=curtain$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('curtain');
  });
});
