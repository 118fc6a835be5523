// Lighthouse's CPU slowdown, calibrated to this machine. Lighthouse's mobile preset slows the
// CPU 4x, which its documentation sets for a high-end desktop host: on a slower host the
// same 4x emulates a phone slower than the mid-tier one it aims at. Lighthouse measures the
// host as a `benchmarkIndex` on every run and its docs (docs/throttling.md, "Calibrating the
// CPU slowdown") send you to the Lighthouse CPU throttling calculator for the multiplier.
/** @typedef {{ multiplier: number, source: 'calibrated' | 'option' | 'preset', benchmarkIndex: number | null }} CpuSlowdown */

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

/** How the table names the slowdown. @param {CpuSlowdown} slowdown */
export function describeCpuSlowdown({ multiplier, source, benchmarkIndex }) {
  const how = source === 'calibrated' ? `calibrated to benchmark index ${Math.round(benchmarkIndex ?? 0)}` : source === 'option' ? 'set by --cpu-slowdown' : "the preset's";
  return `CPU slowdown ${multiplier}x (${how})`;
}
