// Pure functions: turn raw tool output (Lighthouse, autocannon, response headers, scripts)
// into the numbers the bench reports, and compare them with their targets.

/**
 * @typedef {{ op: '>=' | '<=', value: number, floor?: number }} Target
 * @typedef {'PASS' | 'WARN' | 'FAIL' | 'N/A'} Verdict
 */

/**
 * PASS when the value meets the target; WARN when it misses it but meets the floor;
 * FAIL otherwise; N/A when there is no value (the measurement failed).
 * @param {number | null | undefined} value
 * @param {Target} target
 * @returns {Verdict}
 */
export function evaluate(value, target) {
  if (value === null || value === undefined || Number.isNaN(value)) return 'N/A';
  const meets = (bound) => (target.op === '>=' ? value >= bound : value <= bound);
  if (meets(target.value)) return 'PASS';
  if (target.floor !== undefined && meets(target.floor)) return 'WARN';
  return 'FAIL';
}

/** @param {boolean | null | undefined} ok @returns {Verdict} */
export function verdictOf(ok) {
  if (ok === null || ok === undefined) return 'N/A';
  return ok ? 'PASS' : 'FAIL';
}

/**
 * Directives of a Cache-Control header, lower-cased: `{ public: true, 'max-age': '0' }`.
 * @param {string | null | undefined} header
 * @returns {Record<string, string | true>}
 */
export function parseCacheControl(header) {
  /** @type {Record<string, string | true>} */
  const directives = {};
  for (const part of (header ?? '').split(',')) {
    const [rawName, ...rest] = part.split('=');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    directives[name] = rest.length ? rest.join('=').trim().replace(/^"|"$/g, '') : true;
  }
  return directives;
}

/** Public, cached for a year, immutable (directive order does not matter). @param {string | null | undefined} header */
export function isImmutableAsset(header) {
  const cc = parseCacheControl(header);
  return cc.public === true && cc['max-age'] === '31536000' && cc.immutable === true;
}

/**
 * A shared cache (CDN) may keep the page and serve it stale while it revalidates.
 * @param {string | null | undefined} header
 */
export function isCdnCacheable(header) {
  const cc = parseCacheControl(header);
  const positive = (value) => typeof value === 'string' && /^\d+$/.test(value) && Number(value) > 0;
  return !cc['no-store'] && !cc.private && positive(cc['s-maxage']) && positive(cc['stale-while-revalidate']);
}

/** @param {string | null | undefined} encoding */
export function isCompressed(encoding) {
  return ['gzip', 'br', 'zstd', 'deflate'].includes((encoding ?? '').trim().toLowerCase());
}

/**
 * One content-hashed file of each kind (script, style, font) that a page's HTML links to.
 * @param {string} html
 * @returns {string[]}
 */
export function hashedAssets(html) {
  return ['.js', '.css', '.woff2'].map((ext) => staticFilesOf(html, ext)[0]).filter((url) => url !== undefined);
}

