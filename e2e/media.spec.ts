import { expect, test, type Page } from '@playwright/test';
import { PRODUCTS } from '../lib/content/products';
import { catalogCoverOf, catalogPdfOf, manualPdfOf } from '../lib/content/downloads';

const CATALOG_PDF = catalogPdfOf('en-US');
const CATALOG_COVER = catalogCoverOf('en-US');
import { TUTORIALS } from '../lib/content/tutorials';
import { SITE } from '../lib/site';
import { prerenderedLocales } from '../lib/i18n/locales';
import { axeViolations } from './axe';
import { expectNoConsoleErrors, IPHONE_UA, untilHydrated, untilPageSettled, watchErrors } from './helpers';

/** Text that only pdf.js code contains: its worker options object. */
const PDFJS_SIGNATURE = 'GlobalWorkerOptions';

const SHELLS = [
  { name: 'desktop', prefix: '', use: { viewport: { width: 1280, height: 900 } } },
  { name: 'mobile', prefix: '/m', use: { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true } },
] as const;

/** Collects the bodies of the scripts the page loads from now on. */
function watchScripts(page: Page): () => Promise<string[]> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return () => Promise.all(scripts);
}

/** The cover that opens the viewer (before the page has hydrated, it opens the PDF itself). */
const coverLink = (page: Page) => page.getByRole('link', { name: 'Browse the catalog here' });

/** Loads the catalog page and opens the viewer from the cover. */
async function openCatalog(page: Page, prefix: string): Promise<void> {
  await page.goto(`${prefix}/photo`);
  await untilHydrated(coverLink(page));
  await coverLink(page).click();
}

async function canvasWidth(page: Page): Promise<number> {
  return page.locator('[data-testid="pdf-viewport"] canvas').first().evaluate((canvas) => canvas.getBoundingClientRect().width);
}

