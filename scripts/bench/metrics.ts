// What the bench holds to a target, per page and per serving run: how to read each value
// from the results, its target and how to print it. The table and the gaps both use it.
import { TARGETS } from './config';
import type { LighthouseSummary, Target } from './evaluate';
import { formatCls, formatKb, formatMs, formatRatio, formatScore, roundedCls } from './format';
import type { ServingResult } from './table';

export interface Metric {
  name: string;
  target: Target;
  format: (value: number) => string;
}

/** What the page metrics read of a page: a sampled route's results, or the bare page's floor. */
export interface MeasuredPage {
  lighthouse: LighthouseSummary | null;
  firstLoadJs: { overBareBytes?: number } | null;
}

/** The page columns with a target, in the table's order. */
export const PAGE_METRICS: (Metric & { value: (page: MeasuredPage) => number | null | undefined })[] = [
  { name: 'Performance', value: (page) => page.lighthouse?.scores.performance, target: TARGETS.performanceScore, format: formatScore },
  { name: 'Accessibility', value: (page) => page.lighthouse?.scores.accessibility, target: TARGETS.categoryScore, format: formatScore },
  { name: 'Best practices', value: (page) => page.lighthouse?.scores.bestPractices, target: TARGETS.categoryScore, format: formatScore },
  { name: 'SEO', value: (page) => page.lighthouse?.scores.seo, target: TARGETS.categoryScore, format: formatScore },
  { name: 'LCP', value: (page) => page.lighthouse?.lcpMs, target: TARGETS.lcpMs, format: formatMs },
  { name: 'TBT', value: (page) => page.lighthouse?.tbtMs, target: TARGETS.tbtMs, format: formatMs },
  { name: 'CLS', value: (page) => (typeof page.lighthouse?.cls === 'number' ? roundedCls(page.lighthouse.cls) : null), target: TARGETS.cls, format: formatCls },
  { name: 'First-load JS over bare', value: (page) => page.firstLoadJs?.overBareBytes, target: TARGETS.firstLoadJsOverBareBytes, format: formatKb },
];

export const SERVING_METRICS: (Metric & { value: (row: ServingResult) => number | null | undefined })[] = [
  { name: 'nginx cache/static throughput', value: (row) => row.ratio, target: TARGETS.servingRatio, format: formatRatio },
  { name: 'nginx cache p99', value: (row) => row.nginx?.p99Ms, target: TARGETS.p99Ms, format: formatMs },
];
