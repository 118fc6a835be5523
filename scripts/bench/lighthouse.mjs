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
 * @typedef {{ device: import('./devices.mjs').Device, runs: number }} AuditSettings
 * @typedef {{ label: string, returning: boolean, dir: string, benchmarkIndex: number | null, error?: string }} GatheredRun
 *   one page load, its trace and artifacts in `dir`; `error` when the load failed
 */

/**
 * Lighthouse's flags for a sample, the same when gathering and when auditing (Lighthouse
 * refuses to audit artifacts under other settings).
 * @param {import('./config.mjs').Sample} sample
 * @param {number} cpuSlowdown
 */
function flagsFor({ returning }, cpuSlowdown) {
  return {
    output: 'json',
    logLevel: 'error',
    onlyCategories: LIGHTHOUSE_CATEGORIES,
    disableFullPageScreenshot: true,
    // Keeps the stored consent choice (the cache was emptied by makeReturningVisitor).
    disableStorageReset: returning,
    // Merged into the preset's throttling.
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  };
}

/** The slowdown a load is gathered under; simulated throttling applies the real one when auditing. */
const GATHERING_SLOWDOWN = 4;

/**
 * Loads each sample `settings.runs` times, each in a fresh chromium, and keeps what Lighthouse
 * gathered (trace, network log, the host's benchmark index) under `workDir`, for
 * `auditGathered`. Gathering first lets every run be audited at one CPU slowdown calibrated on
 * the benchmark indexes of all of them (calibrate.mjs).
 * @param {string} origin
 * @param {import('./config.mjs').Sample[]} samples
 * @param {AuditSettings} settings
 * @param {string} workDir
 * @returns {Promise<GatheredRun[]>}
 */
export async function gatherLighthouse(origin, samples, { device, runs }, workDir) {
  const gathered = [];
  for (const sample of samples) {
    console.log(`bench: Lighthouse loads ${sample.label}${runs > 1 ? ` ${runs} times` : ''}…`);
    for (let run = 0; run < runs; run++) {
      const dir = path.join(workDir, `${fileName(sample.label).replace(/\.json$/, '')}-${run}`);
      fs.rmSync(dir, { recursive: true, force: true });
      fs.mkdirSync(dir, { recursive: true });
      try {
        await inFreshChromium(async (chrome) => {
          if (sample.returning) await makeReturningVisitor(chrome.port, origin);
          await lighthouse(`${origin}${sample.route}`, { ...flagsFor(sample, GATHERING_SLOWDOWN), port: chrome.port, gatherMode: dir }, device.lighthouseConfig);
        });
        const artifacts = JSON.parse(fs.readFileSync(path.join(dir, 'artifacts.json'), 'utf8'));
        gathered.push({ label: sample.label, returning: sample.returning, dir, benchmarkIndex: typeof artifacts.BenchmarkIndex === 'number' ? artifacts.BenchmarkIndex : null });
      } catch (error) {
        gathered.push({ label: sample.label, returning: sample.returning, dir, benchmarkIndex: null, error: error instanceof Error ? error.message : String(error) });
      }
    }
  }
  return gathered;
}

/**
 * Audits one gathered load at `cpuSlowdown` (simulated throttling scales the trace's main-thread
 * work by it). The artifacts carry the settings they were gathered with, and Lighthouse audits
 * only under the same: the multiplier is written into them first.
 * @param {GatheredRun} run
 * @param {number} cpuSlowdown
 * @param {import('./devices.mjs').Device} device
 */
async function auditRun(run, cpuSlowdown, device) {
  const file = path.join(run.dir, 'artifacts.json');
  const artifacts = JSON.parse(fs.readFileSync(file, 'utf8'));
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
  fs.writeFileSync(file, JSON.stringify(artifacts));
  const result = await lighthouse(undefined, { ...flagsFor(run, cpuSlowdown), auditMode: run.dir }, device.lighthouseConfig);
  if (!result) throw new Error('Lighthouse returned no result');
  return result.lhr;
}

/**
 * @typedef {{ cpuSlowdown: number, reportDir: string }} Audit one slowdown every load is audited
 *   at, and where the reports of the runs kept go
 */

/**
 * Audits every gathered load at each of `audits`' slowdowns and keeps, per audit and sample,
 * Lighthouse's median run (closest to the median FCP and TTI) among those that measured the
 * page; when none did, the last result, whose error the table shows. The full report of each
 * kept run goes to the audit's `reportDir`.
 * @param {GatheredRun[]} gathered
 * @param {Audit[]} audits
 * @param {import('./devices.mjs').Device} device
 * @param {(label: string) => string} requestedUrl the address a failed sample is reported under
 * @returns {Promise<Record<string, any>[]>} per audit, the summary of each sample by label
 */
export async function auditGathered(gathered, audits, device, requestedUrl) {
  for (const { reportDir } of audits) fs.mkdirSync(reportDir, { recursive: true });
  const results = audits.map(() => /** @type {Record<string, any>} */ ({}));
  for (const label of [...new Set(gathered.map((run) => run.label))]) {
    const lhrs = audits.map(() => /** @type {any[]} */ ([]));
    let failure = '';
    for (const run of gathered.filter((candidate) => candidate.label === label)) {
      for (const [index, { cpuSlowdown }] of audits.entries()) {
        try {
          if (run.error) throw new Error(run.error);
          lhrs[index]?.push(await auditRun(run, cpuSlowdown, device));
        } catch (error) {
          failure = error instanceof Error ? error.message : String(error);
        }
      }
      fs.rmSync(run.dir, { recursive: true, force: true });
    }
    for (const [index, { reportDir }] of audits.entries()) {
      const audited = lhrs[index] ?? [];
      const measured = filterToValidRuns(audited);
      const lhr = measured.length ? computeMedianRun(measured) : audited.at(-1);
      if (lhr) {
        fs.writeFileSync(path.join(reportDir, fileName(label)), JSON.stringify(lhr));
        results[index][label] = summarizeLighthouse(lhr);
      } else {
        console.warn(`bench: Lighthouse on ${label} failed: ${failure}`);
        results[index][label] = { ...summarizeLighthouse({}), requestedUrl: requestedUrl(label), error: failure };
      }
    }
  }
  return results;
}
