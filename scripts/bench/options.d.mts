// Types of options.mjs, for the TypeScript tests that import it.
export const PARTS: string[];
export const USAGE: string;
export interface BenchOptions {
  build: boolean;
  device: 'mobile' | 'desktop';
  parts: string[];
  durationSeconds: number | undefined;
  lighthouseRuns: number;
  cpuSlowdown: 'preset' | 'auto' | number;
  help: boolean;
}
export function parseOptions(argv: string[]): BenchOptions;
