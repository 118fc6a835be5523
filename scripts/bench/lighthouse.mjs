// Lighthouse (programmatic API) against Debian's chromium, one route after another, each
// in a fresh browser profile so that no cookie or storage of a previous run is reused (a
// returning visitor's profile holds only the consent choice).
// A single run's TBT moves by hundreds of ms on this 2-core machine; each route is run
// several times and Lighthouse's own median run (closest to the median FCP and TTI) is kept.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_CATEGORIES } from './config.mjs';
import { summarizeLighthouse } from './evaluate.mjs';
import { makeReturningVisitor } from './visitor.mjs';

/** @param {string} label */
const fileName = (label) => `${label.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'}.json`;

/**
 * Runs `task` against a chromium started for it alone (a fresh profile), and stops it after.
 * @template T
 * @param {(chrome: import('chrome-launcher').LaunchedChrome) => Promise<T>} task
 * @returns {Promise<T>}
 */
export async function inFreshChromium(task) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    return await task(chrome);
  } finally {
    await chrome.kill();
  }
}

/**
 * @typedef {{ device: import('./devices.mjs').Device, cpuSlowdown: number, runs: number }} AuditSettings
 * @param {string} origin
 * @param {import('./config.mjs').Sample} sample
 * @param {AuditSettings} settings
 */
async function audit(origin, { route, returning }, { device, cpuSlowdown }) {
  return inFreshChromium(async (chrome) => {
    if (returning) await makeReturningVisitor(chrome.port, origin);
    const result = await lighthouse(
      `${origin}${route}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: LIGHTHOUSE_CATEGORIES,
        disableFullPageScreenshot: true,
        // Keeps the stored consent choice (the cache was emptied by makeReturningVisitor).
        disableStorageReset: returning,
        // Merged into the preset's throttling (chosen by calibrate.mjs).
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      },
      device.lighthouseConfig,
    );
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  });
}

/**
 * The median of `runs` audits of one page, among those that measured the page (FCP and
 * TTI); when none did, the last result, whose error the table shows.
 * @param {string} origin
 * @param {import('./config.mjs').Sample} sample
 * @param {AuditSettings} settings
 */
async function medianAudit(origin, sample, settings) {
  const lhrs = [];
  let failure;
  for (let run = 0; run < settings.runs; run++) {
    try {
      lhrs.push(await audit(origin, sample, settings));
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
 * Audits every sample; the full Lighthouse report of each (its median run) is kept in `reportDir`.
 * @param {string} origin
 * @param {import('./config.mjs').Sample[]} samples
 * @param {AuditSettings} settings
 * @param {string} reportDir
 */
export async function measureLighthouse(origin, samples, settings, reportDir) {
  fs.mkdirSync(reportDir, { recursive: true });
  const results = {};
  for (const sample of samples) {
    console.log(`bench: Lighthouse on ${sample.label}${settings.runs > 1 ? ` (median of ${settings.runs})` : ''}…`);
    try {
      const lhr = await medianAudit(origin, sample, settings);
      fs.writeFileSync(path.join(reportDir, fileName(sample.label)), JSON.stringify(lhr));
      results[sample.label] = summarizeLighthouse(lhr);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.warn(`bench: Lighthouse on ${sample.label} failed: ${message}`);
      results[sample.label] = { ...summarizeLighthouse({}), requestedUrl: `${origin}${sample.route}`, error: message };
    }
  }
  return results;
}
