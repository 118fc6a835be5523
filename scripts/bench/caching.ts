// Caching and transfer checks on the response headers of `next start`.
import { get } from './http';
import { DESKTOP_USER_AGENT, IMMUTABLE_CACHE_CONTROL } from './config';
import { DEVICES } from './devices';
import { hashedAssets, isCdnCacheable, isCompressed, isImmutableAsset, staticFilesOf, type CheckRow } from './evaluate';

const MOBILE_USER_AGENT = DEVICES.mobile.userAgent;

/** Pages whose Cache-Control is checked, with the device that is served them without a redirect. */
const PAGES = [
  { path: '/', userAgent: DESKTOP_USER_AGENT },
  { path: '/panel/0', userAgent: DESKTOP_USER_AGENT },
  { path: '/products/touch-switch-2-gang', userAgent: DESKTOP_USER_AGENT },
  { path: '/ar-SA', userAgent: DESKTOP_USER_AGENT },
  { path: '/m', userAgent: MOBILE_USER_AGENT },
];

const CDN_TARGET = 's-maxage, stale-while-revalidate';
const ENCODINGS = 'gzip, br';

const shown = (value: string) => value || '(none)';

/**
 * The largest of `files`: servers leave small bodies uncompressed (Next from 1 KB), so a
 * small file says nothing about compression.
 */
async function largestFile(origin: string, files: string[]): Promise<string | undefined> {
  const sizes = await Promise.all(files.map(async (file) => ({ file, bytes: (await get(`${origin}${file}`)).body.length })));
  return sizes.sort((a, b) => b.bytes - a.bytes)[0]?.file;
}

export async function checkCaching(origin: string): Promise<CheckRow[]> {
  const rows: CheckRow[] = [];
  const home = await get(`${origin}/`, { 'user-agent': DESKTOP_USER_AGENT });
  const assets = hashedAssets(home.body.toString('utf8'));
  for (const asset of assets) {
    const cacheControl = String((await get(`${origin}${asset}`)).headers['cache-control'] ?? '');
    rows.push({ check: `immutable ${asset.replace(/^.*\./, '.')} (${asset})`, value: shown(cacheControl), target: IMMUTABLE_CACHE_CONTROL, ok: isImmutableAsset(cacheControl) });
  }
  if (!assets.length) rows.push({ check: 'immutable hashed assets', value: 'no /_next/static link found on /', target: IMMUTABLE_CACHE_CONTROL, ok: false });

  for (const { path, userAgent } of PAGES) {
    const response = await get(`${origin}${path}`, { 'user-agent': userAgent });
    const cacheControl = String(response.headers['cache-control'] ?? '');
    const value = response.status === 200 ? shown(cacheControl) : `HTTP ${response.status}`;
    rows.push({ check: `CDN-cacheable page ${path}`, value, target: CDN_TARGET, ok: response.status === 200 && isCdnCacheable(cacheControl) });
  }

  const largest = await Promise.all(['.js', '.css'].map((ext) => largestFile(origin, staticFilesOf(home.body.toString('utf8'), ext))));
  const compressed = [
    { check: 'compressed HTML /', url: `${origin}/`, userAgent: DESKTOP_USER_AGENT },
    ...largest.filter((asset) => asset !== undefined).map((asset) => ({ check: `compressed ${asset.replace(/^.*\./, '.')}`, url: `${origin}${asset}`, userAgent: DESKTOP_USER_AGENT })),
  ];
  for (const { check, url, userAgent } of compressed) {
    const encoding = String((await get(url, { 'user-agent': userAgent, 'accept-encoding': ENCODINGS })).headers['content-encoding'] ?? '');
    rows.push({ check, value: `content-encoding: ${shown(encoding)}`, target: `gzip or br (asked: ${ENCODINGS})`, ok: isCompressed(encoding) });
  }
  return rows;
}
