// Lighthouse (programmatic API) against Debian's chromium, one route after another, each
// in a fresh browser profile so that no cookie or storage of a previous run is reused.
// A single run's TBT moves by hundreds of ms on this 2-core machine; each route is run
// several times and Lighthouse's own median run (closest to the median FCP and TTI) is kept.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
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
 * The median of `runs` audits of one page, among those that measured the page (FCP and
 * TTI); when none did, the last result, whose error the table shows.
 * @param {string} url
 * @param {import('./devices.mjs').Device} device
 * @param {number} runs
 */
async function medianAudit(url, device, runs) {
  const lhrs = [];
  let failure;
  for (let run = 0; run < runs; run++) {
    try {
      lhrs.push(await audit(url, device));
    } catch (error) {
      failure = error;
    }
  }
  const measured = filterToValidRuns(lhrs);
  if (measured.length) return computeMedianRun(measured);
  if (lhrs.length) return lhrs[lhrs.length - 1];
  throw failure;
}

/**
 * Audits every route; the full Lighthouse report of each (its median run) is kept in `reportDir`.
 * @param {string} origin
 * @param {string[]} routes
 * @param {import('./devices.mjs').Device} device
 * @param {string} reportDir
 * @param {number} runs
 */
export async function measureLighthouse(origin, routes, device, reportDir, runs = 1) {
  fs.mkdirSync(reportDir, { recursive: true });
  const results = {};
  for (const route of routes) {
    console.log(`bench: Lighthouse on ${route}${runs > 1 ? ` (median of ${runs})` : ''}…`);
    try {
      const lhr = await medianAudit(`${origin}${route}`, device, runs);
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
