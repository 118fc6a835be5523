// Pure functions: the bench's results as one plain-text table (three sections) for the terminal.
import { evaluate, verdictOf, type CheckRow, type LighthouseSummary, type LoadSummary, type ScriptsSummary, type Verdict } from './evaluate';
import { PDF_VIEWER_ROUTE, TARGETS } from './config';
import { describeCpuSlowdown, type CpuSlowdown } from './cpu-slowdown';
import { formatKb, formatMs, formatRatio, formatScore } from './format';
import { PAGE_METRICS } from './metrics';
import { gapRows, GAP_HEADER } from './gaps';

export interface PageResult {
  route: string;
  /** How the table names the sample: the route, or `/photo (returning)`. */
  label?: string;
  lighthouse: LighthouseSummary | null;
  firstLoadJs: (ScriptsSummary & { status?: number; finalUrl?: string; overBareBytes?: number }) | null;
}

export interface ServingResult {
  route: string;
  static: LoadSummary | undefined;
  /** The shipped nginx page cache in front of `next start`. */
  nginx: LoadSummary | undefined;
  next: LoadSummary | undefined;
  /** nginx cache / static throughput. */
  ratio: number | null;
  /** next start / static throughput. */
  nextRatio: number | null;
}

/** A bare Next.js page with the same packages, measured in the same run: the framework's floor. */
export interface BarePage {
  nextVersion: string;
  bytes: number | null;
  lighthouse?: LighthouseSummary | null;
}

/** The same loads audited at this host's calibrated slowdown, for comparison. */
export interface CalibratedResults {
  cpuSlowdown: CpuSlowdown;
  pages: Record<string, LighthouseSummary | null>;
  bare: LighthouseSummary | null;
}

export interface BenchResults {
  startedAt: string;
  environment: {
    device: string;
    buildId: string;
    lighthouseVersion: string;
    cpus: number;
    loadAverage: number[];
    cpuSlowdown?: CpuSlowdown | null;
  };
  load: { connections: number; durationSeconds: number; warmupSeconds: number };
  bare?: BarePage | null;
  calibrated?: CalibratedResults | null;
  pages: PageResult[];
  serving: ServingResult[];
  checks: CheckRow[];
}

/** Columns padded to their widest cell, separated by two spaces, under a title and a rule. */
export function renderTable(title: string, header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => (cell ?? '').padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  const rule = '-'.repeat(widths.reduce((sum, width) => sum + width, 0) + 2 * (widths.length - 1));
  return [title, rule, line(header), rule, ...rows.map(line), rule].join('\n');
}

/** `value` followed by its verdict, or `n/a`. */
function cell(text: string | null, verdict: Verdict): string {
  if (text === null) return 'n/a';
  return verdict === 'N/A' ? text : `${text} ${verdict}`;
}

function maybe(value: number | null | undefined, format: (value: number) => string): string | null {
  return value === null || value === undefined ? null : format(value);
}

