import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ACCEPT_ALL, CONSENT_COOKIE, CONSENT_STORAGE_KEY, createConsent, serializeConsent } from '../lib/consent';
import { FAMILY_IDS } from '../lib/content/types';
import { PRODUCT_SLUGS } from '../lib/content/products';
import { ARTICLE_SLUGS } from '../lib/content/articles';
import { searchPageOf, type Shell } from '../lib/pages';
import { axeViolations } from './axe';
import { watchViolations } from './cspViolations';
import { DESKTOP_UA, IPHONE, openUntilVisible, routePatterns, untilPageSettled } from './helpers';

/**
 * axe-core (WCAG 2.0/2.1/2.2 A and AA, and best practices) on every route (one page of each
 * route pattern) of both shells, and on the states a plain address does not show (search
 * results, a filtered partner list, the finder's empty state and comparison). Every page of a
 * route pattern is the same template, so each is audited once per shell, in one of four
 * languages taken in turn: English after accepting cookies (what a consent loads), Arabic
 * (RTL), German (long words) and Japanese (CJK script), a different one on a phone than on a
 * desktop. What a language can change (`lang`, `dir`, text length, script) is so seen on a
 * quarter of the routes in each shell, each language on different ones in the two shells.
 * Each overlay is audited open too (consent banner and settings, mobile menu, desktop submenu,
 * language switcher). A failure lists each violation with its rule id, the offending elements
 * and the URL.
 *
 * Each audited page is also watched, from its first script until it has hydrated and its network
 * is quiet, for Content-Security-Policy violations: one visit serves both checks, and
 * e2e/csp.spec.ts checks every page's policy header.
 */

const SHELLS: Record<Shell, { userAgent: string; viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean }> = {
  desktop: { userAgent: DESKTOP_UA, viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
  mobile: IPHONE,
};

/** The public URL of a page path in a locale and shell (en-US has no prefix, mobile lives under /m). */
function urlOf(locale: string, shell: Shell, path: string): string {
  const prefix = `${locale === 'en-US' ? '' : `/${locale}`}${shell === 'mobile' ? '/m' : ''}`;
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

type Stored = 'rejected' | 'accepted' | 'none';

/** A browser context of one shell; `stored` is the cookie choice the visitor has made, if any. */
async function shellContext(browser: Browser, shell: Shell, stored: Stored, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...SHELLS[shell],
    baseURL,
    // The default storage state of the config is a visitor who refused optional cookies.
    ...(stored === 'rejected' ? {} : { storageState: { cookies: [], origins: [] } }),
  });
  // Whatever a consent loads from elsewhere is answered locally: the test never leaves the machine.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.fulfill({ status: 204, body: '' }));
  if (stored === 'accepted') {
    const value = serializeConsent(createConsent(ACCEPT_ALL));
    await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(value), url: baseURL }]);
    await context.addInitScript(([key, consent]) => localStorage.setItem(key!, consent!), [CONSENT_STORAGE_KEY, value]);
  }
  return context;
}

/** Loads a page and waits until it is hydrated and its fonts and images are in place. */
async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.status(), url).toBeLessThan(400);
  await expect(page.locator('main#main')).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
}

/** Time a page may take to load and be audited on a busy two-core machine. */
const PER_PAGE_MS = 20_000;

async function auditPages(browser: Browser, baseURL: string, shell: Shell, stored: Stored, urls: readonly string[]) {
  test.setTimeout(30_000 + urls.length * PER_PAGE_MS);
  const context = await shellContext(browser, shell, stored, baseURL);
  const page = await context.newPage();
  const policyViolations = await watchViolations(page);
  const found: string[] = [];
  for (const url of urls) {
    // One step per page: the report shows how far a run got and how long each page took.
    await test.step(url, async () => {
      await open(page, url);
      await untilPageSettled(page);
      if (stored === 'none') await expect(page.locator('[data-consent-banner]'), url).toBeVisible();
      found.push(...(await axeViolations(page, stored === 'none' ? 'consent banner' : '')), ...(await policyViolations()));
    });
  }
  await context.close();
  expect(found, found.join('\n')).toEqual([]);
}

