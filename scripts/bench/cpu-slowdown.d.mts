// Types of cpu-slowdown.mjs, for the TypeScript tests that import it.
export interface CpuSlowdown {
  multiplier: number;
  source: 'calibrated' | 'option' | 'preset';
  benchmarkIndex: number | null;
  measurements?: number;
}
export function chooseCpuSlowdown(setting: 'preset' | 'auto' | number, device: { name: string; cpuSlowdown: number }, benchmarkIndexes: number[]): CpuSlowdown;
export function comparesWithCalibration(setting: 'preset' | 'auto' | number, device: { name: string }): boolean;
export function calibratedSlowdown(benchmarkIndexes: number[]): CpuSlowdown;
export function slowdownForBenchmarkIndex(benchmarkIndex: number): number;
export function describeCpuSlowdown(slowdown: CpuSlowdown): string;
