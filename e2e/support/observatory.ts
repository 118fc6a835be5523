/**
 * The MDN HTTP Observatory's score of one response, computed from its headers and HTML with
 * the Observatory's published scoring: https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring
 * (the tests and modifiers of https://github.com/mdn/mdn-http-observatory, src/analyzer/tests
 * and src/grader/charts.js). Base 100; penalties first; bonuses only if the result is still
 * at least 90; never below 0. 100 and more is A+.
 *
 * What a local scan cannot see is an input: whether the site is served over HTTPS with a
 * valid certificate, how `http://` redirects to it, and whether the host is on the HSTS
 * preload list (all decided by the hosting, not by this app).
 */
import { parsePolicy } from '../../lib/security/csp';

export type HeaderMap = Record<string, string | string[] | undefined>;

export interface ScanInput {
  /** Response headers, names in lower case; a repeated header as an array. */
  headers: HeaderMap;
  /** Response body, when HTML (for the Subresource Integrity test). */
  html?: string;
  /** Host the page was fetched from (for "same site" scripts). */
  host: string;
  /** Access-Control-* headers of the answer to a request sent with `Origin: corsOrigin`. */
  cors?: { origin: string; headers: HeaderMap };
  /** Deployment facts the scan cannot see locally. */
  deployment: { https: boolean; redirection: 'to-https' | 'missing'; hstsPreloaded: boolean };
}

export interface TestResult {
  result: string;
  modifier: number;
}

export interface Scan {
  score: number;
  grade: string;
  tests: Record<string, TestResult>;
}

function values(headers: HeaderMap, name: string): string[] {
  const value = headers[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function first(headers: HeaderMap, name: string): string | undefined {
  return values(headers, name)[0];
}

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const isNonceOrHash = (source: string) => /^'(sha256|sha384|sha512|nonce)-/.test(source);

/** All policies of the response, merged: a source must be allowed by every policy naming the directive. */
function mergedPolicy(policies: string[]): Map<string, Set<string>> {
  const merged = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const [name, sources] of parsePolicy(policy)) {
      const lower = sources.map((source) => (source.startsWith("'") ? source.toLowerCase() : source));
      const previous = merged.get(name);
      merged.set(name, previous ? new Set(lower.filter((source) => previous.has(source))) : new Set(lower));
    }
  }
  return merged;
}

function cspTest(input: ScanInput): TestResult & { directives: Map<string, Set<string>> } {
  const policies = values(input.headers, 'content-security-policy').flatMap((value) => value.split(','));
  const csp = mergedPolicy(policies.filter((policy) => policy.trim()));
  const none = (result: string, modifier: number) => ({ result, modifier, directives: csp });
  if (csp.size === 0) return none('csp-not-implemented', -25);
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*']);
  const scriptSrc = fallback('script-src');
  const styleSrc = fallback('style-src');
  const objectSrc = fallback('object-src');
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some(isNonceOrHash)) list.delete("'unsafe-inline'");
  }
  if (scriptSrc.has("'strict-dynamic'")) {
    if (![...scriptSrc].some(isNonceOrHash)) return none('csp-header-invalid', -25);
    for (const source of scriptSrc) {
      if ([...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) || source === "'self'") scriptSrc.delete(source);
    }
  }
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');
  const passive = ['img-src', 'media-src'];
  const active = [...csp].filter(([name]) => !passive.includes(name) && name !== 'script-src').flatMap(([, list]) => [...list]);
  active.push(...scriptSrc);
  const passiveSources = passive.flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const unsafeBroad = (list: Set<string>) => [...list].some((source) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source));

  if (unsafeBroad(scriptSrc) || [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))) {
    return none('csp-implemented-with-unsafe-inline', -20);
  }
  if (input.deployment.https && active.some(insecure)) return none('csp-implemented-with-insecure-scheme', -20);
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) return none('csp-implemented-with-unsafe-eval', -10);
  if (input.deployment.https && passiveSources.some(insecure)) {
    return none('csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  }
  if (unsafeBroad(styleSrc)) return none('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) return none('csp-implemented-with-no-unsafe-default-src-none', 10);
  return none('csp-implemented-with-no-unsafe', 5);
}

interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite?: string;
}

function parseCookie(header: string): Cookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const cookie: Cookie = { name: pair.split('=')[0] ?? '', secure: false, httpOnly: false };
  for (const attribute of attributes) {
    const [key = '', value] = attribute.split('=');
    const name = key.trim().toLowerCase();
    if (name === 'secure') cookie.secure = true;
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'samesite') cookie.sameSite = (value ?? '').trim().toLowerCase();
  }
  return cookie;
}