test.describe.configure({ mode: 'parallel' });

/** Pages that show the consent banner in the banner test: the banner is the same on each. */
const BANNER_PAGES = ['/', `/panel/${FAMILY_IDS[1]}`, `/products/${PRODUCT_SLUGS[0]}`];

/** The languages the routes are audited in, in turn, and a search term with results in each. */
const AUDIT_LANGUAGES = [
  { locale: 'en-US', stored: 'accepted', searchTerm: 'switch' },
  { locale: 'ar-SA', stored: 'rejected', searchTerm: 'ضمان' },
  { locale: 'de-DE', stored: 'rejected', searchTerm: 'Schalter' },
  { locale: 'ja-JP', stored: 'rejected', searchTerm: 'スイッチ' },
] as const;

type AuditLanguage = (typeof AUDIT_LANGUAGES)[number];


/**
 * What is audited in a shell: each route pattern, the search route with results, and the states
 * of the partner list and the finder that only a query shows.
 */
function auditedPaths(shell: Shell, { searchTerm }: AuditLanguage): string[] {
  const states = [
    '/where-to-buy?country=AE',
    '/products?standard=us&gangs=4',
    '/products?neutral=no&compare=dimmer-switch&compare=mechanical-switch-1-gang',
  ];
  return [
    ...routePatterns(shell).map((path) => (path === searchPageOf(shell).path ? `${path}?${searchPageOf(shell).param}=${encodeURIComponent(searchTerm)}` : path)),
    ...states,
  ];
}

for (const shell of ['desktop', 'mobile'] as const) {
  AUDIT_LANGUAGES.forEach((language, turn) => {
    // A phone takes the languages two turns later than a desktop: each route gets two of them.
    const ownTurn = (index: number) => (index + (shell === 'mobile' ? 2 : 0)) % AUDIT_LANGUAGES.length === turn;
    const accepted = language.stored === 'accepted' ? ', after accepting cookies' : '';
    test(`${language.locale} ${shell}: a quarter of the route patterns and states${accepted}`, async ({ browser, baseURL }) => {
      const paths = auditedPaths(shell, language).filter((_, index) => ownTurn(index));
      await auditPages(browser, baseURL!, shell, language.stored, paths.map((path) => urlOf(language.locale, shell, path)));
    });
  });

  test(`en-US ${shell}: the consent banner showing`, async ({ browser, baseURL }) => {
    await auditPages(browser, baseURL!, shell, 'none', BANNER_PAGES.map((path) => urlOf('en-US', shell, path)));
  });
}

