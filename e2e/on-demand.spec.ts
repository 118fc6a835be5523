import { expect, test, type Page } from '@playwright/test';
import { IPHONE, untilPageSettled, watchErrors, expectNoConsoleErrors } from './helpers';
import { LOCALES } from '../lib/i18n/locales';

/**
 * The header's, menus' and footer's interactive parts are in every page's HTML, but their code
 * loads when the visitor reaches for them (components/shared/onDemand): what must hold is that
 * the page is whole before that code, and that nothing the visitor does meanwhile is lost.
 */

/** Script files the page has fetched so far. */
function scriptsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test.describe('parts loaded on demand, desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('are laid out and styled from the HTML alone', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto('/panel/0');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    expect(await nav.locator('ul').first().evaluate((list) => getComputedStyle(list).display)).toBe('flex');
    const products = await nav.getByRole('button', { name: 'Product Series' }).boundingBox();
    const support = await nav.getByRole('button', { name: 'Technical Support' }).boundingBox();
    expect(Math.abs(products!.y - support!.y)).toBeLessThan(2);
    const language = page.getByRole('banner').getByRole('button', { name: /Language/ });
    await expect(language).toBeVisible();
    expect(await language.evaluate((button) => getComputedStyle(button).cursor)).toBe('pointer');
    await expect(page.locator('#subscribe-email-desktop')).toBeVisible();
    await context.close();
  });

  test('fetch their code when reached for, not with the page, and answer the first click', async ({ page }) => {
    const errors = watchErrors(page);
    const scripts = scriptsOf(page);
    await page.goto('/panel/0');
    await untilPageSettled(page);
    const atLoad = scripts.length;
    const language = page.getByRole('banner').getByRole('button', { name: /Language/ });
    await language.click();
    await expect(page.getByRole('banner').getByRole('list', { name: 'Language' }).getByRole('link')).toHaveCount(LOCALES.length);
    expect(scripts.length).toBeGreaterThan(atLoad);
    await expectNoConsoleErrors(errors);
  });

  test('answer a click whose press began before their code arrived', async ({ page }) => {
    await page.goto('/panel/0');
    await untilPageSettled(page);
    // The part's code is held until the visitor has pressed the button, then arrives before the
    // button is let go: the part must not replace the pressed button, which alone gets the click.
    let releaseCode = () => {};
    const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
    const heldRequests: Promise<unknown>[] = [];
    await page.route('**/_next/static/**/*.js', async (route) => {
      heldRequests.push(route.request().response());
      await codeHeld;
      await route.continue();
    });
    const language = page.getByRole('banner').getByRole('button', { name: /Language/ });
    const serverButton = await language.elementHandle();
    const box = (await language.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect.poll(() => heldRequests.length).toBeGreaterThan(0);
    releaseCode();
    await Promise.all(heldRequests);
    // A few frames for the code to run and the part to take its place, as it would have.
    await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 100)));
    expect(await serverButton!.evaluate((button) => button.isConnected)).toBe(true);
    await page.mouse.up();
    await expect(page.getByRole('banner').getByRole('list', { name: 'Language' }).getByRole('link')).toHaveCount(LOCALES.length);
  });

  test('keep what is typed before their code arrives', async ({ page }) => {
    await page.goto('/panel/0');
    await untilPageSettled(page);
    const search = page.getByRole('banner').getByRole('combobox');
    await search.focus();
    await page.keyboard.type('switch');
    await expect(search).toHaveValue('switch');
    await expect(search).toBeFocused();
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();

    const email = page.locator('#subscribe-email-desktop');
    await email.focus();
    await page.keyboard.type('early@example.com');
    await expect(email).toHaveValue('early@example.com');
    await expect(email).toBeFocused();
  });
});

test.describe('parts loaded on demand, phone', () => {
  test.use(IPHONE);

  test('the first tap on the menu opens it', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/m');
    await untilPageSettled(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.tap();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').first()).toBeVisible();
    await expectNoConsoleErrors(errors);
  });
});
