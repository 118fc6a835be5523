// Lighthouse's CPU slowdown, calibrated to this machine. Lighthouse's mobile preset slows the
// CPU 4x, which its documentation sets for a high-end desktop host: on a slower host the
// same 4x emulates a phone slower than the mid-tier one it aims at. Lighthouse measures the
// host as a `benchmarkIndex` on every run and its docs (docs/throttling.md, "Calibrating the
// CPU slowdown") send you to the Lighthouse CPU throttling calculator for the multiplier.
//
// One benchmark index is a poor measure of this host: on this 2-core machine the runs of one
// bench measured from 1 698 to 2 822 (4.7x to 9.5x), and two calibrations of five runs ten
// minutes apart gave 1 885 and 2 697 (5.5x and 9x), so the same build scored 99 to 100 in one run and 82 to 99
// in the next. The multiplier is the calculator's for the median of every index the bench
// measured: the calibration runs' and each gathered page load's (35 on the default samples).
/** @typedef {{ multiplier: number, source: 'calibrated' | 'option' | 'preset', benchmarkIndex: number | null, measurements?: number }} CpuSlowdown */

/**
 * The multiplier that makes this host a mid-tier phone: the calculator's piecewise line
 * (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js): 150 → 1x,
 * 800 → 2x, 1300 → 3x, then +1x per 233 (1533 → 4x, 2000 → 6x). Rounded to a tenth.
 * @param {number} benchmarkIndex
 */
export function slowdownForBenchmarkIndex(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`not a benchmark index: ${benchmarkIndex}`);
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : Math.max(1, 1 + (benchmarkIndex - 150) / 650);
  return Math.round(multiplier * 10) / 10;
}

/**
 * The slowdown every Lighthouse run is audited at. Only the mobile preset is calibrated: the
 * desktop one runs unthrottled (1x), the host as it is.
 * @param {'auto' | number} setting `--cpu-slowdown`
 * @param {{ name: string, cpuSlowdown: number }} device
 * @param {number[]} benchmarkIndexes every index measured in this run
 * @returns {CpuSlowdown}
 */
export function chooseCpuSlowdown(setting, device, benchmarkIndexes) {
  if (device.name !== 'mobile') return { multiplier: device.cpuSlowdown, source: 'preset', benchmarkIndex: null };
  if (setting !== 'auto') return { multiplier: setting, source: 'option', benchmarkIndex: null };
  const sorted = benchmarkIndexes.filter((index) => Number.isFinite(index) && index > 0).sort((a, b) => a - b);
  if (!sorted.length) throw new Error('Lighthouse measured no benchmark index');
  const middle = sorted.length / 2;
  const benchmarkIndex = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  return { multiplier: slowdownForBenchmarkIndex(benchmarkIndex), source: 'calibrated', benchmarkIndex, measurements: sorted.length };
}

/** How the table names the slowdown. @param {CpuSlowdown} slowdown */
export function describeCpuSlowdown({ multiplier, source, benchmarkIndex, measurements }) {
  const median = measurements && measurements > 1 ? `, the median of ${measurements}` : '';
  const how = source === 'calibrated' ? `calibrated to benchmark index ${Math.round(benchmarkIndex ?? 0)}${median}` : source === 'option' ? 'set by --cpu-slowdown' : "the preset's";
  return `CPU slowdown ${multiplier}x (${how})`;
}