// Help articles, /integrations and search results, as their requirements ask: in English, Arabic and Japanese on both shells, beyond the rotation above.
for (const { locale, searchTerm } of AUDIT_LANGUAGES.filter(({ locale }) => locale !== 'de-DE')) {
  test(`${locale}: a help article, /integrations and search results, both shells`, async ({ browser, baseURL }) => {
    test.setTimeout(30_000 + 6 * PER_PAGE_MS);
    const found: string[] = [];
    for (const shell of ['desktop', 'mobile'] as const) {
      const context = await shellContext(browser, shell, 'rejected', baseURL!);
      const page = await context.newPage();
      for (const path of [`/support/articles/${ARTICLE_SLUGS[0]}`, '/integrations', `${searchPageOf(shell).path}?${searchPageOf(shell).param}=${encodeURIComponent(searchTerm)}`]) {
        await open(page, urlOf(locale, shell, path));
        found.push(...(await axeViolations(page)));
      }
      await context.close();
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('the 404 page, in English and Arabic', async ({ browser, baseURL }) => {
  const context = await shellContext(browser, 'desktop', 'rejected', baseURL!);
  const page = await context.newPage();
  const found: string[] = [];
  for (const url of ['/404', '/ar-SA/404']) {
    expect((await page.goto(url, { waitUntil: 'load' }))?.status(), url).toBe(404);
    await page.evaluate(() => document.fonts.ready);
    found.push(...(await axeViolations(page)));
  }
  await context.close();
  expect(found, found.join('\n')).toEqual([]);
});

// Each dialog in English in one shell and in Arabic in the other.
test('consent settings dialog open, from the banner and from the footer, both shells, English and Arabic', async ({ browser, baseURL }) => {
  test.setTimeout(30_000 + 4 * PER_PAGE_MS);
  const found: string[] = [];
  for (const [shell, overBanner, fromFooter] of [['desktop', 'en-US', 'ar-SA'], ['mobile', 'ar-SA', 'en-US']] as const) {
    const fresh = await shellContext(browser, shell, 'none', baseURL!);
    const page = await fresh.newPage();
    await open(page, urlOf(overBanner, shell, '/panel/1'));
    // Accept, Reject, then Manage cookies.
    await page.locator('[data-consent-banner] button').nth(2).click();
    await expect(page.locator('dialog[open]')).toHaveCount(2);
    found.push(...(await axeViolations(page, 'settings over banner')));
    await fresh.close();

    const returning = await shellContext(browser, shell, 'rejected', baseURL!);
    const again = await returning.newPage();
    await open(again, urlOf(fromFooter, shell, '/story'));
    await again.locator('footer button[aria-haspopup="dialog"]').click();
    await expect(again.locator('dialog[open]')).toHaveCount(1);
    found.push(...(await axeViolations(again, 'settings from footer')));
    await returning.close();
  }
  expect(found, found.join('\n')).toEqual([]);
});

// The phone's menus in Arabic, the desktop's in English: their right-to-left layout is e2e/i18n-layout.spec.ts's.
test('menus open: mobile menu with a submenu, desktop submenu, language switchers', async ({ browser, baseURL }) => {
  test.setTimeout(30_000 + 6 * PER_PAGE_MS);
  const found: string[] = [];
  const mobile = await shellContext(browser, 'mobile', 'rejected', baseURL!);
  const phone = await mobile.newPage();
  await open(phone, urlOf('ar-SA', 'mobile', '/panel/0'));
  const burger = phone.locator('header button[aria-expanded]').first();
  await openUntilVisible(burger, phone.locator('header nav'));
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  found.push(...(await axeViolations(phone, 'mobile menu open')));
  const submenu = phone.locator('header nav button[aria-expanded]').first();
  await submenu.click();
  await expect(submenu).toHaveAttribute('aria-expanded', 'true');
  found.push(...(await axeViolations(phone, 'mobile submenu expanded')));
  const switcher = phone.locator('header button[aria-controls]').filter({ has: phone.locator('[lang]') });
  await switcher.click();
  await expect(switcher).toHaveAttribute('aria-expanded', 'true');
  found.push(...(await axeViolations(phone, 'mobile language switcher open')));
  await mobile.close();

  const desktop = await shellContext(browser, 'desktop', 'rejected', baseURL!);
  const page = await desktop.newPage();
  await open(page, urlOf('en-US', 'desktop', '/'));
  const trigger = page.locator('header nav button[aria-expanded]').first();
  await trigger.focus();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  found.push(...(await axeViolations(page, 'desktop submenu open')));
  await page.keyboard.press('Escape');
  for (const where of ['header', 'footer']) {
    const languages = page.locator(`${where} button[aria-controls]`).filter({ has: page.locator('[lang]') });
    await languages.click();
    await expect(languages).toHaveAttribute('aria-expanded', 'true');
    found.push(...(await axeViolations(page, `${where} language switcher open`)));
    await page.keyboard.press('Escape');
  }
  await desktop.close();
  expect(found, found.join('\n')).toEqual([]);
});