/** The path and query of a URL (the origin is the bench's own server). */
export function pathOf(url: string | null): string {
  if (!url) return 'n/a';
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** How the tables name the bare page. */
const bareName = (bare: { nextVersion: string } | null | undefined) => `bare Next.js ${bare?.nextVersion ? `${bare.nextVersion} ` : ''}page`;

/** The bare Next.js page's line under the sampled routes: the floor, shown without verdicts. */
export function bareRow(bare: BarePage): string[] {
  const floor = { lighthouse: bare.lighthouse ?? null, firstLoadJs: bare.bytes === null ? null : { overBareBytes: 0 } };
  const cells = PAGE_METRICS.map(({ value, format }) => maybe(value(floor), format) ?? '');
  return [bareName(bare), '/', ...cells, '', bare.bytes === null ? '' : formatKb(bare.bytes)];
}

export function pageRow(page: PageResult): string[] {
  const lh = page.lighthouse;
  const js = page.firstLoadJs;
  const pdfAllowed = page.route === PDF_VIEWER_ROUTE;
  const pdfText = js ? (js.pdfViewer ? 'yes' : 'no') : null;
  return [
    page.label ?? page.route,
    lh?.error ? `error: ${lh.error}` : pathOf(lh?.finalUrl ?? js?.finalUrl ?? null),
    ...PAGE_METRICS.map(({ value, target, format }) => {
      const measured = value(page);
      return cell(maybe(measured, format), evaluate(measured, target));
    }),
    cell(pdfText, pdfAllowed || !js ? 'N/A' : verdictOf(!js.pdfViewer)),
    js ? formatKb(js.bytes) : 'n/a',
  ];
}

export const PAGE_HEADER = ['Route', 'Final URL', 'Perf', 'A11y', 'Best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'JS over bare', 'PDF viewer', 'First-load JS'];
export const PAGE_TARGETS = [
  'target', '', `100 (>=${TARGETS.performanceScore.floor})`, '100', '100', '100', '<= 2500 ms', '<= 200 ms', '0',
  `<= ${formatKb(TARGETS.firstLoadJsOverBareBytes.value)}`, `only ${PDF_VIEWER_ROUTE}`, '',
];

export const CALIBRATED_HEADER = ['Route', 'Perf', 'LCP', 'TBT'];

/**
 * The calibrated comparison's rows: each route's and the bare page's scores at that slowdown,
 * without verdicts (no target is held there).
 * @param bareLabel how the bare page is named
 */
export function calibratedRows({ pages, bare }: Pick<CalibratedResults, 'pages' | 'bare'>, bareLabel: string): string[][] {
  const row = (name: string, lh: LighthouseSummary | null) =>
    lh?.error
      ? [name, `error: ${lh.error}`, '', '']
      : [name, maybe(lh?.scores?.performance, formatScore) ?? 'n/a', maybe(lh?.lcpMs, formatMs) ?? 'n/a', maybe(lh?.tbtMs, formatMs) ?? 'n/a'];
  return [...Object.entries(pages).map(([label, lh]) => row(label, lh)), ...(bare ? [row(bareLabel, bare)] : [])];
}

export function servingRows(row: ServingResult): string[][] {
  const line = (name: string, run: LoadSummary | undefined, ratio: string, held: boolean) => [
    row.route,
    name,
    run ? run.requestsPerSecond.toFixed(0) : 'n/a',
    cell(maybe(run?.p50Ms, formatMs), 'N/A'),
    held ? cell(maybe(run?.p99Ms, formatMs), evaluate(run?.p99Ms, TARGETS.p99Ms)) : cell(maybe(run?.p99Ms, formatMs), 'N/A'),
    run ? String(run.non2xx + run.errors) : 'n/a',
    ratio,
  ];
  return [
    line('static', row.static, '', false),
    line('nginx cache', row.nginx, cell(maybe(row.ratio, formatRatio), evaluate(row.ratio, TARGETS.servingRatio)), true),
    line('next start', row.next, cell(maybe(row.nextRatio, formatRatio), 'N/A'), false),
  ];
}

export const SERVING_HEADER = ['Route', 'Server', 'req/s', 'p50', 'p99', 'Errors', 'x static'];
export const SERVING_TARGETS = ['target', 'nginx cache', '', '', `<= ${TARGETS.p99Ms.value} ms`, '0', `>= ${formatRatio(TARGETS.servingRatio.value)}`];

export function checkRow(row: CheckRow): string[] {
  return [row.check, row.value, row.target, verdictOf(row.ok)];
}

/** Every result as one printable block: pages, serving, caching and transfer, then the gaps. */
export function formatResults(results: BenchResults): string {
  const { environment, load } = results;
  const sections = [
    `AUREX bench, ${results.startedAt}: ${environment.device} device, build ${environment.buildId}, ` +
      `${environment.cpus} cores, load average ${environment.loadAverage.map((n) => n.toFixed(1)).join(' ')}`,
  ];
  if (results.pages.length) {
    sections.push(
      renderTable(
        `Pages (Lighthouse ${environment.lighthouseVersion}, ${environment.device} preset, simulated throttling${environment.cpuSlowdown ? `, ${describeCpuSlowdown(environment.cpuSlowdown)}` : ''}; first-load JS = compressed script bytes until network idle)`,
        PAGE_HEADER,
        [PAGE_TARGETS, ...results.pages.map(pageRow), ...(results.bare ? [bareRow(results.bare)] : [])],
      ),
    );
  }
  if (results.calibrated) {
    sections.push(
      renderTable(
        `The same loads audited at ${describeCpuSlowdown(results.calibrated.cpuSlowdown)}: for comparison, no target is held here (cpu-slowdown.ts says why)`,
        CALIBRATED_HEADER,
        calibratedRows(results.calibrated, bareName(results.bare)),
      ),
    );
  }
  if (results.serving.length) {
    sections.push(
      renderTable(
        `Serving (autocannon, ${load.connections} connections, desktop and phone requests in turn, gzip, ${load.durationSeconds} s per run after ${load.warmupSeconds} s warm-up, loopback)`,
        SERVING_HEADER,
        [SERVING_TARGETS, ...results.serving.flatMap(servingRows)],
      ),
    );
  }
  if (results.checks.length) {
    sections.push(renderTable('Caching and transfer', ['Check', 'Value', 'Target', 'Result'], results.checks.map(checkRow)));
  }
  const gaps = gapRows(results);
  sections.push(
    gaps.length
      ? renderTable(`Remaining gaps (${gaps.length} missed target${gaps.length === 1 ? '' : 's'}, and by how much)`, GAP_HEADER, gaps)
      : 'Remaining gaps: none; every measured target is met.',
  );
  return sections.join('\n\n');
}
