// Pure functions: every target the bench's results miss, with the distance to it in numbers,
// so that the table states what is left rather than only FAIL.
import { evaluate } from './evaluate.mjs';
import { PDF_VIEWER_ROUTE } from './config.mjs';
import { PAGE_METRICS, SERVING_METRICS } from './metrics.mjs';

/** @typedef {import('./metrics.mjs').Metric} Metric */

/** `>= 100 (floor 95)`, `<= 200 ms`. @param {Metric} metric */
export function targetText({ target, format }) {
  return `${target.op} ${format(target.value)}${target.floor === undefined ? '' : ` (floor ${format(target.floor)})`}`;
}

/** A signed distance in the metric's unit: `-19`, `+366 ms`. @param {number} difference @param {Metric['format']} format */
function signed(difference, format) {
  return `${difference < 0 ? '-' : '+'}${format(Math.abs(difference))}`;
}

/**
 * How far `value` is from the metric's target (and from its floor when under it too), or null
 * when the target is met.
 * @param {number | null | undefined} value
 * @param {Metric} metric
 */
export function gapOf(value, metric) {
  const verdict = evaluate(value, metric.target);
  if (verdict === 'PASS') return null;
  if (verdict === 'N/A') return 'not measured';
  const { target, format } = metric;
  const toTarget = signed(/** @type {number} */ (value) - target.value, format);
  if (verdict === 'FAIL' && target.floor !== undefined) {
    return `${toTarget}; ${signed(/** @type {number} */ (value) - target.floor, format)} to the floor`;
  }
  return toTarget;
}

/**
 * @template T
 * @param {T[]} items
 * @param {(Metric & { value: (item: T) => number | null | undefined })[]} metrics
 * @param {(item: T) => string} where
 */
function metricGaps(items, metrics, where) {
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
 * @param {{ pages: any[], serving: any[], checks: { check: string, value: string, target: string, ok: boolean | null }[] }} results
 * @returns {string[][]}
 */
export function gapRows({ pages, serving, checks }) {
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
