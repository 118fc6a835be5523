import { expect, test, type Browser } from '@playwright/test';
import { COMPILE_HINT, HINTED_CHUNK_MIN_BYTES } from '../scripts/prerendered/compileHints';
import { axeViolations } from './axe';
import { DESKTOP_UA, IPHONE, IPHONE_UA, newClientIp, untilPageHydrated, watchErrors, expectNoConsoleErrors } from './helpers';

/**
 * Prerendered pages request their script chunks once the browser reports their first paint
 * (scripts/prerendered/chunksAfterFirstPaint.ts): the text paints from HTML and CSS alone,
 * then the page hydrates as before.
 */

const CHUNK = /\/_next\/static\/.+\.js$/;

for (const [userAgent, path] of [
  [DESKTOP_UA, '/panel/0'],
  [IPHONE_UA, '/m/panel/0'],
  [DESKTOP_UA, '/de-DE/404'],
] as const) {
  test(`${path}: the served page names no chunk to fetch early, only its loader`, async ({ request }) => {
    const response = await request.get(path, { headers: { 'user-agent': userAgent }, maxRedirects: 0 });
    expect([200, 404]).toContain(response.status());
    const html = await response.text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    expect(html).toMatch(/<head>.*<script>\(function\(chunks\)\{.*"\/_next\/static\/chunks\/[^"]+\.js".*<\/script>.*<\/head>/s);
  });
}

test('a page fetches its chunks only once its first contentful paint is reported, then hydrates without an error', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, ...IPHONE });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/m/panel/0');
  await untilPageHydrated(page);
  const { firstContentfulPaint, chunkStarts } = await page.evaluate((pattern) => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    chunkStarts: performance.getEntriesByType('resource').filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname)).map((entry) => entry.startTime),
  }), CHUNK.source);
  expect(chunkStarts.length).toBeGreaterThan(3);
  // Lighthouse's simulated LCP counts every request that began before the observed paint.
  expect(Math.min(...chunkStarts)).toBeGreaterThan(firstContentfulPaint);
  await expectNoConsoleErrors(errors);
  await context.close();
});

/** The page at `path`, its chunk requests held until `releaseChunks` is called. */
async function withChunksHeld(browser: Browser, baseURL: string | undefined, phone: boolean, path: string) {
  const context = await browser.newContext(
    phone ? { baseURL, ...IPHONE } : { baseURL, userAgent: DESKTOP_UA },
  );
  const page = await context.newPage();
  let releaseChunks!: () => void;
  const chunksHeld = new Promise<void>((resolve) => (releaseChunks = resolve));
  await page.route(CHUNK, async (route) => {
    await chunksHeld;
    await route.continue();
  });
  const errors = watchErrors(page);
  // Not the load event: it would wait for the chunks held here.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { context, page, errors, releaseChunks };
}

test('every large chunk a page starts with asks V8 to compile it as it loads', async ({ browser, baseURL }) => {
  // scripts/prerendered/compileHints.ts: the functions run as the app starts are compiled off the main thread.
  for (const [device, path] of [[IPHONE, '/m/panel/0'], [{ userAgent: DESKTOP_UA }, '/de-DE/contact']] as const) {
    const context = await browser.newContext({ baseURL, ...device });
    const page = await context.newPage();
    const chunks: Promise<{ url: string; hinted: boolean; large: boolean }>[] = [];
    page.on('response', (response) => {
      if (!CHUNK.test(new URL(response.url()).pathname)) return;
      chunks.push(response.text().then((text) => {
        const hinted = text.startsWith(COMPILE_HINT);
        return { url: response.url(), hinted, large: Buffer.byteLength(hinted ? text.slice(COMPILE_HINT.length) : text) >= HINTED_CHUNK_MIN_BYTES };
      }));
    });
    await page.goto(path);
    await untilPageHydrated(page);
    const loaded = await Promise.all(chunks);
    expect(loaded.filter((chunk) => chunk.large).length).toBeGreaterThanOrEqual(3);
    expect(loaded.filter((chunk) => chunk.hinted !== chunk.large)).toEqual([]);
    await context.close();
  }
});

test('a tap on the phone menu before the page hydrates opens the menu once it has', async ({ browser, baseURL }) => {
  const { context, page, errors, releaseChunks } = await withChunksHeld(browser, baseURL, true, '/m/panel/0');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeHidden();
  releaseChunks();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expectNoConsoleErrors(errors);
  await context.close();
});

test('Enter on a desktop menu button before the page hydrates opens its submenu once it has', async ({ browser, baseURL }) => {
  const { context, page, errors, releaseChunks } = await withChunksHeld(browser, baseURL, false, '/panel/0');
  const trigger = page.getByRole('button', { name: 'Product Series' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  releaseChunks();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#submenu-products').getByRole('link', { name: /Function modules/ })).toBeVisible();
  await expect(trigger).toBeFocused();
  await expectNoConsoleErrors(errors);
  await context.close();
});

test('an account form sent before the page hydrates keeps what was typed and is sent once it has', async ({ browser, baseURL }) => {
  const { context, page, errors, releaseChunks } = await withChunksHeld(browser, baseURL, false, '/register');
  const postedPages: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() === 'POST') postedPages.push(request.url());
  });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': newClientIp() });
  const form = page.getByRole('main');
  const email = `early-${Date.now().toString(36)}-${process.pid}@example.com`;
  await form.getByLabel('Name', { exact: true }).fill('Early Visitor');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('Wall switch 2026');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  releaseChunks();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  // Without its script, the form would have posted the page to itself and come back empty.
  expect(postedPages).toEqual([]);
  await expectNoConsoleErrors(errors);
  await context.close();
});

test('an account form sent when the page’s script cannot arrive says the connection failed, and keeps what was typed', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, userAgent: DESKTOP_UA });
  const page = await context.newPage();
  // The connection drops after the HTML: no chunk arrives, so the page never becomes live.
  await page.route(CHUNK, (route) => route.abort('internetdisconnected'));
  const postedPages: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.method() === 'POST') postedPages.push(request.url());
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email address').fill('offline@example.com');
  await form.getByLabel('Password', { exact: true }).fill('Wall switch 2026');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('status')).toHaveText('Your browser could not reach our server. Please check your connection and try again.');
  await expect(form.getByLabel('Email address')).toHaveValue('offline@example.com');
  expect(postedPages).toEqual([]);
  // Styled as the form's own errors, legible (axe checks the contrast of the sentence).
  expect(await axeViolations(page, 'script unreachable')).toEqual([]);
  await context.close();
});

test('a section followed within the page before it is live keeps its address once it is', async ({ browser, baseURL }) => {
  const { context, page, errors, releaseChunks } = await withChunksHeld(browser, baseURL, false, '/privacy');
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Deleting your account' }).click();
  await expect(page.locator('#deletion')).toBeInViewport();
  await expect(page).toHaveURL(/\/privacy#deletion$/);
  // What Next's router does when that click falls between its script's start (it reads the
  // address then) and the end of hydration (it writes that address back); the window is too
  // short for a test to hit, so the write-back is made here, the chunks still held.
  await page.evaluate(() => history.replaceState(history.state, '', location.pathname));
  releaseChunks();
  await untilPageHydrated(page);
  await expect(page).toHaveURL(/\/privacy#deletion$/);
  await expect(page.locator('#deletion')).toBeInViewport();
  await expectNoConsoleErrors(errors);
  await context.close();
});
