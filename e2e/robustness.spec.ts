import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import net from 'node:net';
import { BASE_URL } from '../playwright.config';
import { DESKTOP_UA, IPHONE_UA } from './helpers';

/**
 * A few hundred odd requests thrown at the running server over a raw socket, so nothing
 * normalises them on the way (`//evil.example`, `/\evil`, invalid percent-encoding, overlong
 * paths, huge and non-ASCII cookies and headers): never a 5xx, never a Location off this
 * host, and redirect chains of at most three steps.
 */

const { hostname: HOST, port: PORT } = new URL(BASE_URL);

interface RawResponse {
  status: number;
  headers: Map<string, string>;
}

interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
}

/** Sends the request exactly as given and reads the status line and headers. */
function send({ method, path, headers }: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(PORT), HOST);
    const lines = [`${method} ${path} HTTP/1.1`, `Host: ${HOST}:${PORT}`, 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    let received = Buffer.alloc(0);
    socket.setTimeout(20_000, () => socket.destroy(new Error(`timeout: ${method} ${path.slice(0, 80)}`)));
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine = '', ...headerLines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headerMap = new Map<string, string>();
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headerMap.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      socket.destroy();
      resolve({ status: Number(statusLine.split(' ')[1]), headers: headerMap });
    });
    socket.on('close', () => reject(new Error(`connection closed before a response: ${method} ${path.slice(0, 80)}`)));
    socket.write(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  });
}

/** Bytes that are legal in a request target but odd for a router. */
const oddSegments = fc.oneof(
  fc.constantFrom(
    '', 'm', 'de-DE', 'ar-SA', 'AR-sa', 'en-US', 'panel', '1', '9', 'products', 'search', 'catalogsearch', 'result', '404',
    '.', '..', '%2e%2e', '%2F', '%2f%2fevil.example', '%5C', '\\evil.example', 'evil.example', '%00', '%', '%zz', '%E0%A4%A',
    '%C0%AF', '%252F', '%FF%FE', '@evil.example', 'wp-login.php', '.env', '%E6%97%A5%E6%9C%AC', 'index.html', '_next', 'api',
  ),
  fc.string({ unit: fc.constantFrom(...'abcXYZ019-._~!$&\'()*+,;=:@%'.split('')), maxLength: 16 }),
);
const oddPaths = fc.oneof(
  fc.array(oddSegments, { minLength: 1, maxLength: 7 }).map((parts) => `/${parts.join('/')}`),
  fc.constantFrom(
    '//evil.example', '//evil.example/', '///evil.example', '/\\evil.example', '/\\\\evil.example', '/%2F%2Fevil.example',
    '/%5C%5Cevil.example', '/.//evil.example', '/m//evil.example', '/de-DE//evil.example', '/%09/evil.example',
    '/panel/..%2f..%2f..%2fetc/passwd', '/_next/static/../../../etc/passwd', '/api/../panel/1', '/m/panel?activePanel=//evil.example',
  ),
  fc.integer({ min: 1000, max: 12_000 }).map((length) => `/${'a/'.repeat(length / 2)}`),
  fc.integer({ min: 1000, max: 12_000 }).map((length) => `/${'%41'.repeat(length / 3)}`),
);
const queries = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?q=%ff', '?q=%', '?val=%E0%A4%A', '?activePanel=../../x', '?q=' + 'x'.repeat(3000), '?redirect=//evil.example', '?_rsc=1'),
  fc.webQueryParameters().map((query) => `?${query}`),
);
const latin1 = (length: number) => fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: length });
const cookieValues = fc.oneof(
  fc.constantFrom('locale=de-DE', 'locale=%ff', 'locale=zz-ZZ', 'vw=390', 'vw=-1', 'vw=1e309', 'locale=\u00e9t\u00e9', '=;;=', 'a'),
  latin1(200).map((value) => `locale=${value}`),
  fc.integer({ min: 1000, max: 7000 }).map((length) => `vw=${'9'.repeat(length)}; locale=${'x'.repeat(length)}`),
);
const requests: fc.Arbitrary<RawRequest> = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'OPTIONS'),
  path: fc.tuple(oddPaths, queries).map(([path, query]) => path + query),
  headers: fc.record(
    {
      'User-Agent': fc.oneof(fc.constantFrom(DESKTOP_UA, IPHONE_UA, 'curl/8.0', ''), latin1(300)),
      'Accept-Language': fc.oneof(fc.constantFrom('de', 'ar-SA,en;q=0.5', '*', 'zz;q=abc,,,', 'x'.repeat(4000)), latin1(120)),
      Cookie: cookieValues,
      'Sec-CH-UA-Mobile': fc.constantFrom('?1', '?0', 'garbage'),
      'X-Forwarded-Host': fc.constantFrom('evil.example', 'evil.example:443'),
    },
    { requiredKeys: [] },
  ),
});

