// Types of cpu-slowdown.mjs, for the TypeScript tests that import it.
export interface CpuSlowdown {
  multiplier: number;
  source: 'calibrated' | 'option' | 'preset';
  benchmarkIndex: number | null;
}
export function slowdownForBenchmarkIndex(benchmarkIndex: number): number;
export function describeCpuSlowdown(slowdown: CpuSlowdown): string;