/** Every `/_next/static` file a page names with extension `ext`, in order. @param {string} html @param {string} ext */
export function staticFilesOf(html, ext) {
  const urls = [...new Set(html.match(/\/_next\/static\/[^"'\s)\\]+/g) ?? [])];
  return urls.filter((url) => url.split('?')[0]?.endsWith(ext));
}

const SCORE_KEYS = { performance: 'performance', accessibility: 'accessibility', 'best-practices': 'bestPractices', seo: 'seo' };

/** @param {any} audit */
function numeric(audit) {
  return typeof audit?.numericValue === 'number' ? audit.numericValue : null;
}

/**
 * The items of an audit's details table, largest first by `key`, at most `count`.
 * @param {any} audit
 * @param {string} key
 * @param {number} count
 */
function topItems(audit, key, count) {
  const items = Array.isArray(audit?.details?.items) ? audit.details.items : [];
  return [...items].sort((a, b) => (b[key] ?? 0) - (a[key] ?? 0)).slice(0, count);
}

/** What the largest contentful paint was, from Lighthouse's LCP element audit. @param {any} audit */
function lcpElement(audit) {
  const stack = [...(audit?.details?.items ?? [])];
  while (stack.length) {
    const item = stack.shift();
    if (item?.node?.snippet) return item.node.snippet;
    for (const value of Object.values(item ?? {})) if (Array.isArray(value)) stack.push(...value);
    if (Array.isArray(item?.items)) stack.push(...item.items);
  }
  return null;
}

/**
 * The scores (0-100) and metrics of one Lighthouse result (`lhr`), with the few
 * diagnostics that explain them (LCP element, scripts that cost the main thread).
 * @param {any} lhr
 */
export function summarizeLighthouse(lhr) {
  /** @type {Record<string, number | null>} */
  const scores = {};
  for (const [id, key] of Object.entries(SCORE_KEYS)) {
    const score = lhr?.categories?.[id]?.score;
    scores[key] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  const audits = lhr?.audits ?? {};
  const failedAudits = Object.entries(lhr?.categories ?? {}).flatMap(([category, { auditRefs = [] }]) =>
    auditRefs
      .filter((ref) => ref.weight > 0 && typeof audits[ref.id]?.score === 'number' && audits[ref.id].score < 1)
      .map((ref) => `${category}: ${ref.id} (${Math.round(audits[ref.id].score * 100)})`),
  );
  return {
    requestedUrl: lhr?.requestedUrl ?? null,
    finalUrl: lhr?.finalDisplayedUrl ?? lhr?.finalUrl ?? null,
    error: lhr?.runtimeError?.message ?? null,
    scores,
    lcpMs: numeric(audits['largest-contentful-paint']),
    tbtMs: numeric(audits['total-blocking-time']),
    cls: numeric(audits['cumulative-layout-shift']),
    diagnostics: {
      lcpElement: lcpElement(audits['largest-contentful-paint-element']),
      fcpMs: numeric(audits['first-contentful-paint']),
      speedIndexMs: numeric(audits['speed-index']),
      bootupScripts: topItems(audits['bootup-time'], 'total', 3).map((item) => ({ url: item.url, ms: Math.round(item.total) })),
      renderBlocking: topItems(audits['render-blocking-resources'], 'wastedMs', 3).map((item) => ({ url: item.url, ms: Math.round(item.wastedMs ?? 0) })),
      failedAudits,
    },
  };
}

/**
 * Requests per second and latency percentiles of one autocannon run.
 * @param {any} result
 */
export function summarizeAutocannon(result) {
  const ok = result?.['2xx'] ?? 0;
  return {
    requestsPerSecond: result?.requests?.average ?? 0,
    p50Ms: result?.latency?.p50 ?? null,
    p99Ms: result?.latency?.p99 ?? null,
    ok,
    non2xx: result?.non2xx ?? 0,
    errors: (result?.errors ?? 0) + (result?.timeouts ?? 0),
  };
}

/**
 * Ratio of `next start`'s throughput to the static server's, or null if the static server answered nothing.
 * @param {{ requestsPerSecond: number }} next
 * @param {{ requestsPerSecond: number }} plain
 */
export function throughputRatio(next, plain) {
  return plain.requestsPerSecond > 0 ? next.requestsPerSecond / plain.requestsPerSecond : null;
}

/**
 * Whether a script is the PDF viewer: pdf.js itself (its worker, served from /pdfjs/) or a
 * chunk that holds pdf.js's API, whose `GlobalWorkerOptions` survives minification.
 * @param {string} url
 * @param {string} text
 */
export function looksLikePdfViewer(url, text) {
  return new URL(url, 'http://localhost').pathname.startsWith('/pdfjs/') || text.includes('GlobalWorkerOptions');
}

/**
 * First-load JavaScript of one page: total compressed bytes, the largest scripts, and
 * whether any of them is the PDF viewer.
 * @param {{ url: string, bytes: number, pdfViewer: boolean }[]} scripts
 */
export function summarizeScripts(scripts) {
  return {
    bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    count: scripts.length,
    pdfViewer: scripts.some((script) => script.pdfViewer),
    largest: [...scripts].sort((a, b) => b.bytes - a.bytes).slice(0, 5).map(({ url, bytes }) => ({ url, bytes })),
  };
}

/**
 * The layout-shift check over every sampled route, from the Lighthouse summaries.
 * @param {{ route: string, cls: number | null }[]} pages
 */
export function clsCheck(pages) {
  const measured = pages.filter((page) => typeof page.cls === 'number');
  const worst = measured.reduce((max, page) => (max && max.cls >= page.cls ? max : page), null);
  const missing = pages.length - measured.length;
  const value = worst
    ? `max ${worst.cls.toFixed(3)} (${worst.route}) over ${measured.length} routes${missing ? `, ${missing} not measured` : ''}`
    : 'not measured';
  return { check: 'CLS 0 on the sampled routes', value, target: '0.000 on every route', ok: worst && !missing ? Number(worst.cls.toFixed(3)) === 0 : null };
}
