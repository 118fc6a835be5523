// First-load JavaScript: the compressed bytes (as served) of every script a page loads
// until the network is quiet after its first paint, in chromium on the bench's device, with an empty cache.
import { chromium, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type Sample } from './config';
import type { Device } from './devices';
import { looksLikePdfViewer, summarizeScripts, type ScriptsSummary } from './evaluate';
import { untilNetworkQuiet } from './quietNetwork';
import { returningVisitorState } from './visitor';

/** A page's first-load JavaScript, with the status and address it ended at. */
export interface FirstLoadJs extends ScriptsSummary {
  status: number;
  finalUrl: string;
}

async function scriptsOf(context: BrowserContext, url: string): Promise<FirstLoadJs> {
  const pending: Promise<{ url: string; bytes: number; pdfViewer: boolean } | null>[] = [];
  context.on('requestfinished', (request) => {
    const type = request.resourceType();
    const isPdfAsset = new URL(request.url()).pathname.startsWith('/pdfjs/');
    if (type !== 'script' && !isPdfAsset) return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response || response.status() >= 400) return null;
        const [sizes, body] = await Promise.all([request.sizes(), response.body().catch(() => Buffer.alloc(0))]);
        return { url: request.url(), bytes: sizes.responseBodySize, pdfViewer: looksLikePdfViewer(request.url(), body.toString('utf8')) };
      })().catch(() => null),
    );
  });
  const page = await context.newPage();
  const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  // A prerendered page requests its chunks only after its first paint (the bench once counted no script at all on a page when it waited for `networkidle`).
  await page.waitForFunction(() => document.hidden || performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 30_000 });
  await untilNetworkQuiet(page);
  const finalUrl = page.url();
  const scripts = (await Promise.all(pending)).filter((script) => script !== null);
  // Every page of the site (and the bare one) loads the framework: none means the wait was cut short.
  if (!scripts.length) throw new Error('no script had loaded when the network went quiet');
  return { status: response?.status() ?? 0, finalUrl, ...summarizeScripts(scripts) };
}

/** Each sample's first-load JavaScript by label; null where the measurement failed. */
export async function measureFirstLoadJs(origin: string, samples: Sample[], device: Device): Promise<Record<string, FirstLoadJs | null>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new') });
  const options: BrowserContextOptions = {
    userAgent: device.userAgent,
    viewport: { width: device.width, height: device.height },
    deviceScaleFactor: device.deviceScaleFactor,
    isMobile: device.isMobile,
    hasTouch: device.isMobile,
  };
  try {
    const results: Record<string, FirstLoadJs | null> = {};
    for (const { route, label, returning } of samples) {
      console.log(`bench: first-load JS of ${label}…`);
      try {
        const storageState = returning ? await returningVisitorState(browser, origin, options) : undefined;
        const context = await browser.newContext({ ...options, storageState });
        try {
          results[label] = await scriptsOf(context, `${origin}${route}`);
        } finally {
          await context.close();
        }
      } catch (error) {
        console.warn(`bench: first-load JS of ${label} failed: ${error instanceof Error ? error.message : error}`);
        results[label] = null;
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}