for (const shell of SHELLS) {
  test.describe(`media pages, ${shell.name}`, () => {
    test.use(shell.use);

    test('the catalog renders in the viewer, pages turn and zoom changes the size', async ({ page }) => {
      test.slow(); // pdf.js renders several pages; a loaded 2-core machine needs the time.
      const errors = watchErrors(page);
      await openCatalog(page, shell.prefix);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalog');
      // Opened from the cover, the viewer has the focus: the keyboard turns pages at once.
      await expect(page.getByTestId('pdf-viewport')).toBeFocused();
      const canvas = page.locator('[data-testid="pdf-viewport"] canvas').first();
      await expect(canvas).toBeVisible({ timeout: 20_000 });
      const pageInput = page.getByRole('spinbutton', { name: 'Page number' });
      await expect(pageInput).toHaveValue('1');
      await expect(page.getByText(/^of \d+$/)).toBeVisible();

      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(pageInput).toHaveValue('2');
      await expect(page.getByText(/^Page 2 of \d+$/)).toBeAttached();
      await expect(canvas).toBeVisible();
      await page.getByRole('button', { name: 'Previous page' }).click();
      await expect(pageInput).toHaveValue('1');

      await pageInput.fill('5');
      await pageInput.press('Enter');
      await expect(page.getByText(/^Page 5 of \d+$/)).toBeAttached();

      const before = await canvasWidth(page);
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect.poll(() => canvasWidth(page)).toBeGreaterThan(before * 1.1);
      await page.getByRole('button', { name: 'Fit to width' }).click();
      await expect.poll(() => canvasWidth(page)).toBeCloseTo(before, -1);
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await expect.poll(() => canvasWidth(page)).toBeLessThan(before * 0.9);

      // Keyboard: the viewer region turns pages with the arrow keys.
      await page.getByTestId('pdf-viewport').focus();
      await page.keyboard.press('ArrowRight');
      await expect(pageInput).toHaveValue('6');
      await expectNoConsoleErrors(errors);
    });

    test('the catalog download answers a PDF', async ({ page, request }) => {
      await page.goto(`${shell.prefix}/photo`);
      const href = await page.getByTestId('catalog-download').getAttribute('href');
      expect(href).toBe(CATALOG_PDF);
      const response = await request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      const body = await response.body();
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      // No soft mask (translucent gradient): pdf.js composes those on the main thread, slowly.
      expect(body.includes('/SMask')).toBe(false);
    });

    test('the viewer says so and offers the download when its worker is blocked', async ({ page }) => {
      await page.route('**/pdf.worker*', (route) => route.abort());
      await openCatalog(page, shell.prefix);
      const fallback = page.getByTestId('pdf-fallback');
      await expect(fallback).toBeVisible({ timeout: 20_000 });
      await expect(fallback.getByRole('heading')).toHaveText('The catalog viewer could not be loaded');
      await expect(fallback.getByRole('link', { name: 'Download the catalog (PDF)' })).toHaveAttribute('href', CATALOG_PDF);
    });

    test('the viewer falls back to the download when the PDF cannot load', async ({ page }) => {
      await page.route(`**${CATALOG_PDF}`, (route) => route.abort());
      await openCatalog(page, shell.prefix);
      await expect(page.getByTestId('pdf-fallback')).toBeVisible({ timeout: 20_000 });
    });

    test('the viewer code loads on no other page', async ({ page }) => {
      const scripts = watchScripts(page);
      await page.goto(`${shell.prefix}/panel/0`);
      await untilPageSettled(page);
      const bodies = await scripts();
      expect(bodies.length).toBeGreaterThan(0);
      expect(bodies.filter((body) => body.includes(PDFJS_SIGNATURE))).toHaveLength(0);
    });

    test('app download: store links and a QR code for each', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto(`${shell.prefix}/download`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('App download');
      await expect(page.getByTestId('store-android')).toHaveAttribute('href', SITE.app.android);
      await expect(page.getByTestId('store-ios')).toHaveAttribute('href', SITE.app.ios);
      const codes = page.locator('svg[data-qr]');
      await expect(codes).toHaveCount(2);
      await expect(page.getByRole('img', { name: 'QR code linking to the AUREX Smart Home app on Google Play' })).toHaveAttribute('data-qr', SITE.app.android);
      await expect(page.getByRole('img', { name: 'QR code linking to the AUREX Smart Home app on the App Store' })).toHaveAttribute('data-qr', SITE.app.ios);
      await expect(page.getByRole('heading', { name: 'What the app does' })).toBeVisible();
      await expectNoConsoleErrors(errors);
    });

    test('tutorial videos: sources, poster and captions are served, no clip preloads', async ({ page, request }) => {
      const errors = watchErrors(page);
      const media: string[] = [];
      page.on('request', (req) => {
        if (/\.(webm|mp4)$/.test(new URL(req.url()).pathname)) media.push(req.url());
      });
      await page.goto(`${shell.prefix}/finder/curtainvideo`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutorial videos');
      const videos = page.locator('video');
      await expect(videos).toHaveCount(TUTORIALS.length);
      for (const tutorial of TUTORIALS) {
        const video = page.locator(`video[data-tutorial="${tutorial.id}"]`);
        await expect(video).toHaveAttribute('preload', 'none');
        await expect(video).toHaveAttribute('poster', tutorial.poster);
        await expect(video).toHaveAttribute('controls', '');
        const track = video.locator('track[kind="captions"]');
        await expect(track).toHaveAttribute('srclang', 'en');
        await expect(track).toHaveAttribute('default', '');
        const vtt = await request.get((await track.getAttribute('src'))!);
        expect(vtt.status()).toBe(200);
        expect(vtt.headers()['content-type']).toContain('text/vtt');
        expect(await vtt.text()).toMatch(/^WEBVTT/);
        const poster = await request.get(tutorial.poster);
        expect(poster.headers()['content-type']).toContain('image/');
        const sources = video.locator('source');
        await expect(sources).toHaveCount(tutorial.sources.length);
        for (const src of await sources.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')!))) {
          const response = await request.get(src);
          expect(response.status()).toBe(200);
          expect(response.headers()['content-type']).toMatch(/^video\/(webm|mp4)/);
          expect((await response.body()).length).toBeLessThan(1_000_000);
        }
      }
      expect(media).toEqual([]);
      await expectNoConsoleErrors(errors);
    });

    // Every page's first view is audited in a11y.spec.ts; this is the viewer once it shows the catalog.
    test('the catalog viewer showing a page has no axe violations', async ({ page }) => {
      await openCatalog(page, shell.prefix);
      await expect(page.locator('[data-testid="pdf-viewport"] canvas').first()).toBeVisible({ timeout: 20_000 });
      // The tagged PDF's structure (headings, lists) points into the text layer: wait until it is drawn.
      await expect(page.locator('[data-testid="pdf-viewport"] .textLayer .markedContent').first()).toBeAttached();
      expect(await axeViolations(page, 'catalog shown')).toEqual([]);
    });
  });
}

test("when the viewer's code cannot load, the cover does what a link does: the browser opens the PDF", async ({ page }) => {
  await page.goto('/photo');
  const cover = coverLink(page);
  await untilHydrated(cover);
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
  // The request is what the test looks for; answered, it would start a download that holds the context open.
  await page.route(`**${CATALOG_PDF}`, (route) => route.abort());
  const opened = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === CATALOG_PDF);
  await cover.click();
  expect((await opened).frame()).toBe(page.mainFrame());
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('every product manual answers a PDF in every built language', async ({ request }) => {
  for (const locale of prerenderedLocales()) {
    for (const product of PRODUCTS) {
      const response = await request.head(manualPdfOf(product, locale));
      expect(response.status(), `${product.slug} ${locale}`).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
    }
  }
  for (const product of PRODUCTS) {
    const response = await request.get(manualPdfOf(product, 'en-US'));
    expect(response.status(), product.slug).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
  }
});

test('pointing at the Catalog menu item loads the viewer code before navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  let loaded = false;
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && (await response.text().catch(() => '')).includes(PDFJS_SIGNATURE)) loaded = true;
  });
  await page.goto('/panel/0');
  await untilPageSettled(page);
  expect(loaded).toBe(false);
  const menuItem = page.locator('header nav li').filter({ has: page.locator('a[href="/photo"]') });
  await menuItem.locator('button').first().hover();
  await menuItem.locator('a[href="/photo"]').hover();
  await expect.poll(() => loaded).toBe(true);
});

