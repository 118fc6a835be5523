// Pure functions: every target the bench's results miss, with the distance to it in numbers,
// so that the table states what is left rather than only FAIL.
import { evaluate } from './evaluate';
import { PDF_VIEWER_ROUTE } from './config';
import { PAGE_METRICS, SERVING_METRICS, type Metric } from './metrics';
import type { BenchResults } from './table';

/** `>= 100 (floor 95)`, `<= 200 ms`. */
export function targetText({ target, format }: Metric): string {
  return `${target.op} ${format(target.value)}${target.floor === undefined ? '' : ` (floor ${format(target.floor)})`}`;
}

/** A signed distance in the metric's unit: `-19`, `+366 ms`. */
function signed(difference: number, format: Metric['format']): string {
  return `${difference < 0 ? '-' : '+'}${format(Math.abs(difference))}`;
}

/**
 * How far `value` is from the metric's target (and from its floor when under it too), or null
 * when the target is met.
 */
export function gapOf(value: number | null | undefined, metric: Metric): string | null {
  const verdict = evaluate(value, metric.target);
  if (verdict === 'PASS') return null;
  // Only N/A comes without a value.
  if (verdict === 'N/A' || value === null || value === undefined) return 'not measured';
  const { target, format } = metric;
  const toTarget = signed(value - target.value, format);
  if (verdict === 'FAIL' && target.floor !== undefined) {
    return `${toTarget}; ${signed(value - target.floor, format)} to the floor`;
  }
  return toTarget;
}

function metricGaps<T>(items: T[], metrics: (Metric & { value: (item: T) => number | null | undefined })[], where: (item: T) => string): string[][] {
  return items.flatMap((item) =>
    metrics.flatMap((metric) => {
      const value = metric.value(item);
      const gap = gapOf(value, metric);
      if (gap === null) return [];
      const measured = value === null || value === undefined ? 'n/a' : metric.format(value);
      return [[metric.name, where(item), measured, targetText(metric), gap]];
    }),
  );
}

export const GAP_HEADER = ['Metric', 'Where', 'Measured', 'Target', 'Gap'];

/**
 * One row per missed target: pages (Lighthouse, first-load JS, the PDF viewer off its
 * route), serving (ratio, p99) and the caching and transfer checks.
 */
export function gapRows({ pages, serving, checks }: Pick<BenchResults, 'pages' | 'serving' | 'checks'>): string[][] {
  const pdfViewerOffRoute = pages
    .filter((page) => page.route !== PDF_VIEWER_ROUTE && page.firstLoadJs?.pdfViewer)
    .map((page) => ['PDF viewer', page.label ?? page.route, 'loaded', `only ${PDF_VIEWER_ROUTE}`, 'loaded off its route']);
  const failedChecks = checks
    .filter((check) => check.ok !== true)
    .map((check) => [check.check, '', check.value, check.target, check.ok === null ? 'not measured' : 'not met']);
  return [
    ...metricGaps(pages, PAGE_METRICS, (page) => page.label ?? page.route),
    ...pdfViewerOffRoute,
    ...metricGaps(serving, SERVING_METRICS, (row) => row.route),
    ...failedChecks,
  ];
}
