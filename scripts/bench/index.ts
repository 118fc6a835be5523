// `npm run bench`: Lighthouse, first-load JavaScript, serving throughput and caching checks
// on the production build, printed as one table and written to bench-results/latest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { LOAD, SAMPLES } from './config';
import { DEVICES, type Device } from './devices';
import { clsCheck, type LighthouseSummary } from './evaluate';
import { checkCaching } from './caching';
import { measureBenchmarkIndexes } from './calibrate';
import { calibratedSlowdown, chooseCpuSlowdown, comparesWithCalibration } from './cpu-slowdown';
import { measureFirstLoadJs } from './first-load-js';
import { auditGathered, gatherLighthouse, type Audit, type AuditSettings, type GatheredRun } from './lighthouse';
import { USAGE, parseOptions } from './options';
import { ROOT, ensureBuild, startBarePage, startNext } from './server';
import { measureServing } from './serving';
import { formatResults, type BenchResults, type PageResult } from './table';

const RESULTS_DIR = path.join(ROOT, 'bench-results');
const BARE_LABEL = 'bare';

/**
 * The framework's floor, measured like the site's pages in the same run: a bare Next.js
 * page's first-load JS and, when Lighthouse runs, its page loads (audited with the site's,
 * at the same slowdown: the scores no page can beat).
 * @param lighthouseSettings null when Lighthouse does not run
 * @param workDir where the gathered loads are kept until they are audited
 */
async function measureBarePage(
  device: Device,
  lighthouseSettings: AuditSettings | null,
  workDir: string,
  js = true,
): Promise<{ nextVersion: string; bytes: number | null; gathered: GatheredRun[]; origin: string }> {
  const bare = await startBarePage();
  const sample = { route: '/', label: BARE_LABEL, returning: false };
  try {
    const bytes = js ? (await measureFirstLoadJs(bare.origin, [sample], device)).bare : null;
    const gathered = lighthouseSettings ? await gatherLighthouse(bare.origin, [sample], lighthouseSettings, workDir) : [];
    return { nextVersion: bare.nextVersion, bytes: bytes?.bytes ?? null, gathered, origin: bare.origin };
  } finally {
    await bare.stop();
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const device = DEVICES[options.device];
  const load = { ...LOAD, durationSeconds: options.durationSeconds ?? LOAD.durationSeconds };
  const runs = (part: string) => options.parts.includes(part);
  const startedAt = new Date();
  const buildId = await ensureBuild({ rebuild: options.build });

  const next = await startNext();
  const stopOnSignal = () => void next.stop().finally(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  const results: BenchResults & { finishedAt: string; durationSeconds: number; environment: { node: string } } = {
    startedAt: startedAt.toISOString(),
    finishedAt: '',
    durationSeconds: 0,
    environment: {
      device: device.name,
      buildId,
      node: process.version,
      lighthouseVersion: (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version,
      cpus: os.cpus().length,
      loadAverage: os.loadavg(),
      cpuSlowdown: null,
    },
    // The same loads audited at this host's calibrated slowdown, beside the targets' (cpu-slowdown.ts).
    calibrated: null,
    load,
    // First-load JS and Lighthouse scores of a bare Next.js page with the same packages, measured in this run.
    bare: null,
    pages: [],
    serving: [],
    checks: [],
  };
  try {
    if (runs('caching')) results.checks.push(...(await checkCaching(next.origin)));
    const firstLoadJs: Record<string, PageResult['firstLoadJs']> = runs('js') ? await measureFirstLoadJs(next.origin, SAMPLES, device) : {};
    const lighthouseSettings = runs('lighthouse') ? { device, runs: options.lighthouseRuns } : null;
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
    const compares = comparesWithCalibration(options.cpuSlowdown, device);
    // Mobile loads are audited at the calibrated slowdown either way: as the targets' or beside them.
    const calibration = lighthouseSettings && device.name === 'mobile' ? await measureBenchmarkIndexes(`${next.origin}${SAMPLES[0]?.route}`) : [];
    const bare = runs('js') || runs('lighthouse') ? await measureBarePage(device, lighthouseSettings, workDir, runs('js')) : null;
    const bareBytes = bare?.bytes;
    for (const measured of Object.values(firstLoadJs)) {
      if (measured && typeof bareBytes === 'number') measured.overBareBytes = measured.bytes - bareBytes;
    }
    const gathered = lighthouseSettings ? [...(bare?.gathered ?? []), ...(await gatherLighthouse(next.origin, SAMPLES, lighthouseSettings, workDir))] : [];
    let lighthouse: Record<string, LighthouseSummary> = {};
    if (lighthouseSettings) {
      const indexes = [...calibration, ...gathered.flatMap((run) => (run.benchmarkIndex === null ? [] : [run.benchmarkIndex]))];
      const held = chooseCpuSlowdown(options.cpuSlowdown, device, indexes);
      const comparison = compares ? calibratedSlowdown(indexes) : null;
      results.environment.cpuSlowdown = held;
      console.log(`bench: auditing every load at ${held.multiplier}x${comparison ? ` and at ${comparison.multiplier}x` : ''}…`);
      const requestedUrl = (label: string) => (label === BARE_LABEL ? `${bare?.origin}/` : `${next.origin}${SAMPLES.find((sample) => sample.label === label)?.route}`);
      const audits: Audit[] = [{ cpuSlowdown: held.multiplier, reportDir: path.join(RESULTS_DIR, 'lighthouse') }];
      if (comparison) audits.push({ cpuSlowdown: comparison.multiplier, reportDir: path.join(RESULTS_DIR, 'lighthouse-calibrated') });
      const [atHeld, atCalibrated] = await auditGathered(gathered, audits, device, requestedUrl);
      lighthouse = atHeld ?? {};
      if (comparison && atCalibrated) {
        const { [BARE_LABEL]: bareAtCalibrated = null, ...pages } = atCalibrated;
        results.calibrated = { cpuSlowdown: comparison, pages, bare: bareAtCalibrated };
      }
    }
    fs.rmSync(workDir, { recursive: true, force: true });
    if (bare) results.bare = { nextVersion: bare.nextVersion, bytes: bare.bytes, lighthouse: lighthouse[BARE_LABEL] ?? null };
    if (runs('js') || runs('lighthouse')) {
      results.pages = SAMPLES.map(({ route, label }) => ({ route, label, lighthouse: lighthouse[label] ?? null, firstLoadJs: firstLoadJs[label] ?? null }));
    }
    if (runs('lighthouse')) results.checks.push(clsCheck(SAMPLES.map(({ label }) => ({ route: label, cls: lighthouse[label]?.cls ?? null }))));
    if (runs('serving')) results.serving = await measureServing(next.origin, load);
  } finally {
    await next.stop();
  }

  const finishedAt = new Date();
  results.finishedAt = finishedAt.toISOString();
  results.durationSeconds = Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${formatResults(results)}\n\nbench: ${results.durationSeconds} s; results in bench-results/latest.json, Lighthouse reports in bench-results/lighthouse/`);
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
