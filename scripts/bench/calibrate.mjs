// Measures this machine as Lighthouse does, for the calibrated CPU slowdown the bench audits
// every load at beside the preset's (cpu-slowdown.mjs says why and how it is chosen).
import lighthouse from 'lighthouse';
import { inFreshChromium } from './lighthouse.mjs';

/**
 * This host's benchmark index as Lighthouse measures it (in the same chromium, with the same
 * flags), from `runs` short runs that audit nothing but the viewport. Every page load the
 * bench gathers measures it once more (lighthouse.mjs); the slowdown rests on all of them.
 * @param {string} url any page of a running server
 * @returns {Promise<number[]>}
 */
export async function measureBenchmarkIndexes(url, runs = 5) {
  console.log('bench: measuring this machine for the CPU slowdown…');
  const indexes = [];
  for (let run = 0; run < runs; run++) {
    const index = await inFreshChromium(async (chrome) => {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] });
      return result?.lhr.environment.benchmarkIndex;
    });
    if (typeof index === 'number') indexes.push(index);
  }
  return indexes;
}
