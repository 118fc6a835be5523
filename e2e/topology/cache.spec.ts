import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DESKTOP_UA, IPHONE_UA } from '../helpers';
import { CACHE_VARIANT_HEADER, NO_STORE_HEADER } from '../../lib/middleware/cacheVariant';
import { TOPOLOGY_CONTROL_URL } from './config';
import { send, type Answer, type Headers } from './send';

/**
 * The page cache of the shipped nginx config (deploy/nginx/aurex-proxy.conf), through the
 * topology: each test asks for its own URLs (a query the pages ignore), so it starts from
 * an empty cache.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const url = (pathname: string, test: string) => `${pathname}?cache=${run}-${test}`;
const get = (pathname: string, headers: Headers = {}) => send('127.0.0.1', 'GET', pathname, headers);
const cacheStatus = (answer: Answer) => answer.headers['x-cache-status'];

/** Asks twice; the second answer comes from the cache. */
async function cached(pathname: string, headers: Headers = {}): Promise<Answer> {
  const first = await get(pathname, headers);
  expect([first.status, cacheStatus(first)], pathname).toEqual([200, 'MISS']);
  const second = await get(pathname, headers);
  expect([second.status, cacheStatus(second)], pathname).toEqual([200, 'HIT']);
  expect(second.body).toBe(first.body);
  return second;
}

