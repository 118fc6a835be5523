import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CONSENT_COOKIE, CONSENT_STORAGE_KEY } from '../lib/consent';
import { expectNoConsoleErrors, watchErrors } from './helpers';

/** Every test here starts as a first-time visitor: nothing stored. */
test.use({ storageState: { cookies: [], origins: [] } });

const TAG_MANAGER = 'https://www.googletagmanager.com/';

function bannerOf(page: Page) {
  return page.getByRole('dialog', { name: 'Cookies on this site' });
}

async function storedConsent(page: Page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);
  return raw ? JSON.parse(raw) : null;
}

async function consentCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((entry) => entry.name === CONSENT_COOKIE);
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

/** Answers the tag manager's script requests locally: the test never reaches the network. */
async function fakeTagManager(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route(`${TAG_MANAGER}**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__tagManagerRan = true;' });
  });
  return requested;
}

test('first visit: banner over a dimmed, scroll-locked page; none on /404', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/panel/1');
  const banner = bannerOf(page);
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  expect(await banner.evaluate((dialog) => getComputedStyle(dialog, '::backdrop').backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  for (const name of ['Accept & continue', 'Manage cookies', 'Reject all']) {
    await expect(banner.getByRole('button', { name })).toBeVisible();
  }
  await expectNoConsoleErrors(errors);
  // /404 answers HTTP 404 (which the console reports): no banner there.
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(bannerOf(page)).toHaveCount(0);
});

test('Accept & continue stores the choice in storage and the cookie, and closes', async ({ page, context }) => {
  await page.goto('/');
  await bannerOf(page).getByRole('button', { name: 'Accept & continue' }).click();
  await expect(bannerOf(page)).toHaveCount(0);
  const stored = await storedConsent(page);
  expect(stored).toMatchObject({ necessary: true, analytics: true, marketing: true, version: 1 });
  expect(Date.now() - Date.parse(stored.date)).toBeLessThan(60_000);
  expect(await consentCookie(context)).toEqual(stored);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('after a choice, reloads and other pages never show the banner, not even briefly', async ({ page, request }) => {
  await page.goto('/panel/0');
  await bannerOf(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(bannerOf(page)).toHaveCount(0);
  // Records any moment the banner is in the page, from the first byte of every load.
  await page.addInitScript(() => {
    const w = window as Window & { bannerSeen?: boolean };
    w.bannerSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-consent-banner]')) w.bannerSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/panel/0', '/de-DE/story', '/m/panel/1']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(bannerOf(page)).toHaveCount(0);
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as Window & { bannerSeen?: boolean }).bannerSeen), path).toBe(false);
  }
  // The prerendered HTML, the same for everyone, holds no banner to flash.
  const html = await (await request.get('/panel/0')).text();
  expect(html).not.toContain('data-consent-banner');
});

test('a corrupt stored value is removed and the banner asks again', async ({ page, context }) => {
  await page.goto('/');
  await bannerOf(page).getByRole('button', { name: 'Accept & continue' }).click();
  await page.evaluate((key) => localStorage.setItem(key, '{"necessary":true,"analytics":'), CONSENT_STORAGE_KEY);
  await page.reload();
  await expect(bannerOf(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();
  expect(await consentCookie(context)).toBeNull();
  await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ accepted: 'yes' })), CONSENT_STORAGE_KEY);
  await page.reload();
  await expect(bannerOf(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();
});

test('Manage cookies: focus trapped, Escape returns focus, switches saved', async ({ page, context }) => {
  const errors = watchErrors(page);
  await page.goto('/story');
  const manage = bannerOf(page).getByRole('button', { name: 'Manage cookies' });
  await manage.click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Cookie policy' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Read the full privacy policy' })).toHaveAttribute('href', '/privacy');
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(manage).toBeFocused();

  await manage.click();
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeChecked();
  await dialog.getByRole('switch', { name: 'Marketing' }).check();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: false, marketing: true });
  expect(await consentCookie(context)).toMatchObject({ analytics: false, marketing: true });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  await expectNoConsoleErrors(errors);
});

test('Reject all stores the refusal, closes, and the site keeps working', async ({ page }) => {
  await page.goto('/');
  await bannerOf(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(bannerOf(page)).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: false, marketing: false });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Brand story' }).click();
  await expect(page).toHaveURL(/\/story$/);
  await expect(bannerOf(page)).toHaveCount(0);
});

test('the footer reopens the cookie settings, on desktop and mobile', async ({ page }) => {
  await page.goto('/');
  await bannerOf(page).getByRole('button', { name: 'Accept & continue' }).click();
  for (const path of ['/contact', '/m/contact']) {
    await page.goto(path);
    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Close cookie settings' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  }
});

test('no request leaves the site before consent; the tag manager loads only after accepting', async ({ page, context, baseURL }) => {
  const tagManager = await fakeTagManager(context);
  const foreign: string[] = [];
  const origin = new URL(baseURL!).origin;
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`) && !/^(data|blob):/.test(url)) foreign.push(url);
  });
  for (const path of ['/', '/panel/1', '/ar-SA/contact', '/m/story']) {
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.waitForTimeout(1800);
  }
  expect(foreign).toEqual([]);
  expect(tagManager).toEqual([]);

  await page.goto('/panel/0');
  await bannerOf(page).getByRole('button', { name: 'Accept & continue' }).click();
  await expect.poll(() => tagManager.length, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(tagManager[0]).toBe(`${TAG_MANAGER}gtm.js?id=GTM-TEST000`);
  expect(await page.evaluate(() => (window as Window & { __tagManagerRan?: boolean }).__tagManagerRan)).toBe(true);
  expect(foreign.every((url) => url.startsWith(TAG_MANAGER))).toBe(true);
});

test('withdrawing analytics consent stops the tag manager', async ({ page, context }) => {
  const tagManager = await fakeTagManager(context);
  await page.goto('/story');
  await bannerOf(page).getByRole('button', { name: 'Accept & continue' }).click();
  await expect.poll(() => tagManager.length).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await dialog.getByRole('switch', { name: 'Analytics' }).uncheck();
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await reloaded;
  const before = tagManager.length;
  await page.waitForTimeout(2000);
  expect(tagManager.length).toBe(before);
  expect(await page.locator(`script[src^="${TAG_MANAGER}"]`).count()).toBe(0);
  expect(await storedConsent(page)).toMatchObject({ analytics: false, marketing: true });
});

test('the banner on Arabic pages: right to left, inside the screen, working buttons', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/ar-SA/panel/1');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const banner = page.locator('dialog[open]').filter({ has: page.locator('[data-consent-banner]') });
  await expect(banner).toBeVisible();
  const buttons = banner.getByRole('button');
  await expect(buttons).toHaveCount(3);
  const first = (await buttons.nth(0).boundingBox())!;
  const second = (await buttons.nth(1).boundingBox())!;
  // Row order runs from the right in RTL.
  expect(first.x).toBeGreaterThan(second.x);
  const box = (await banner.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await buttons.nth(0).click();
  await expect(banner).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: true });
  await expectNoConsoleErrors(errors);
});

test('a stored language choice whose cookie is gone is written back and used on the next visit', async ({ page, context }) => {
  await page.goto('/story');
  await page.evaluate(() => localStorage.setItem('locale', 'de-DE'));
  await page.reload();
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('de-DE');
  await page.goto('/story');
  await expect(page).toHaveURL(/\/de-DE\/story$/);
});