test.describe('the catalog on a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] }, ...SHELLS[1].use });

  test('the page shows the cover without the viewer code; the code loads when the visitor opens it, and the catalog renders', async ({ page, request }) => {
    const scripts = watchScripts(page);
    await page.goto('/m/photo');
    const banner = page.getByRole('dialog', { name: 'Cookies on this site' });
    // From the keyboard: a click would leave the pointer over the cover, which starts loading the viewer.
    await banner.getByRole('button', { name: 'Accept & continue' }).press('Enter');
    await expect(banner).toBeHidden();
    const cover = coverLink(page);
    await expect(cover.locator('img')).toHaveJSProperty('complete', true);
    expect(await cover.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await untilPageSettled(page);
    expect((await scripts()).filter((body) => body.includes(PDFJS_SIGNATURE))).toHaveLength(0);
    await expect(page.getByTestId('pdf-viewport')).toHaveCount(0);

    await untilHydrated(cover);
    await cover.click();
    await expect(page.locator('[data-testid="pdf-viewport"] canvas').first()).toBeVisible({ timeout: 20_000 });
    expect((await scripts()).filter((body) => body.includes(PDFJS_SIGNATURE)).length).toBeGreaterThan(0);

    const picture = await request.get(CATALOG_COVER);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/webp');
  });
});

test.describe('the catalog without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the cover is a link to the PDF, which the browser opens itself', async ({ page }) => {
    await page.goto('/photo');
    const cover = page.getByTestId('catalog-cover');
    await expect(cover).toHaveAttribute('href', CATALOG_PDF);
    await expect(cover).toHaveText('Browse the catalog here');
    await expect(cover.locator('img')).toHaveJSProperty('complete', true);
    expect(await cover.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
  });
});

test("every built language's catalog page links its own cover to its own PDF, and the cover is served", async ({ request }) => {
  for (const locale of prerenderedLocales()) {
    const html = await (await request.get(`${locale === 'en-US' ? '' : `/${locale}`}/photo`)).text();
    const link = html.match(/<a href="([^"]+)"[^>]*data-testid="catalog-cover"[^>]*><img[^>]*src="([^"]+)"/);
    expect(link?.slice(1), locale).toEqual([catalogPdfOf(locale), catalogCoverOf(locale)]);
    const picture = await request.head(catalogCoverOf(locale));
    expect(picture.status(), locale).toBe(200);
    expect(picture.headers()['content-type'], locale).toBe('image/webp');
  }
});
