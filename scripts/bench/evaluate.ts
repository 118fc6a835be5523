// Pure functions: turn raw tool output (Lighthouse, autocannon, response headers, scripts)
// into the numbers the bench reports, and compare them with their targets.

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

/**
 * What the bench reads of a Lighthouse result (`lhr`): Lighthouse's own `Result` fits it, and
 * so does what is left of a failed run. Every part may be missing.
 */
export interface LighthouseResultLike {
  requestedUrl?: string;
  finalDisplayedUrl?: string;
  finalUrl?: string;
  runtimeError?: { message: string };
  categories?: Record<string, { score?: number | null; auditRefs?: { id: string; weight: number }[] }>;
  audits?: Record<string, { score?: number | null; numericValue?: number; details?: { type?: string; items?: unknown } }>;
}

/** What the bench reads of an autocannon run's result. */
export interface AutocannonResultLike {
  requests?: { average?: number };
  latency?: { p50?: number; p99?: number };
  '2xx'?: number;
  non2xx?: number;
  errors?: number;
  timeouts?: number;
}

/**
 * PASS when the value meets the target; WARN when it misses it but meets the floor;
 * FAIL otherwise; N/A when there is no value (the measurement failed).
 */
export function evaluate(value: number | null | undefined, target: Target): Verdict {
  if (value === null || value === undefined || Number.isNaN(value)) return 'N/A';
  const meets = (bound: number) => (target.op === '>=' ? value >= bound : value <= bound);
  if (meets(target.value)) return 'PASS';
  if (target.floor !== undefined && meets(target.floor)) return 'WARN';
  return 'FAIL';
}

export function verdictOf(ok: boolean | null | undefined): Verdict {
  if (ok === null || ok === undefined) return 'N/A';
  return ok ? 'PASS' : 'FAIL';
}

/** Directives of a Cache-Control header, lower-cased: `{ public: true, 'max-age': '0' }`. */
export function parseCacheControl(header: string | null | undefined): Record<string, string | true> {
  const directives: Record<string, string | true> = {};
  for (const part of (header ?? '').split(',')) {
    const [rawName, ...rest] = part.split('=');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    directives[name] = rest.length ? rest.join('=').trim().replace(/^"|"$/g, '') : true;
  }
  return directives;
}

/** Public, cached for a year, immutable (directive order does not matter). */
export function isImmutableAsset(header: string | null | undefined): boolean {
  const cc = parseCacheControl(header);
  return cc.public === true && cc['max-age'] === '31536000' && cc.immutable === true;
}

/** A shared cache (CDN) may keep the page and serve it stale while it revalidates. */
export function isCdnCacheable(header: string | null | undefined): boolean {
  const cc = parseCacheControl(header);
  const positive = (value: string | true | undefined) => typeof value === 'string' && /^\d+$/.test(value) && Number(value) > 0;
  return !cc['no-store'] && !cc.private && positive(cc['s-maxage']) && positive(cc['stale-while-revalidate']);
}

export function isCompressed(encoding: string | null | undefined): boolean {
  return ['gzip', 'br', 'zstd', 'deflate'].includes((encoding ?? '').trim().toLowerCase());
}

/** One content-hashed file of each kind (script, style, font) that a page's HTML links to. */
export function hashedAssets(html: string): string[] {
  return ['.js', '.css', '.woff2'].map((ext) => staticFilesOf(html, ext)[0]).filter((url) => url !== undefined);
}