test('phones never get a desktop page, computers never a mobile one', async () => {
  const desktopUrl = url('/panel/0', 'device');
  const mobileUrl = url('/m/panel/0', 'device');
  const desktop = await cached(desktopUrl);
  expect(desktop.body).toContain('href="/contact"');
  expect(desktop.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
  const phones: Record<string, string>[] = [{ 'user-agent': IPHONE_UA }, { 'sec-ch-ua-mobile': '?1' }, { cookie: 'vw=390' }];
  for (const phone of phones) {
    const answer = await get(desktopUrl, phone);
    expect([answer.status, answer.headers.location], JSON.stringify(phone)).toEqual([307, mobileUrl]);
  }
  const mobile = await cached(mobileUrl, { 'user-agent': IPHONE_UA });
  expect(mobile.body).toContain('href="/m/contact"');
  expect(mobile.body).not.toBe(desktop.body);
  const computer = await get(mobileUrl, { 'user-agent': DESKTOP_UA });
  expect([computer.status, computer.headers.location]).toEqual([307, desktopUrl]);
});

test('a visitor whose language is German never gets the English page', async () => {
  const english = url('/panel/1', 'locale');
  await cached(english, { 'accept-language': 'en-US,en;q=0.9' });
  // Every visitor whose choice is English shares the stored page.
  const alikes: Record<string, string>[] = [{}, { 'accept-language': 'en-GB' }, { cookie: 'locale=en-US', 'accept-language': 'de' }];
  for (const alike of alikes) {
    expect(cacheStatus(await get(english, alike)), JSON.stringify(alike)).toBe('HIT');
  }
  const germans: Record<string, string>[] = [
    { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    { 'accept-language': 'en;q=0.1, de' },
    { cookie: 'locale=de-DE', 'accept-language': 'en' },
    { cookie: 'locale=de%2DDE' },
    { cookie: 'locale=en-US; locale=de-DE' },
  ];
  for (const german of germans) {
    const answer = await get(english, german);
    expect([answer.status, answer.headers.location], JSON.stringify(german)).toEqual([307, url('/de-DE/panel/1', 'locale')]);
  }
  const prefixed = await cached(url('/de-DE/panel/1', 'locale'), { 'accept-language': 'fr' });
  expect(prefixed.body).toContain('<html lang="de-DE"');
});

test('redirects and form posts are never stored', async () => {
  const redirecting = url('/panel/2', 'redirect');
  for (let i = 0; i < 2; i += 1) {
    const answer = await get(redirecting, { 'user-agent': IPHONE_UA });
    expect([answer.status, cacheStatus(answer)]).toEqual([307, 'MISS']);
  }
  const posted = url('/contact', 'post');
  for (let i = 0; i < 2; i += 1) {
    const answer = await send('127.0.0.1', 'POST', posted, { 'content-type': 'application/x-www-form-urlencoded' }, 'name=x');
    expect(cacheStatus(answer)).not.toBe('HIT');
  }
  expect(cacheStatus(await get(posted))).toBe('MISS');
});

test('client navigations (RSC) and pages are stored apart; compression is per client', async () => {
  // Next sends an RSC request without its `_rsc` check value to the URL that has it.
  const asked = await get(url('/story', 'rsc'), { rsc: '1' });
  expect(asked.status).toBe(307);
  const flightUrl = asked.headers.location!;
  const flight = await cached(flightUrl, { rsc: '1' });
  expect(flight.headers['content-type']).toContain('text/x-component');
  const sameUrlAsPage = await get(flightUrl);
  expect([cacheStatus(sameUrlAsPage), sameUrlAsPage.headers['content-type']]).not.toEqual(['HIT', flight.headers['content-type']]);
  const pathname = url('/story', 'rsc');
  const page = await cached(pathname);
  expect(page.headers['content-type']).toContain('text/html');
  const zipped = await cached(pathname, { 'accept-encoding': 'gzip, deflate, br' });
  expect(zipped.headers['content-encoding']).toBe('gzip');
  for (const plain of [{}, { 'accept-encoding': 'gzip;q=0, identity' }]) {
    const answer = await get(pathname, plain);
    expect([cacheStatus(answer), answer.headers['content-encoding']], JSON.stringify(plain)).toEqual(['HIT', undefined]);
  }
});

test('a new build is served at once: nothing stored for the old one is served', async () => {
  const pathname = url('/company', 'build');
  await cached(pathname);
  const redeploy = async (build: string) => expect((await fetch(`${TOPOLOGY_CONTROL_URL}/redeploy?build=${build}`, { method: 'POST' })).status).toBe(200);
  await redeploy(`next-${run}`);
  try {
    expect(cacheStatus(await get(pathname))).toBe('MISS');
  } finally {
    await redeploy(readFileSync('.next/BUILD_ID', 'utf8').trim());
  }
});

test('the site refuses to be stored as a variant it does not serve to that request', async () => {
  const [port] = (process.env.TOPOLOGY_INSTANCE_PORTS ?? '').split(',').map(Number);
  const direct = (variant: string) => send('127.0.0.1', 'GET', '/panel/0', { [CACHE_VARIANT_HEADER]: variant, 'accept-language': 'en' }, undefined, port);
  expect((await direct('desktop|en-US')).headers[NO_STORE_HEADER]).toBeUndefined();
  for (const wrong of ['mobile|en-US', 'desktop|de-DE', 'desktop|-']) expect((await direct(wrong)).headers[NO_STORE_HEADER], wrong).toBe('0');
});

test('a header sent twice is read by the site as by the cache key: phones never get the desktop page', async () => {
  // nginx keys on the first copy; Node joined them ("?1, ?0"), read that as a computer and
  // stored the desktop page under the phone's key.
  for (const pathname of [url('/panel/0', 'twice'), url('/products?standard=uk', 'twice').replace('?cache', '&cache')]) {
    const twice = await get(pathname, { 'sec-ch-ua-mobile': ['?1', '?0'] });
    expect([twice.status, twice.headers.location?.startsWith('/m/')], pathname).toEqual([307, true]);
    for (const phone of [{ 'user-agent': IPHONE_UA }, { 'sec-ch-ua-mobile': '?1' }, { cookie: 'vw=500' }]) {
      const answer = await get(pathname, phone);
      expect([answer.status, cacheStatus(answer)], JSON.stringify(phone)).toEqual([307, 'MISS']);
    }
  }
});

test('a client navigation header sent twice stores no page under a navigation\'s key', async () => {
  const asked = await get(url('/company', 'rsc-twice'), { rsc: '1' });
  const flightUrl = asked.headers.location!;
  for (const headers of [{ rsc: ['1', '0'] }, { rsc: '1', 'next-router-state-tree': ['%5B%22%22%5D', 'x'] }] as Headers[]) {
    await get(flightUrl, headers);
    const navigation = await get(flightUrl, { rsc: '1' });
    expect(navigation.headers['content-type'], JSON.stringify(headers)).toContain('text/x-component');
  }
});

test('pages rendered per request are never stored, and each answer has its own nonce', async () => {
  const pathname = '/products?standard=eu&gangs=2';
  const nonces = new Set<string>();
  for (let i = 0; i < 2; i += 1) {
    const answer = await get(pathname);
    expect([answer.status, cacheStatus(answer)]).toEqual([200, 'MISS']);
    expect(answer.headers['cache-control']).not.toMatch(/public|s-maxage/);
    nonces.add(/'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))![1]!);
  }
  expect(nonces.size).toBe(2);
});

test('a flood of finder requests: unknown parameters cost a redirect, renders are limited per client, others are served', async () => {
  // Unknown parameters: a redirect to the canonical address, or nginx's 429 once the client is
  // past its rate; never a page rendered for them.
  const flood = await Promise.all(Array.from({ length: 40 }, (_, i) => get(`/products?gangs=2&u=${run}-${i}`)));
  const redirected = flood.filter((answer) => answer.status === 308);
  expect(flood.filter((answer) => answer.status !== 308 && answer.status !== 429)).toEqual([]);
  expect(redirected.length).toBeGreaterThan(0);
  expect(redirected.every((answer) => answer.headers.location === '/products?gangs=2')).toBe(true);
  // Distinct valid requests, 20 at once from one client (once its rate allows again, after the
  // burst of 10 at 5 a second): a few render, the rest are refused at once.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  const queries = ['eu', 'uk', 'us'].flatMap((standard) => ['1', '2', '3', '4'].flatMap((gangs) => ['led', 'motor'].map((load) => `/products?standard=${standard}&gangs=${gangs}&load=${load}`)));
  const renders = await Promise.all(queries.slice(0, 20).map((pathname) => get(pathname)));
  const statuses = renders.map((answer) => answer.status);
  expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  // Another client is not held up by it.
  const other = await send('127.0.0.2', 'GET', queries[21]!);
  expect(other.status).toBe(200);
  const robots = await send('127.0.0.2', 'GET', '/robots.txt');
  expect(robots.status).toBe(200);
  // nginx names no version.
  expect(robots.headers.server).toBe('nginx');
});

test('TRACE and other methods the site does not answer stop at nginx: 405 with a policy, never a 500', async () => {
  for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH']) {
    const answer = await send('127.0.0.1', method, '/');
    expect([method, answer.status, answer.headers['content-security-policy']?.includes("frame-ancestors 'none'")]).toEqual([method, 405, true]);
  }
});
