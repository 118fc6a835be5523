import { expect, test, type APIResponse } from '@playwright/test';
import { scan, type HeaderMap } from './support/observatory';
import { fetchRaw, IPHONE_UA } from './helpers';

/** Response headers as the Observatory reads them: lower-case names, repeated ones as arrays. */
function headerMap(response: APIResponse): HeaderMap {
  const map: Record<string, string | string[]> = {};
  for (const { name, value } of response.headersArray()) {
    const key = name.toLowerCase();
    const previous = map[key];
    map[key] = previous === undefined ? value : ([] as string[]).concat(previous, value);
  }
  return map;
}

test('security headers on pages, redirects, files and the 404 page', async ({ request }) => {
  for (const url of ['/', '/de-DE/panel/1', '/nope', '/404', '/icon.svg', '/robots.txt', '/search?q=usb']) {
    const headers = (await fetchRaw(request, url)).headers();
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]), url).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['strict-transport-security'], url).toContain('includeSubDomains');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
    expect(headers['permissions-policy'], url).toContain('camera=()');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(csp, url).toContain("object-src 'none'");
    expect(csp, url).not.toContain('unsafe-eval');
    expect(csp, url).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  }
});

/**
 * The HTTP Observatory's score of real responses of the built site, computed with its published
 * scoring (e2e/support/observatory.ts). The hosting serves the site over HTTPS and redirects
 * `http://` to it, which a local server cannot show: those two facts are given, not measured.
 */
const DEPLOYMENT = { https: true, redirection: 'to-https', hstsPreloaded: false } as const;
const SAMPLE: [string, Record<string, string>][] = [
  ['/', {}],
  ['/panel/0', {}],
  ['/products/dimmer-switch', {}],
  ['/contact', {}],
  ['/photo', {}],
  ['/ar-SA', {}],
  ['/de-DE/finder/curtainvideo', {}],
  ['/m', { 'user-agent': IPHONE_UA }],
  ['/ar-SA/m/panel/2', { 'user-agent': IPHONE_UA }],
  ['/search?q=socket', {}],
  ['/404', {}],
];

test('HTTP Observatory score of sampled routes: at least 100 (A+), no penalty', async ({ request }) => {
  const scores: string[] = [];
  for (const [url, headers] of SAMPLE) {
    const response = await fetchRaw(request, url, headers);
    expect(response.status(), url).toBeLessThan(500);
    const cors = await fetchRaw(request, url, { ...headers, origin: 'https://observatory.example' });
    const result = scan({
      headers: headerMap(response),
      html: await response.text(),
      host: new URL(response.url()).hostname,
      cors: { origin: 'https://observatory.example', headers: headerMap(cors) },
      deployment: DEPLOYMENT,
    });
    const penalties = Object.entries(result.tests).filter(([, outcome]) => outcome.modifier < 0);
    expect(penalties, url).toEqual([]);
    expect(result.score, url).toBeGreaterThanOrEqual(100);
    expect(result.grade, url).toBe('A+');
    scores.push(`${url} ${result.score}`);
  }
  test.info().annotations.push({ type: 'observatory', description: scores.join(', ') });
});

test('one policy on every answer that is not a page: unknown API paths and share images, the inbox\'s handlers, other methods', async ({ request }) => {
  const policies = async (method: string, url: string, headers: Record<string, string> = {}) => {
    const response = await request.fetch(url, { method, headers, maxRedirects: 0 });
    return { status: response.status(), policies: response.headersArray().filter(({ name }) => name.toLowerCase() === 'content-security-policy').length, cache: response.headers()['cache-control'] };
  };
  expect(await policies('GET', '/api/nope')).toEqual({ status: 404, policies: 1, cache: 'no-store' });
  expect(await policies('POST', '/api/auth/list-sessions')).toMatchObject({ status: 404, policies: 1, cache: 'no-store' });
  expect(await policies('GET', '/api/auth/get-session')).toMatchObject({ status: 200, policies: 1, cache: 'no-store' });
  expect(await policies('GET', '/og/nope.png')).toMatchObject({ status: 404, policies: 1 });
  expect(await policies('GET', '/og/aurex.png')).toMatchObject({ status: 200, policies: 1 });
  for (const [method, url] of [['GET', '/admin/export'], ['GET', '/admin/attachments/1'], ['PUT', '/admin/login'], ['OPTIONS', '/contact'], ['DELETE', '/de-DE/panel/1']]) {
    const answer = await policies(method!, url!);
    expect(answer.policies, `${method} ${url}`).toBe(1);
    expect(answer.status, `${method} ${url}`).toBeLessThan(500);
  }
});

test('health: the process answers, and readiness names the database, the migrations and the outbox worker, never a person', async ({ request }) => {
  const live = await request.get('/api/health');
  expect([live.status(), live.headers()['cache-control'], await live.json()]).toEqual([200, 'no-store', { status: 'ok' }]);
  const ready = await request.get('/api/health/ready');
  expect(ready.status()).toBe(200);
  expect(ready.headers()['cache-control']).toBe('no-store');
  expect(await ready.json()).toMatchObject({ status: 'ready', database: 'ok', migrations: 'ok', outboxWorker: expect.stringMatching(/^(ok|starting|idle)$/) });
});
