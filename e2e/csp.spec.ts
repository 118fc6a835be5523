import { expect, test, type APIResponse, type BrowserContext } from '@playwright/test';
import { watchViolations } from './cspViolations';
import { allPagePaths, type Shell } from '../lib/pages';
import { publicPath } from '../lib/i18n/paths';
import { parsePolicy } from '../lib/security/csp';
import { inlineScripts, scriptHash } from '../lib/security/inlineScripts';
import { DESKTOP_UA, IPHONE_UA, fetchRaw, hoverUntilVisible, untilHydrated } from './helpers';

/**
 * The Content-Security-Policy in force: every page of both shells in English and Arabic gets
 * exactly one policy that allows its own inline scripts and no others, and a real browser
 * reports no violation while navigating, viewing the catalog, playing a video and giving
 * consent. Loading every route pattern, it reports none either: e2e/a11y.spec.ts watches for
 * violations on each page it audits.
 */

const LOCALES = ['en-US', 'ar-SA'] as const;
const SHELLS: { shell: Shell; userAgent: string }[] = [
  { shell: 'desktop', userAgent: DESKTOP_UA },
  { shell: 'mobile', userAgent: IPHONE_UA },
];

function policiesOf(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .map(({ value }) => value);
}

function scriptSources(policy: string): string[] {
  return parsePolicy(policy).get('script-src') ?? [];
}

for (const { shell, userAgent } of SHELLS) {
  for (const locale of LOCALES) {
    test(`${shell} ${locale}: every page has one policy allowing exactly its inline scripts`, async ({ request }) => {
      for (const page of allPagePaths(shell)) {
        const url = publicPath(locale, shell, page);
        const response = await fetchRaw(request, url, { 'user-agent': userAgent });
        expect(response.status(), url).toBe(200);
        const policies = policiesOf(response);
        expect(policies, url).toHaveLength(1);
        const sources = scriptSources(policies[0]!);
        expect(sources, url).not.toContain("'unsafe-inline'");
        expect(sources, url).not.toContain("'unsafe-eval'");
        const html = await response.text();
        const nonce = sources.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
        const scripts = inlineScripts(html);
        if (nonce) {
          const openings = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
          const inlineWithoutNonce = openings.filter(
            (attributes) => !/\ssrc=/.test(attributes) && !attributes.includes('application/ld+json') && !attributes.includes(`nonce="${nonce}"`),
          );
          expect(inlineWithoutNonce, url).toEqual([]);
          expect(scripts.length, url).toBeGreaterThan(0);
        }
        for (const script of nonce ? [] : scripts) {
          expect(sources, `${url}: ${script.slice(0, 60)}`).toContain(`'sha256-${scriptHash(script)}'`);
        }
      }
    });
  }
}

test('client navigations run under the policy; their RSC payloads keep it', async ({ page }) => {
  const payloads: { url: string; policies: string[] }[] = [];
  page.on('response', async (response) => {
    const request = response.request().headers();
    // Segment prefetches are answered by Next without the page's `.meta` headers and cannot be
    // told apart by the middleware (it never sees the router's headers): no policy on them.
    // A browser does not apply a policy to a fetched payload; README, Security.
    if (request['rsc'] !== '1' || request['next-router-segment-prefetch'] || response.status() !== 200) return;
    const policies = (await response.headersArray()).filter(({ name }) => name.toLowerCase() === 'content-security-policy');
    payloads.push({ url: response.url(), policies: policies.map(({ value }) => value) });
  });
  const violations = await watchViolations(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await hoverUntilVisible(page, nav.getByRole('button', { name: 'Product Series' }), page.locator('#submenu-products'));
  await page.locator('#submenu-products').getByRole('link', { name: /British type panels/ }).click();
  await expect(page).toHaveURL(/\/panel\/1/);
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/story/);
  await page.goBack();
  await expect(page).toHaveURL(/\/panel\/1/);
  expect(await violations()).toEqual([]);
  // Full payloads are fetched only for pages not already prefetched; each one seen must carry one policy.
  for (const { url, policies } of payloads) {
    expect(policies, url).toHaveLength(1);
    expect(parsePolicy(policies[0]!).get('frame-ancestors'), url).toEqual(["'none'"]);
    expect(scriptSources(policies[0]!), url).not.toContain("'unsafe-inline'");
  }
});

test('the catalog viewer renders the PDF with its worker under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/photo');
  const cover = page.getByTestId('catalog-cover');
  await untilHydrated(cover);
  await cover.click();
  await expect(page.locator('[data-testid="pdf-viewport"] canvas').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeAttached();
  expect(await violations()).toEqual([]);
});

test('the tutorial videos play under the policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/finder/curtainvideo');
  const video = page.locator('video').first();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
});

test.describe('consent', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  async function fakeTagManager(context: BrowserContext) {
    await context.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__tagManagerRan = true;' }),
    );
  }

  test('accepting analytics loads the tag manager, and the policy lets it run', async ({ page, context }) => {
    await fakeTagManager(context);
    const violations = await watchViolations(page);
    await page.goto('/');
    await page.getByRole('dialog', { name: 'Cookies on this site' }).getByRole('button', { name: 'Accept & continue' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tagManagerRan?: boolean }).__tagManagerRan === true), { timeout: 15_000 }).toBe(true);
    expect(await violations()).toEqual([]);
  });
});

test('a page rendered per request gets a fresh nonce on its own scripts', async ({ request }) => {
  const nonces: string[] = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await fetchRaw(request, '/search?q=socket');
    expect(response.status()).toBe(200);
    const policies = policiesOf(response);
    expect(policies).toHaveLength(1);
    const nonce = scriptSources(policies[0]!).find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce).toBeTruthy();
    const html = await response.text();
    expect(html).toContain(`nonce="${nonce}"`);
    nonces.push(nonce!);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('redirects and files carry the strict policy without any inline script allowed', async ({ request }) => {
  for (const url of ['/nope', '/m/panel/1', '/icon.svg', '/robots.txt', '/sitemap.xml']) {
    const response = await fetchRaw(request, url);
    const policies = policiesOf(response);
    expect(policies, url).toHaveLength(1);
    const keywords = scriptSources(policies[0]!).filter((source) => source.startsWith("'"));
    expect(keywords, url).toEqual(["'self'"]);
  }
});
