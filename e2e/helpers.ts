import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { onePathPerPage, type Shell } from '../lib/pages';
import { untilNetworkQuiet } from '../scripts/bench/quietNetwork';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** Browser context options of an iPhone: its user agent (the mobile shell), screen and touch. */
export const IPHONE = { userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** A 1 × 1 PNG, for the picture fields. */
export const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Fetches a URL without following redirects. */
export async function fetchRaw(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  return request.get(url, { maxRedirects: 0, headers: { 'user-agent': DESKTOP_UA, ...headers } });
}

/** Collects console errors and failed same-origin requests of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export function hrefsIn(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

export async function expectNoConsoleErrors(errors: string[]) {
  expect(errors, errors.join('\n')).toEqual([]);
}

/** One page of each route pattern of a shell (lib/pages.ts): each static page, a panel, a function type, a product. */
export function routePatterns(shell: Shell): string[] {
  return onePathPerPage(shell);
}

/**
 * Hovers `target` until `shown` is visible: a hover before the menu's script has hydrated
 * does nothing, so the pointer leaves and comes back until it works.
 */
export async function hoverUntilVisible(page: Page, target: Locator, shown: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.move(0, 600);
    await target.hover();
    await expect(shown).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/**
 * Waits until React has hydrated `target`: before, its handlers are not attached, and a click
 * does what the plain HTML does (a link is followed).
 */
export async function untilHydrated(target: Locator): Promise<void> {
  await expect.poll(() => target.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
}

/**
 * Waits until the page's root has hydrated: the parts loaded on demand listen from there for
 * the visitor reaching for them. A prerendered page fetches its script after its first paint,
 * so `page.goto` (the load event) can return before.
 */
export async function untilPageHydrated(page: Page): Promise<void> {
  await untilHydrated(page.locator('body'));
}

/** Waits until the page has hydrated and then its network has gone quiet (untilNetworkQuiet). */
export async function untilPageSettled(page: Page): Promise<void> {
  await untilPageHydrated(page);
  await untilNetworkQuiet(page);
}

/**
 * Clicks the disclosure button `toggle` until `shown` is visible: a click before the page has
 * hydrated does nothing. It clicks only while `shown` is hidden, so that a click that did
 * land late is not undone by the next. A button found by its name may lose it as the late
 * click lands ("Open menu" becomes "Close menu"): the click gives up soon, and the next round
 * finds `shown` visible, where waiting for the button would have waited out the test.
 */
export async function openUntilVisible(toggle: Locator, shown: Locator): Promise<void> {
  await expect(async () => {
    if (!(await shown.isVisible())) await toggle.click({ timeout: 2000 });
    await expect(shown).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/** Tabs to `field` and types `text`, as a keyboard-only visitor does; into a select, typing picks the option that starts so. */
export async function tabAndType(page: Page, field: Locator, text: string): Promise<void> {
  await tabUntil(page, field);
  await page.keyboard.type(text);
}

/** Presses Tab until `target` has focus; none if it has it already. */
export async function tabUntil(page: Page, target: Locator, limit = 150): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Each worker process draws its own block of addresses, so that clients never collide across workers. */
const clientBlock = randomInt(1, 250);
let clients = 0;

/**
 * A fresh client address for the per-client limits. The browser tests talk to `next start`
 * directly (no proxy), so the one X-Forwarded-For entry a test sends is the client's address.
 */
export function newClientIp(): string {
  clients += 1;
  return `10.${clientBlock}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}
