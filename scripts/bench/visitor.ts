// A returning visitor: one who has answered the consent question, stored the way the site
// stores it. The bench measures a few routes as such a visitor too (config.ts, SAMPLES).
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/**
 * Answers the consent question on the bench's site with its second button, "Reject all"
 * (nothing optional loads, nothing leaves the machine), and waits until the choice is stored.
 */
export async function answerConsent(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/privacy`);
  await page.locator('[data-consent-banner] button').nth(1).click();
  try {
    await page.waitForFunction(() => /(?:^|; )consent=/.test(document.cookie), undefined, { timeout: 10_000 });
  } catch {
    throw new Error('"Reject all" stored no consent choice (is the reject mode "warn"?)');
  }
}

/** A returning visitor's cookies and storage, for a new browser context of `options`. */
export async function returningVisitorState(browser: Browser, origin: string, options: BrowserContextOptions): ReturnType<BrowserContext['storageState']> {
  const context = await browser.newContext(options);
  try {
    await answerConsent(await context.newPage(), origin);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * Makes the chromium listening on `port` (Lighthouse's) a returning visitor: the choice is
 * stored, the files its page loaded are not left in the cache for Lighthouse to find.
 */
export async function makeReturningVisitor(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    const page = await context.newPage();
    await answerConsent(page, origin);
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Only disconnects: Lighthouse goes on with the same browser.
    await browser.close();
  }
}
