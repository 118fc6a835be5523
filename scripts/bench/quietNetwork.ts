// Waiting for a page's network to go quiet, for the bench and the browser tests alike.
import type { Page } from 'playwright-core';

/** How long the network must be quiet: Playwright's `networkidle` figure. */
const QUIET_MS = 500;

/**
 * Waits until no request of `page` has been in flight for QUIET_MS, counting from this call.
 * Not Playwright's `networkidle`: it fires once, and a prerendered page can be quiet that long
 * between its stylesheets and its script chunks, which wait until the browser reports the
 * first paint (slow to come on a busy machine). Call it once the page has painted or hydrated.
 */
export async function untilNetworkQuiet(page: Page): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => ((inFlight += 1), (lastChange = Date.now()));
  // Requests that began before this call end here too: hence `<= 0` below.
  const ended = () => ((inFlight -= 1), (lastChange = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (!(inFlight <= 0 && Date.now() - lastChange >= QUIET_MS)) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
