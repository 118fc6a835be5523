// Types of table.mjs, for the TypeScript tests that import it.
import type { CpuSlowdown } from './cpu-slowdown.mjs';
import type { CheckRow, LighthouseSummary, LoadSummary, ScriptsSummary } from './evaluate.mjs';

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
  bare?: { nextVersion: string; bytes: number | null; lighthouse?: unknown } | null;
  /** The same loads audited at this host's calibrated slowdown, for comparison. */
  calibrated?: { cpuSlowdown: CpuSlowdown; pages: Record<string, LighthouseSummary | null>; bare: LighthouseSummary | null } | null;
  pages: PageResult[];
  serving: ServingResult[];
  checks: CheckRow[];
}

export function renderTable(title: string, header: string[], rows: string[][]): string;
export function pathOf(url: string | null): string;
export function pageRow(page: PageResult): string[];
export function bareRow(bare: { nextVersion: string; bytes: number | null; lighthouse?: unknown }): string[];
export const CALIBRATED_HEADER: string[];
export function calibratedRows(calibrated: { pages: Record<string, LighthouseSummary | null>; bare: LighthouseSummary | null }, bareName: string): string[][];
export function servingRows(row: ServingResult): string[][];
export function checkRow(row: CheckRow): string[];
export const PAGE_HEADER: string[];
export const PAGE_TARGETS: string[];
export const SERVING_HEADER: string[];
export const SERVING_TARGETS: string[];
export function formatResults(results: BenchResults): string;
