import { expect, test } from '@playwright/test';
import { SITE, SOCIAL_LINKS, phoneHref } from '../lib/site';
import { watchErrors, expectNoConsoleErrors, hoverUntilVisible, openUntilVisible, untilPageHydrated } from './helpers';
import { LOCALES } from '../lib/i18n/locales';

test.use({ viewport: { width: 1366, height: 900 } });

test.describe('desktop shell', () => {
  test('header menu is the SPEC menu, with hover submenus and preview images', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('button', { name: 'Product Series' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Technical Support' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/story');
    await expect(nav.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');

    const submenu = page.locator('#submenu-products');
    await hoverUntilVisible(page, nav.getByRole('button', { name: 'Product Series' }), submenu);
    const expected: [string, string][] = [
      ['Function modules', '/function/electronic_types'],
      ['European type panels', '/panel/0'],
      ['British type panels', '/panel/1'],
      ['American/Italian type panels', '/panel/2'],
      ['Product finder', '/products'],
    ];
    for (const [name, href] of expected) {
      await expect(submenu.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
    }
    await expect(submenu.locator('svg')).toHaveCount(5);

    // Leaving the item closes the submenu after 300 ms, not at once. Timed inside the page,
    // from the pointer leaving to the panel hiding, so a busy test runner cannot skew it.
    await submenu.evaluate((panel: HTMLElement) => {
      const timing = window as unknown as { submenuClosedAfter: Promise<number> };
      timing.submenuClosedAfter = new Promise<number>((resolve) => {
        let leftAt = 0;
        panel.closest('li')!.addEventListener('pointerleave', () => (leftAt = performance.now()), { once: true });
        new MutationObserver((_, observer) => {
          if (!panel.hidden) return;
          observer.disconnect();
          resolve(performance.now() - leftAt);
        }).observe(panel, { attributes: true, attributeFilter: ['hidden'] });
      });
    });
    await page.mouse.move(700, 700);
    const delay = await page.evaluate(() => (window as unknown as { submenuClosedAfter: Promise<number> }).submenuClosedAfter);
    expect(delay).toBeGreaterThanOrEqual(295);
    expect(delay).toBeLessThan(2_000);

    await nav.getByRole('button', { name: 'Technical Support' }).hover();
    const support = page.locator('#submenu-support');
    await expect(support.getByRole('link', { name: /App Download/ })).toHaveAttribute('href', '/download');
    await expect(support.getByRole('link', { name: /Catalog/ })).toHaveAttribute('href', '/photo');
    await expectNoConsoleErrors(errors);
  });

  test('menu works by keyboard alone', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Product Series' });
    // Focus opens the submenu once the page has hydrated, which a prerendered page starts after its first paint.
    await untilPageHydrated(page);
    await trigger.focus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.locator('#submenu-products').getByRole('link', { name: /Function modules/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await trigger.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/function\/electronic_types$/);
  });

  test('the active menu item follows the current path', async ({ page }) => {
    await page.goto('/panel/1');
    await expect(page.getByRole('button', { name: 'Product Series' })).toHaveAttribute('data-active', 'true');
    await page.goto('/story');
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Product Series' })).not.toHaveAttribute('data-active', 'true');
  });

  test('social and contact sidebar comes from lib/site.ts', async ({ page }) => {
    await page.goto('/');
    const rail = page.getByRole('complementary', { name: 'Contact and social links' });
    await expect(rail.locator(`a[href="${phoneHref()}"]`)).toContainText(SITE.phone);
    await expect(rail.locator(`a[href="mailto:${SITE.email}"]`)).toContainText(SITE.email);
    for (const social of SOCIAL_LINKS) {
      await expect(rail.locator(`a[href="${social.href}"]`)).toHaveCount(1);
    }
    expect(SOCIAL_LINKS.map((social) => social.label)).toEqual(['Twitter', 'Instagram', 'LinkedIn', 'Facebook', 'YouTube', 'VK']);
  });

  test('past 100 px of scroll the header condenses and back-to-top appears', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(header).not.toHaveAttribute('data-condensed', /.*/);
    await expect(backToTop).toBeHidden();
    await page.mouse.wheel(0, 60);
    await page.waitForTimeout(150);
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-condensed', 'true');
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  test('language switcher shows each language in its own name, keeps the page and stores the choice', async ({ page, context }) => {
    await page.goto('/panel/2');
    const list = page.getByRole('banner').getByRole('list', { name: 'Language' });
    await openUntilVisible(page.getByRole('banner').getByRole('button', { name: /Language/ }), list);
    await expect(list.getByRole('link')).toHaveCount(LOCALES.length);
    for (const name of ['Deutsch', '日本語', 'العربية', 'עברית', 'ไทย', 'Русский', 'Español']) {
      await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await list.getByRole('link', { name: 'Deutsch', exact: true }).click();
    await expect(page).toHaveURL(/\/de-DE\/panel\/2$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('de-DE');
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('de-DE');
    // The stored choice is used on the next visit.
    await page.goto('/');
    await expect(page).toHaveURL(/\/de-DE$/);
  });

  test('footer holds the site links and the copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${SITE.copyrightYear}`);
    // Among the links, and in the newsletter's privacy notice.
    const privacy = footer.getByRole('link', { name: 'Privacy Policy' });
    await expect(privacy).toHaveCount(2);
    for (const link of await privacy.all()) await expect(link).toHaveAttribute('href', '/privacy');
  });
});

test.describe('right-to-left and CJK', () => {
  test('ar-SA and he-IL render right to left, ja-JP left to right', async ({ page }) => {
    for (const [locale, dir] of [['ar-SA', 'rtl'], ['he-IL', 'rtl'], ['ja-JP', 'ltr']] as const) {
      await page.goto(`/${locale}`);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    }
  });
});
