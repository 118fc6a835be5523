import type { Page } from '@playwright/test';

/**
 * Collects the Content-Security-Policy violations a page reports, from its first script on:
 * the `securitypolicyviolation` events and the console's policy messages. Call before the
 * first navigation; the returned function reads what the current document has reported.
 */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => []);
    const reported = [...messages, ...events.map((event) => `${page.url()}: ${event}`)];
    messages.length = 0;
    return reported;
  };
}