/** Every `/_next/static` file a page names with extension `ext`, in order. */
export function staticFilesOf(html: string, ext: string): string[] {
  const urls = [...new Set(html.match(/\/_next\/static\/[^"'\s)\\]+/g) ?? [])];
  return urls.filter((url) => url.split('?')[0]?.endsWith(ext));
}

type Audit = NonNullable<LighthouseResultLike['audits']>[string] | undefined;

function numeric(audit: Audit): number | null {
  return typeof audit?.numericValue === 'number' ? audit.numericValue : null;
}

/** A field of an item of an audit's details, whatever the item is. */
function field(item: unknown, key: string): unknown {
  return typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[key] : undefined;
}

/** The items of an audit's details table, largest first by `key`, at most `count`. */
function topItems(audit: Audit, key: string, count: number): unknown[] {
  const items: unknown[] = Array.isArray(audit?.details?.items) ? audit.details.items : [];
  return [...items].sort((a, b) => Number(field(b, key) ?? 0) - Number(field(a, key) ?? 0)).slice(0, count);
}

/** What the largest contentful paint was, from Lighthouse's LCP element audit. */
function lcpElement(audit: Audit): string | null {
  const stack: unknown[] = [...((audit?.details?.items as unknown[] | undefined) ?? [])];
  while (stack.length) {
    const item = stack.shift();
    const snippet = field(field(item, 'node'), 'snippet');
    if (snippet) return snippet as string;
    for (const value of Object.values(item ?? {})) if (Array.isArray(value)) stack.push(...value);
    const items = field(item, 'items');
    if (Array.isArray(items)) stack.push(...items);
  }
  return null;
}

/**
 * The scores (0-100) and metrics of one Lighthouse result (`lhr`), with the few
 * diagnostics that explain them (LCP element, scripts that cost the main thread).
 */
export function summarizeLighthouse(lhr: LighthouseResultLike): LighthouseSummary {
  const score = (id: string) => {
    const value = lhr.categories?.[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const audits = lhr.audits ?? {};
  const failedAudits = Object.entries(lhr.categories ?? {}).flatMap(([category, { auditRefs = [] }]) =>
    auditRefs.flatMap((ref) => {
      const auditScore = audits[ref.id]?.score;
      return ref.weight > 0 && typeof auditScore === 'number' && auditScore < 1 ? [`${category}: ${ref.id} (${Math.round(auditScore * 100)})`] : [];
    }),
  );
  return {
    requestedUrl: lhr.requestedUrl ?? null,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? null,
    error: lhr.runtimeError?.message ?? null,
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
    lcpMs: numeric(audits['largest-contentful-paint']),
    tbtMs: numeric(audits['total-blocking-time']),
    cls: numeric(audits['cumulative-layout-shift']),
    diagnostics: {
      lcpElement: lcpElement(audits['largest-contentful-paint-element']),
      fcpMs: numeric(audits['first-contentful-paint']),
      speedIndexMs: numeric(audits['speed-index']),
      bootupScripts: topItems(audits['bootup-time'], 'total', 3).map((item) => ({ url: field(item, 'url') as string, ms: Math.round(field(item, 'total') as number) })),
      renderBlocking: topItems(audits['render-blocking-resources'], 'wastedMs', 3).map((item) => ({ url: field(item, 'url') as string, ms: Math.round((field(item, 'wastedMs') as number | undefined) ?? 0) })),
      failedAudits,
    },
  };
}

/** Requests per second and latency percentiles of one autocannon run. */
export function summarizeAutocannon(result: AutocannonResultLike): LoadSummary {
  const ok = result['2xx'] ?? 0;
  return {
    requestsPerSecond: result.requests?.average ?? 0,
    p50Ms: result.latency?.p50 ?? null,
    p99Ms: result.latency?.p99 ?? null,
    ok,
    non2xx: result.non2xx ?? 0,
    errors: (result.errors ?? 0) + (result.timeouts ?? 0),
  };
}

/** Ratio of `next start`'s throughput to the static server's, or null if the static server answered nothing. */
export function throughputRatio(next: { requestsPerSecond: number }, plain: { requestsPerSecond: number }): number | null {
  return plain.requestsPerSecond > 0 ? next.requestsPerSecond / plain.requestsPerSecond : null;
}

/**
 * Whether a script is the PDF viewer: pdf.js itself (its worker, served from /pdfjs/) or a
 * chunk that holds pdf.js's API, whose `GlobalWorkerOptions` survives minification.
 */
export function looksLikePdfViewer(url: string, text: string): boolean {
  return new URL(url, 'http://localhost').pathname.startsWith('/pdfjs/') || text.includes('GlobalWorkerOptions');
}

/**
 * First-load JavaScript of one page: total compressed bytes, the largest scripts, and
 * whether any of them is the PDF viewer.
 */
export function summarizeScripts(scripts: { url: string; bytes: number; pdfViewer: boolean }[]): ScriptsSummary {
  return {
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    count: scripts.length,
    pdfViewer: scripts.some((script) => script.pdfViewer),
    largest: [...scripts].sort((a, b) => b.bytes - a.bytes).slice(0, 5).map(({ url, bytes }) => ({ url, bytes })),
  };
}

/** The layout-shift check over every sampled route, from the Lighthouse summaries. */
export function clsCheck(pages: { route: string; cls: number | null }[]): CheckRow {
  const measured = pages.filter((page): page is { route: string; cls: number } => typeof page.cls === 'number');
  const worst = measured.reduce<{ route: string; cls: number } | null>((max, page) => (max && max.cls >= page.cls ? max : page), null);
  const missing = pages.length - measured.length;
  const value = worst
    ? `max ${worst.cls.toFixed(3)} (${worst.route}) over ${measured.length} routes${missing ? `, ${missing} not measured` : ''}`
    : 'not measured';
  return { check: 'CLS 0 on the sampled routes', value, target: '0.000 on every route', ok: worst && !missing ? Number(worst.cls.toFixed(3)) === 0 : null };
}
