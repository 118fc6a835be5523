// Lighthouse (programmatic API) against Debian's chromium, one route after another, each
// in a fresh browser profile so that no cookie or storage of a previous run is reused.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_CATEGORIES } from './config.mjs';
import { summarizeLighthouse } from './evaluate.mjs';

/** @param {string} route */
const fileName = (route) => `${route.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'}.json`;

/**
 * @param {string} url
 * @param {import('./devices.mjs').Device} device
 */
async function audit(url, device) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: LIGHTHOUSE_CATEGORIES, disableFullPageScreenshot: true },
      device.lighthouseConfig,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * Audits every route; the full Lighthouse report of each is kept in `reportDir`.
 * @param {string} origin
 * @param {string[]} routes
 * @param {import('./devices.mjs').Device} device
 * @param {string} reportDir
 */
export async function measureLighthouse(origin, routes, device, reportDir) {
  fs.mkdirSync(reportDir, { recursive: true });
  const results = {};
  for (const route of routes) {
    console.log(`bench: Lighthouse on ${route}…`);
    try {
      const lhr = await audit(`${origin}${route}`, device);
      fs.writeFileSync(path.join(reportDir, fileName(route)), JSON.stringify(lhr));
      results[route] = summarizeLighthouse(lhr);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`bench: Lighthouse on ${route} failed: ${message}`);
      results[route] = { ...summarizeLighthouse({}), requestedUrl: `${origin}${route}`, error: message };
    }
  }
  return results;
}
