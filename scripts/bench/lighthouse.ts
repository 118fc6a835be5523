// Lighthouse (programmatic API) against Debian's chromium, one route after another, each
// in a fresh browser profile so that no cookie or storage of a previous run is reused (a
// returning visitor's profile holds only the consent choice).
// A single run's TBT is noisy on this machine (docs/benchmarks.md); each route is run
// several times and Lighthouse's own median run (closest to the median FCP and TTI) is kept.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, LIGHTHOUSE_CATEGORIES, type Sample } from './config';
import type { Device } from './devices';
import { summarizeLighthouse, type LighthouseSummary } from './evaluate';
import { makeReturningVisitor } from './visitor';

export interface AuditSettings {
  device: Device;
  runs: number;
}

/** One page load, its trace and artifacts in `dir`; `error` when the load failed. */
export interface GatheredRun {
  label: string;
  returning: boolean;
  dir: string;
  benchmarkIndex: number | null;
  error?: string;
}

/** One slowdown every load is audited at, and where the reports of the runs kept go. */
export interface Audit {
  cpuSlowdown: number;
  reportDir: string;
}

const fileName = (label: string) => `${label.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'}.json`;

/** Runs `task` against a chromium started for it alone (a fresh profile), and stops it after. */
export async function inFreshChromium<T>(task: (chrome: chromeLauncher.LaunchedChrome) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    return await task(chrome);
  } finally {
    await chrome.kill();
  }
}

/**
 * Lighthouse's flags for a sample, the same when gathering and when auditing (Lighthouse
 * refuses to audit artifacts under other settings).
 */
function flagsFor({ returning }: Pick<Sample, 'returning'>, cpuSlowdown: number): Flags {
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
 * the benchmark indexes of all of them (calibrate.ts).
 */
export async function gatherLighthouse(origin: string, samples: Sample[], { device, runs }: AuditSettings, workDir: string): Promise<GatheredRun[]> {
  const gathered: GatheredRun[] = [];
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
        const artifacts: { BenchmarkIndex?: unknown } = JSON.parse(fs.readFileSync(path.join(dir, 'artifacts.json'), 'utf8'));
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
 */
async function auditRun(run: GatheredRun, cpuSlowdown: number, device: Device): Promise<Result> {
  const file = path.join(run.dir, 'artifacts.json');
  const artifacts: { settings: { throttling: { cpuSlowdownMultiplier: number } } } = JSON.parse(fs.readFileSync(file, 'utf8'));
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
  fs.writeFileSync(file, JSON.stringify(artifacts));
  const result = await lighthouse(undefined, { ...flagsFor(run, cpuSlowdown), auditMode: run.dir }, device.lighthouseConfig);
  if (!result) throw new Error('Lighthouse returned no result');
  return result.lhr;
}

/**
 * Audits every gathered load at each of `audits`' slowdowns and keeps, per audit and sample,
 * Lighthouse's median run (closest to the median FCP and TTI) among those that measured the
 * page; when none did, the last result, whose error the table shows. The full report of each
 * kept run goes to the audit's `reportDir`.
 * @param requestedUrl the address a failed sample is reported under
 * @returns per audit, the summary of each sample by label
 */
export async function auditGathered(
  gathered: GatheredRun[],
  audits: Audit[],
  device: Device,
  requestedUrl: (label: string) => string,
): Promise<Record<string, LighthouseSummary>[]> {
  for (const { reportDir } of audits) fs.mkdirSync(reportDir, { recursive: true });
  const results = audits.map((): Record<string, LighthouseSummary> => ({}));
  for (const label of [...new Set(gathered.map((run) => run.label))]) {
    const lhrs = audits.map((): Result[] => []);
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
      const measured: Result[] = filterToValidRuns(audited);
      const lhr: Result | undefined = measured.length ? computeMedianRun(measured) : audited.at(-1);
      if (lhr) {
        fs.writeFileSync(path.join(reportDir, fileName(label)), JSON.stringify(lhr));
        results[index]![label] = summarizeLighthouse(lhr);
      } else {
        console.warn(`bench: Lighthouse on ${label} failed: ${failure}`);
        results[index]![label] = { ...summarizeLighthouse({}), requestedUrl: requestedUrl(label), error: failure };
      }
    }
  }
  return results;
}
