// Throughput and latency of pages served three ways, with the same load generator
// (autocannon) on loopback: a plain static server sending the prerendered HTML, the shipped
// nginx page cache in front of `next start` (deploy/nginx), and `next start` alone.
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { get } from './http.mjs';
import { DESKTOP_USER_AGENT, PHONE_USER_AGENT, SERVING_MIXES } from './config.mjs';
import { summarizeAutocannon, throughputRatio } from './evaluate.mjs';
import { ROOT, startStatic } from './server.mjs';
import { startNginx } from '../../deploy/topology.ts';

/** What a browser sends for a page; every server answers it with gzip. */
const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
const HEADERS = {
  desktop: { ...BROWSER, 'user-agent': DESKTOP_USER_AGENT },
  phone: { ...BROWSER, 'user-agent': PHONE_USER_AGENT },
};

/** Headers that describe the body or the connection, which the static server sets itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'content-type', 'etag', 'last-modified']);

/** `next start`'s response headers for a page, for the static server to send too. @param {string} url */
async function headersOf(url) {
  const response = await get(url, HEADERS.desktop);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name, value]) => !OWN_HEADERS.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, /** @type {string} */ (value)]),
  );
}

/**
 * Each connection asks for the mix's pages in turn, each with its device's headers.
 * @param {string} origin @param {import('./config.mjs').ServedRequest[]} requests @param {number} seconds @param {number} connections
 */
function load(origin, requests, seconds, connections) {
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: requests.map((request) => ({ method: 'GET', path: request.path, headers: HEADERS[request.device] })),
  });
}

/**
 * @param {string} nextOrigin
 * @param {{ connections: number, durationSeconds: number, warmupSeconds: number }} settings
 */
export async function measureServing(nextOrigin, settings) {
  const requests = SERVING_MIXES.flatMap((mix) => mix.requests);
  const files = Object.fromEntries(requests.map((request) => [request.path, path.join(ROOT, '.next/server/app', request.file)]));
  for (const file of Object.values(files)) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: are en-US and de-DE prerendered in this build?`);
  }
  const plain = await startStatic(files, await headersOf(`${nextOrigin}${requests[0]?.path}`));
  const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const nginx = await startNginx(nginxDir, [Number(new URL(nextOrigin).port)], (line) => console.log(`bench: ${line}`));
  try {
    const rows = [];
    for (const mix of SERVING_MIXES) {
      /** @type {Record<string, ReturnType<typeof summarizeAutocannon>>} */
      const runs = {};
      for (const [name, origin] of [['static', plain.origin], ['nginx', nginx.url], ['next', nextOrigin]]) {
        console.log(`bench: serving ${mix.route} (desktop and phone) from ${name}…`);
        await load(origin, mix.requests, settings.warmupSeconds, settings.connections);
        runs[name] = summarizeAutocannon(await load(origin, mix.requests, settings.durationSeconds, settings.connections));
      }
      const ratio = (run) => (runs.static && run ? throughputRatio(run, runs.static) : null);
      rows.push({ route: mix.route, static: runs.static, nginx: runs.nginx, next: runs.next, ratio: ratio(runs.nginx), nextRatio: ratio(runs.next) });
    }
    return rows;
  } finally {
    await nginx.stop();
    fs.rmSync(nginxDir, { recursive: true, force: true });
    await plain.stop();
  }
}
