import { expect, test } from '@playwright/test';
import { DESKTOP_UA, IPHONE_UA, untilPageHydrated, watchErrors, expectNoConsoleErrors } from './helpers';

/**
 * Prerendered pages request their script chunks after their first frame
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

test('a page fetches its chunks only once its first frame is drawn, then hydrates without an error', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, userAgent: IPHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // Registered before the page's own scripts, so this frame callback runs first in the first frame.
  await context.addInitScript(() => requestAnimationFrame(() => ((window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now())));
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto('/m/panel/0');
  await untilPageHydrated(page);
  const { firstFrameAt, chunkStarts } = await page.evaluate((pattern) => ({
    firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
    chunkStarts: performance.getEntriesByType('resource').filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname)).map((entry) => entry.startTime),
  }), CHUNK.source);
  expect(chunkStarts.length).toBeGreaterThan(3);
  expect(Math.min(...chunkStarts)).toBeGreaterThanOrEqual(firstFrameAt);
  await expectNoConsoleErrors(errors);
  await context.close();
});
