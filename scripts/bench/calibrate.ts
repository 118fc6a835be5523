// Measures this machine as Lighthouse does, for the calibrated CPU slowdown the bench audits
// every load at beside the preset's (cpu-slowdown.ts says why and how it is chosen).
import lighthouse from 'lighthouse';
import { inFreshChromium } from './lighthouse';

/**
 * This host's benchmark index as Lighthouse measures it (in the same chromium, with the same
 * flags), from `runs` short runs that audit nothing but the viewport. Every page load the
 * bench gathers measures it once more (lighthouse.ts); the slowdown rests on all of them.
 * @param url any page of a running server
 */
export async function measureBenchmarkIndexes(url: string, runs = 5): Promise<number[]> {
  console.log('bench: measuring this machine for the CPU slowdown…');
  const indexes: number[] = [];
  for (let run = 0; run < runs; run++) {
    const index = await inFreshChromium(async (chrome) => {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: ['viewport'] });
      return result?.lhr.environment.benchmarkIndex;
    });
    if (typeof index === 'number') indexes.push(index);
  }
  return indexes;
}
