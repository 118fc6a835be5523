// Throughput and latency of `next start` against a plain static server sending the same
// prerendered HTML, with the same load generator (autocannon) on loopback.
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { get } from './http.mjs';
import { DESKTOP_USER_AGENT, SERVING_ROUTES } from './config.mjs';
import { summarizeAutocannon, throughputRatio } from './evaluate.mjs';
import { ROOT, startStatic } from './server.mjs';

/** What a desktop browser sends for a page (no Accept-Encoding: neither server compresses). */
const REQUEST_HEADERS = { 'user-agent': DESKTOP_USER_AGENT, accept: 'text/html' };

/** Headers that describe the body or the connection, which the static server sets itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'content-type', 'etag', 'last-modified']);

/** `next start`'s response headers for a page, for the static server to send too. @param {string} url */
async function headersOf(url) {
  const response = await get(url, REQUEST_HEADERS);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name, value]) => !OWN_HEADERS.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, /** @type {string} */ (value)]),
  );
}

/** @param {string} url @param {number} seconds @param {number} connections */
function load(url, seconds, connections) {
  return autocannon({ url, connections, duration: seconds, headers: REQUEST_HEADERS });
}

/**
 * @param {string} nextOrigin
 * @param {{ connections: number, durationSeconds: number, warmupSeconds: number }} settings
 */
export async function measureServing(nextOrigin, settings) {
  const files = Object.fromEntries(SERVING_ROUTES.map(({ path: route, file }) => [route, path.join(ROOT, '.next/server/app', file)]));
  for (const file of Object.values(files)) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: is en-US prerendered in this build?`);
  }
  const headers = await headersOf(`${nextOrigin}${SERVING_ROUTES[0]?.path}`);
  const plain = await startStatic(files, headers);
  try {
    const rows = [];
    for (const { path: route } of SERVING_ROUTES) {
      /** @type {Record<string, ReturnType<typeof summarizeAutocannon>>} */
      const runs = {};
      for (const [name, origin] of [['static', plain.origin], ['next', nextOrigin]]) {
        console.log(`bench: serving ${route} from ${name}…`);
        await load(`${origin}${route}`, settings.warmupSeconds, settings.connections);
        runs[name] = summarizeAutocannon(await load(`${origin}${route}`, settings.durationSeconds, settings.connections));
      }
      const [staticRun, nextRun] = [runs.static, runs.next];
      rows.push({ route, static: staticRun, next: nextRun, ratio: staticRun && nextRun ? throughputRatio(nextRun, staticRun) : null });
    }
    return rows;
  } finally {
    await plain.stop();
  }
}
