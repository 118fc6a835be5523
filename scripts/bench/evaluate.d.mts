// Types of evaluate.mjs, for the TypeScript tests that import it.
export interface Target {
  op: '>=' | '<=';
  value: number;
  floor?: number;
}
export type Verdict = 'PASS' | 'WARN' | 'FAIL' | 'N/A';

export interface LighthouseSummary {
  requestedUrl: string | null;
  finalUrl: string | null;
  error: string | null;
  scores: { performance: number | null; accessibility: number | null; bestPractices: number | null; seo: number | null };
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  diagnostics: {
    lcpElement: string | null;
    fcpMs: number | null;
    speedIndexMs: number | null;
    bootupScripts: { url: string; ms: number }[];
    renderBlocking: { url: string; ms: number }[];
    failedAudits: string[];
  };
}

export interface LoadSummary {
  requestsPerSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  ok: number;
  non2xx: number;
  errors: number;
}

export interface ScriptsSummary {
  bytes: number;
  count: number;
  pdfViewer: boolean;
  largest: { url: string; bytes: number }[];
}

export interface CheckRow {
  check: string;
  value: string;
  target: string;
  ok: boolean | null;
}

export function evaluate(value: number | null | undefined, target: Target): Verdict;
export function verdictOf(ok: boolean | null | undefined): Verdict;
export function parseCacheControl(header: string | null | undefined): Record<string, string | true>;
export function isImmutableAsset(header: string | null | undefined): boolean;
export function isCdnCacheable(header: string | null | undefined): boolean;
export function isCompressed(encoding: string | null | undefined): boolean;
export function hashedAssets(html: string): string[];
export function staticFilesOf(html: string, ext: string): string[];
export function summarizeLighthouse(lhr: unknown): LighthouseSummary;
export function summarizeAutocannon(result: unknown): LoadSummary;
export function throughputRatio(next: { requestsPerSecond: number }, plain: { requestsPerSecond: number }): number | null;
export function looksLikePdfViewer(url: string, text: string): boolean;
export function summarizeScripts(scripts: { url: string; bytes: number; pdfViewer: boolean }[]): ScriptsSummary;
export function clsCheck(pages: { route: string; cls: number | null }[]): CheckRow;
