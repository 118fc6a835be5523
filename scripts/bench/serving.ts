// Throughput and latency of pages served three ways, with the same load generator
// (autocannon) on loopback: a plain static server sending the prerendered HTML, the shipped
// nginx page cache in front of `next start` (deploy/nginx), and `next start` alone.
import autocannon from 'autocannon';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { get } from './http';
import { DESKTOP_USER_AGENT, PHONE_USER_AGENT, SERVING_MIXES, type ServedRequest } from './config';
import { summarizeAutocannon, throughputRatio, type LoadSummary } from './evaluate';
import { ROOT, startStatic } from './server';
import type { ServingResult } from './table';
import { startNginx } from '../../deploy/topology';

/** What a browser sends for a page; every server answers it with gzip. */
const BROWSER = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
const HEADERS = {
  desktop: { ...BROWSER, 'user-agent': DESKTOP_USER_AGENT },
  phone: { ...BROWSER, 'user-agent': PHONE_USER_AGENT },
};

/** Headers that describe the body or the connection, which the static server sets itself. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'content-type', 'etag', 'last-modified']);

/** `next start`'s response headers for a page, for the static server to send too. */
async function headersOf(url: string): Promise<Record<string, string>> {
  const response = await get(url, HEADERS.desktop);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return Object.fromEntries(
    Object.entries(response.headers).filter((header): header is [string, string] => !OWN_HEADERS.has(header[0]) && typeof header[1] === 'string'),
  );
}

/** Each connection asks for the mix's pages in turn, each with its device's headers. */
function load(origin: string, requests: ServedRequest[], seconds: number, connections: number) {
  return autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: requests.map((request) => ({ method: 'GET', path: request.path, headers: HEADERS[request.device] })),
  });
}

export async function measureServing(nextOrigin: string, settings: { connections: number; durationSeconds: number; warmupSeconds: number }): Promise<ServingResult[]> {
  const requests = SERVING_MIXES.flatMap((mix) => mix.requests);
  const files = Object.fromEntries(requests.map((request) => [request.path, path.join(ROOT, '.next/server/app', request.file)]));
  for (const file of Object.values(files)) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: are en-US and de-DE prerendered in this build?`);
  }
  const plain = await startStatic(files, await headersOf(`${nextOrigin}${requests[0]?.path}`));
  const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const nginx = await startNginx(nginxDir, [Number(new URL(nextOrigin).port)], (line) => console.log(`bench: ${line}`));
  try {
    const rows: ServingResult[] = [];
    const servers: [name: 'static' | 'nginx' | 'next', origin: string][] = [['static', plain.origin], ['nginx', nginx.url], ['next', nextOrigin]];
    for (const mix of SERVING_MIXES) {
      const runs: Partial<Record<'static' | 'nginx' | 'next', LoadSummary>> = {};
      for (const [name, origin] of servers) {
        console.log(`bench: serving ${mix.route} (desktop and phone) from ${name}…`);
        await load(origin, mix.requests, settings.warmupSeconds, settings.connections);
        runs[name] = summarizeAutocannon(await load(origin, mix.requests, settings.durationSeconds, settings.connections));
      }
      const ratio = (run: LoadSummary | undefined) => (runs.static && run ? throughputRatio(run, runs.static) : null);
      rows.push({ route: mix.route, static: runs.static, nginx: runs.nginx, next: runs.next, ratio: ratio(runs.nginx), nextRatio: ratio(runs.next) });
    }
    return rows;
  } finally {
    await nginx.stop();
    fs.rmSync(nginxDir, { recursive: true, force: true });
    await plain.stop();
  }
}
