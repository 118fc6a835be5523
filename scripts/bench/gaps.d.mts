// Types of gaps.mjs, for the TypeScript tests that import it.
import type { Target } from './evaluate.mjs';
import type { BenchResults } from './table.mjs';

interface Metric {
  name: string;
  target: Target;
  format: (value: number) => string;
}

export function targetText(metric: Metric): string;
export function gapOf(value: number | null | undefined, metric: Metric): string | null;
export const GAP_HEADER: string[];
export function gapRows(results: Pick<BenchResults, 'pages' | 'serving' | 'checks'>): string[][];