/** Cookie results from best to worst, with their modifiers. */
const COOKIE_RESULTS: [string, number][] = [
  ['cookies-without-secure-flag-but-protected-by-hsts', -5],
  ['cookies-without-secure-flag', -20],
  ['cookies-session-without-secure-flag-but-protected-by-hsts', -10],
  ['cookies-samesite-flag-invalid', -20],
  ['cookies-anticsrf-without-samesite-flag', -20],
  ['cookies-session-without-httponly-flag', -30],
  ['cookies-session-without-secure-flag', -40],
];

function cookiesTest(input: ScanInput, hsts: boolean): TestResult {
  const cookies = values(input.headers, 'set-cookie').map(parseCookie).filter((cookie) => cookie.name);
  if (cookies.length === 0) return { result: 'cookies-not-found', modifier: 0 };
  let worst = -1;
  const worse = (result: string) => {
    worst = Math.max(worst, COOKIE_RESULTS.findIndex(([name]) => name === result));
  };
  for (const cookie of cookies) {
    const session = /login|sess/i.test(cookie.name);
    if (cookie.sameSite !== undefined && !['lax', 'strict', 'none'].includes(cookie.sameSite)) worse('cookies-samesite-flag-invalid');
    if (!cookie.secure && cookie.sameSite === 'none') worse('cookies-samesite-flag-invalid');
    if (!cookie.secure) worse(hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (/csrf/i.test(cookie.name) && !cookie.sameSite) worse('cookies-anticsrf-without-samesite-flag');
    if (session && !cookie.secure) worse(hsts ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (session && !cookie.httpOnly) worse('cookies-session-without-httponly-flag');
  }
  if (worst >= 0) {
    const [result, modifier] = COOKIE_RESULTS[worst]!;
    return { result, modifier };
  }
  return cookies.every((cookie) => cookie.sameSite)
    ? { result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
    : { result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function corsTest(input: ScanInput): TestResult {
  const allowed = input.cors && first(input.cors.headers, 'access-control-allow-origin')?.trim().toLowerCase();
  if (!input.cors || !allowed) return { result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (allowed === '*') return { result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  const credentials = first(input.cors.headers, 'access-control-allow-credentials')?.trim().toLowerCase() === 'true';
  if (allowed === input.cors.origin.toLowerCase() && credentials) {
    return { result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  }
  return { result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
}

function redirectionTest(input: ScanInput): TestResult {
  return input.deployment.redirection === 'to-https'
    ? { result: 'redirection-to-https', modifier: 0 }
    : { result: 'redirection-missing', modifier: -20 };
}

const PRIVATE_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
const UNSAFE_REFERRER = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];

function referrerTest(input: ScanInput): TestResult {
  const header = values(input.headers, 'referrer-policy').join(',');
  if (!header) return { result: 'referrer-policy-not-implemented', modifier: 0 };
  const known = header
    .split(',')
    .map((policy) => policy.trim().toLowerCase())
    .filter((policy) => PRIVATE_REFERRER.includes(policy) || UNSAFE_REFERRER.includes(policy));
  const policy = known[known.length - 1];
  if (policy && PRIVATE_REFERRER.includes(policy)) return { result: 'referrer-policy-private', modifier: 5 };
  if (policy) return { result: 'referrer-policy-unsafe', modifier: -5 };
  return { result: 'referrer-policy-header-invalid', modifier: -5 };
}

/** Six months as the Observatory counts them (it accepts the common 15552000). */
const SIX_MONTHS = 15_552_000;

function hstsTest(input: ScanInput): TestResult {
  if (!input.deployment.https) return { result: 'hsts-not-implemented-no-https', modifier: -20 };
  if (input.deployment.hstsPreloaded) return { result: 'hsts-preloaded', modifier: 5 };
  const header = first(input.headers, 'strict-transport-security');
  if (!header) return { result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(header.slice(0, 1024));
  if (header.includes(',') || !maxAge) return { result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge[1]) >= SIX_MONTHS
    ? { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

/** Registrable domain, roughly: the last two labels (enough for this site's hosts). */
const siteOf = (host: string) => host.toLowerCase().split('.').slice(-2).join('.');

function sriTest(input: ScanInput): TestResult {
  const type = (first(input.headers, 'content-type') ?? '').split(';')[0]!.trim();
  if (type && type !== 'text/html') return { result: 'sri-not-implemented-response-not-html', modifier: 0 };
  const scripts = [...(input.html ?? '').matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '');
  if (scripts.length === 0) return { result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  let foreign = false;
  let sameOriginWithIntegrity = false;
  const external: { integrity: boolean; secure: boolean }[] = [];
  for (const attributes of scripts) {
    const src = /\ssrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (!src) continue;
    const integrity = /\sintegrity\s*=/i.test(attributes);
    const relative = !/^(https?:)?\/\//i.test(src);
    const sameSite = !relative && !src.startsWith('//') && siteOf(new URL(src).hostname) === siteOf(input.host);
    if (relative || sameSite) {
      const secure = relative ? input.deployment.https : src.startsWith('https:');
      if (integrity && secure) sameOriginWithIntegrity = true;
      continue;
    }
    foreign = true;
    external.push({ integrity, secure: src.startsWith('https:') });
  }
  if (external.some((script) => !script.integrity && !script.secure)) {
    return { result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
  }
  if (external.some((script) => script.integrity && !script.secure)) {
    return { result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 };
  }
  if (external.some((script) => !script.integrity)) {
    return { result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
  }
  if (sameOriginWithIntegrity) return { result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 };
  return foreign
    ? { result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
    : { result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
}

function contentTypeOptionsTest(input: ScanInput): TestResult {
  const header = first(input.headers, 'x-content-type-options');
  if (!header) return { result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { result: 'x-content-type-options-nosniff', modifier: 0 }
    : { result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function frameOptionsTest(input: ScanInput, csp: Map<string, Set<string>>): TestResult {
  if (csp.has('frame-ancestors')) return { result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const header = first(input.headers, 'x-frame-options')?.trim().toLowerCase();
  if (!header) return { result: 'x-frame-options-not-implemented', modifier: -20 };
  if (header === 'deny' || header === 'sameorigin') return { result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (header.startsWith('allow-from')) return { result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { result: 'x-frame-options-header-invalid', modifier: -20 };
}

function resourcePolicyTest(input: ScanInput): TestResult {
  const header = first(input.headers, 'cross-origin-resource-policy')?.slice(0, 256).trim().toLowerCase();
  if (!header) return { result: 'cross-origin-resource-policy-not-implemented', modifier: 0 };
  if (header === 'same-origin') return { result: 'cross-origin-resource-policy-implemented-with-same-origin', modifier: 10 };
  if (header === 'same-site') return { result: 'cross-origin-resource-policy-implemented-with-same-site', modifier: 10 };
  if (header === 'cross-origin') return { result: 'cross-origin-resource-policy-implemented-with-cross-origin', modifier: 0 };
  return { result: 'cross-origin-resource-policy-header-invalid', modifier: -5 };
}

const GRADES: [number, string][] = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'],
  [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
];

export function gradeOf(score: number): string {
  return GRADES.find(([minimum]) => score >= minimum)![1];
}

/** Only a score of at least 90 after the penalties earns the bonuses. */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

export function scan(input: ScanInput): Scan {
  const { directives, ...csp } = cspTest(input);
  const hsts = hstsTest(input);
  const tests: Record<string, TestResult> = {
    'content-security-policy': csp,
    cookies: cookiesTest(input, hsts.modifier >= 0),
    'cross-origin-resource-sharing': corsTest(input),
    redirection: redirectionTest(input),
    'referrer-policy': referrerTest(input),
    'strict-transport-security': hsts,
    'subresource-integrity': sriTest(input),
    'x-content-type-options': contentTypeOptionsTest(input),
    'x-frame-options': frameOptionsTest(input, directives),
    'cross-origin-resource-policy': resourcePolicyTest(input),
  };
  const modifiers = Object.values(tests).map((test) => test.modifier);
  let score = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0);
  if (score >= MINIMUM_SCORE_FOR_EXTRA_CREDIT) score += modifiers.filter((modifier) => modifier > 0).reduce((sum, modifier) => sum + modifier, 0);
  score = Math.max(score, 0);
  return { score, grade: gradeOf(score), tests };
}