/**
 * Next.js itself redirects before the middleware runs: `//a` to `/a` and `/a/` to `/a` (one
 * hop each); the middleware redirects once, straight to the final URL (tests/lib/middleware/decide.test.ts).
 */
const MAX_REDIRECTS = 3;

const SAMPLE = fc.sample(requests, { numRuns: 400, seed: 20261123 });

test.describe.configure({ timeout: 300_000 });

test(`${SAMPLE.length} generated odd requests: no 5xx, no Location off the host, no redirect loop`, async () => {
  const problems: string[] = [];
  const worker = async (queue: RawRequest[]) => {
    for (let request = queue.shift(); request; request = queue.shift()) {
      let current = request;
      for (let hop = 0; ; hop += 1) {
        const label = `${current.method} ${current.path.slice(0, 120)} ${JSON.stringify(current.headers).slice(0, 200)}`;
        const response = await send(current);
        if (response.status >= 500) problems.push(`${response.status}: ${label}`);
        const location = response.headers.get('location');
        if (!location || response.status < 300 || response.status >= 400) break;
        const target = new URL(location, BASE_URL);
        if (target.host !== `${HOST}:${PORT}`) {
          problems.push(`off-host Location ${location}: ${label}`);
          break;
        }
        if (hop >= MAX_REDIRECTS) {
          problems.push(`more than ${MAX_REDIRECTS} redirects, last to ${location}: ${request.method} ${request.path.slice(0, 120)}`);
          break;
        }
        current = { method: 'GET', path: target.pathname + target.search, headers: current.headers };
      }
    }
  };
  const queue = [...SAMPLE];
  await Promise.all(Array.from({ length: 6 }, () => worker(queue)));
  expect(problems).toEqual([]);
});

test('known open-redirect shapes stay on this host', async () => {
  for (const path of ['//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '///evil.example/%2e%2e', '/m//evil.example']) {
    const response = await send({ method: 'GET', path, headers: { 'User-Agent': DESKTOP_UA } });
    expect(response.status, path).toBeLessThan(500);
    const location = response.headers.get('location');
    if (location) expect(new URL(location, BASE_URL).host, `${path} -> ${location}`).toBe(`${HOST}:${PORT}`);
  }
});

test("Next's own paths with undecodable percent-encoding answer 400, not 500", async () => {
  for (const path of ['/api/%zz', '/_next/static/%E0%A4%A', '/_next/%C0%AF', "/api/'%:b.=:0:%/x"]) {
    const response = await send({ method: 'GET', path, headers: { 'User-Agent': DESKTOP_UA } });
    expect(response.status, path).toBe(400);
  }
  const suggestions = await send({ method: 'GET', path: '/api/suggest?q=usb', headers: { 'User-Agent': DESKTOP_UA } });
  expect(suggestions.status).toBe(200);
});

test('a post to a page whose forms send a few fields is refused above 64 KiB before Next reads it; the feedback page takes pictures', async ({ request }) => {
  const fields = new URLSearchParams(Array.from({ length: 200_000 }, (_, i) => [`f${i}`, 'x'])).toString();
  const started = Date.now();
  const refused = await request.post('/contact', { headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': DESKTOP_UA }, data: fields, maxRedirects: 0 });
  expect([refused.status(), refused.headers()['content-security-policy'] !== undefined]).toEqual([413, true]);
  expect(Date.now() - started).toBeLessThan(2000);
  const pictures = await request.post('/support/feedback', { headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': DESKTOP_UA }, data: 'x='.padEnd(200 * 1024, 'x'), maxRedirects: 0 });
  expect(pictures.status()).not.toBe(413);
});
