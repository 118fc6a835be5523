import { expect, test } from '@playwright/test';
import { IPHONE_UA, openUntilVisible, watchErrors, expectNoConsoleErrors } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true });

test.describe('mobile shell', () => {
  test('a phone on a desktop URL lands on the /m twin', async ({ page }) => {
    await page.goto('/panel/1?ref=x');
    await expect(page).toHaveURL(/\/m\/panel\/1\?ref=x$/);
  });

  test('a narrow desktop browser is moved to /m once it reports its width', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 700, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}/story`);
    await expect(page).toHaveURL(`${baseURL}/m/story`);
    await context.close();
  });

  test('product cards side by side line up their names, SKUs and badges', async ({ page }) => {
    await page.goto('/m/panel/0');
    // A card (ProductCard): a link holding the picture and the name, then the SKU and the gateway badge.
    const rows = await page.locator('main li:has(> a + span)').evaluateAll((cards) => {
      const byRow = new Map<number, { name: number; sku: number }[]>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        const at = (selector: string) => Math.round(card.querySelector(selector)!.getBoundingClientRect().top);
        byRow.set(top, [...(byRow.get(top) ?? []), { name: at(':scope > a > span:last-child'), sku: at(':scope > span > span:first-child') }]);
      }
      return [...byRow.values()].filter((row) => row.length > 1);
    });
    // Two cards a row on a phone; "USB-C 45 W socket" and "USB-1A1C 36 W socket" share one, with names of one and two lines.
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(new Set(row.map((card) => card.name)).size, JSON.stringify(row)).toBe(1);
      expect(new Set(row.map((card) => card.sku)).size, JSON.stringify(row)).toBe(1);
    }
  });

  test('hamburger menu opens and closes, submenus toggle', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/m');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await openUntilVisible(burger, menu);
    const products = menu.getByRole('button', { name: 'Product Series' });
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'British type panels' })).toHaveAttribute('href', '/m/panel/1');
    await products.click();
    await expect(menu.getByRole('link', { name: 'British type panels' })).toBeHidden();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await burger.click();
    await menu.getByRole('link', { name: 'Merchants Joining' }).click();
    await expect(page).toHaveURL(/\/m\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merchants Joining');
    await expect(menu).toBeHidden();
    await expectNoConsoleErrors(errors);
  });

  test('language switcher in the menu keeps the page', async ({ page }) => {
    await page.goto('/m/panel/0');
    await openUntilVisible(page.getByRole('button', { name: 'Open menu' }), page.getByRole('navigation', { name: 'Main menu' }));
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('link', { name: '한국어' }).click();
    await expect(page).toHaveURL(/\/ko-KR\/m\/panel\/0$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko-KR');
  });

  test('every footer link resolves to a page', async ({ page, request }) => {
    await page.goto('/m');
    const hrefs = await page.getByRole('contentinfo').locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const path of ['/m/support/product', '/m/panel/0', '/m/function/electronic_types']) expect(hrefs).toContain(path);
    for (const href of hrefs) {
      const response = await request.get(href, { headers: { 'user-agent': IPHONE_UA } });
      expect(response.status(), href).toBe(200);
      expect(response.url(), href).not.toContain('/404');
    }
  });

  test('legacy mobile links of the SPEC footer still work', async ({ page }) => {
    await page.goto('/m/panel?activePanel=1');
    await expect(page).toHaveURL(/\/m\/panel\/1$/);
    await page.goto('/m/function');
    await expect(page).toHaveURL(/\/m\/function\/electronic_types$/);
  });
});
