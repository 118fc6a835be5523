// Measures this machine as Lighthouse does and picks the CPU slowdown every Lighthouse run
// of the bench uses (cpu-slowdown.mjs says why).
import lighthouse from 'lighthouse';
import { slowdownForBenchmarkIndex } from './cpu-slowdown.mjs';
import { inFreshChromium } from './lighthouse.mjs';

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * This host's benchmark index as Lighthouse measures it (in the same chromium, with the same
 * flags), the median of `runs` short runs that audit nothing but the viewport.
 * @param {string} url any page of a running server
 */
export async function measureBenchmarkIndex(url, runs = 5) {
  const indexes = [];
  for (let run = 0; run < runs; run++) {
    const index = await inFreshChromium(async (chrome) => {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] });
      return result?.lhr.environment.benchmarkIndex;
    });
    if (typeof index === 'number') indexes.push(index);
  }
  if (!indexes.length) throw new Error('Lighthouse measured no benchmark index');
  return median(indexes);
}

/**
 * The slowdown every Lighthouse run of this bench uses. Only the mobile preset is calibrated:
 * the desktop one runs unthrottled (1x), the host as it is.
 * @param {'auto' | number} setting
 * @param {import('./devices.mjs').Device} device
 * @param {string} url a page to run the calibration on
 * @returns {Promise<import('./cpu-slowdown.mjs').CpuSlowdown>}
 */
export async function chooseCpuSlowdown(setting, device, url) {
  if (device.name !== 'mobile') return { multiplier: device.cpuSlowdown, source: 'preset', benchmarkIndex: null };
  if (setting !== 'auto') return { multiplier: setting, source: 'option', benchmarkIndex: null };
  console.log('bench: measuring this machine for the CPU slowdown…');
  const benchmarkIndex = await measureBenchmarkIndex(url);
  return { multiplier: slowdownForBenchmarkIndex(benchmarkIndex), source: 'calibrated', benchmarkIndex };
}

