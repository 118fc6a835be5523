#!/usr/bin/env node
/**
 * Load benchmark of the subscribe server action on loopback (not a test: it prints
 * numbers and checks that nothing accepted is missing from the database).
 *
 *   npm run build && npm run bench:subscribe -- [--requests 2000] [--concurrency 32] [--backend]
 *
 * It starts `next start` on its own port with a fresh PGlite folder (and, with
 * --backend, a local /rest/V3 stand-in so that every submission is also forwarded),
 * then posts to the action exactly as the browser's script does: a POST to a page with
 * the `Next-Action` header naming the action, and the arguments `(previousState,
 * formData)` encoded as React encodes them (multipart: field `0` holds the argument
 * list, where "$K1" refers to the form fields sent with the prefix `_1_`). The action's
 * id is read from the build's server-reference manifest, so the benchmark runs the
 * very code path visitors use: origin check, rate limit (turned off here with
 * FORM_RATE_LIMIT=0, since every request comes from one address), zod check, the
 * database transaction and, with --backend, the forward.
 *
 * Afterwards it stops the server, opens the PGlite folder and checks that every
 * address the action answered "success" for is stored, exactly once.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = process.argv[index + 1];
  return value === undefined || value.startsWith('--') ? true : value;
}

const REQUESTS = Number(option('requests', 2000));
const CONCURRENCY = Number(option('concurrency', 32));
const WITH_BACKEND = option('backend', false) === true;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

function subscribeActionId() {
  const file = path.join(ROOT, '.next/server/server-reference-manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new Error(`No production build found (${file}): run \`npm run build\` first.`);
  }
  const entry = Object.entries(manifest.node ?? {}).find(([, value]) => value.exportedName === 'subscribeAction' && value.filename === 'lib/forms/actions.ts');
  if (!entry) throw new Error('subscribeAction is not in the build’s server-reference manifest.');
  return entry[0];
}

/** A /rest/V3 stand-in that accepts every newsletter sign-up and counts them. */
function startBackend(port) {
  const received = new Set();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/rest/V3/newsietter/save') received.add(JSON.parse(body).email);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"ok"}');
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ server, received })));
}

async function waitForServer(url, child) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' } });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within 90 s`);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const actionId = subscribeActionId();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'aurex-bench-'));
  const backend = WITH_BACKEND ? await startBackend(await freePort()) : null;
  const env = { ...process.env, DATA_DIR: dataDir, FORM_RATE_LIMIT: '0', NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  if (backend) env.BACKEND_URL = `http://127.0.0.1:${backend.server.address().port}`;
  else delete env.BACKEND_URL;

  console.log(`Starting next start on ${base} (data in ${dataDir}${backend ? `, forwarding to ${env.BACKEND_URL}` : ', no backend: the database is the inbox'})`);
  const child = spawn(path.join(ROOT, 'node_modules/.bin/next'), ['start', '-p', String(port)], { cwd: ROOT, env, stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'inherit'], detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stop);

  try {
    await waitForServer(`${base}/en-US/story`, child);
    const run = Date.now().toString(36);
    const submit = async (index) => {
      const email = `bench-${run}-${index}@example.com`;
      const form = new FormData();
      form.append('_1_locale', 'en-US');
      form.append('_1_form_started', '');
      form.append('_1_extra_notes', '');
      form.append('_1_email', email);
      form.append('0', JSON.stringify([{ status: 'idle' }, '$K1']));
      const started = performance.now();
      try {
        const response = await fetch(`${base}/en-US/story`, {
          method: 'POST',
          headers: { 'Next-Action': actionId, Origin: base, Accept: 'text/x-component', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench' },
          body: form,
        });
        const text = await response.text();
        const ok = response.ok && text.includes('"status":"success"');
        return { email, ok, ms: performance.now() - started, status: response.status, text: ok ? '' : text.slice(0, 200) };
      } catch (error) {
        return { email, ok: false, ms: performance.now() - started, status: 0, text: String(error) };
      }
    };

    // Warm the route (first request compiles nothing in production, but opens the database).
    await submit('warmup');

    const results = [];
    let next = 0;
    const startedAll = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const index = next;
          next += 1;
          results.push(await submit(index));
        }
      }),
    );
    const seconds = (performance.now() - startedAll) / 1000;
    const accepted = results.filter((result) => result.ok);
    const failed = results.filter((result) => !result.ok);
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);

    console.log(`\n${REQUESTS} subscriptions, ${CONCURRENCY} concurrent, in ${seconds.toFixed(2)} s`);
    console.log(`throughput  ${(results.length / seconds).toFixed(1)} requests/s`);
    console.log(`latency ms  p50 ${percentile(latencies, 50).toFixed(1)}  p90 ${percentile(latencies, 90).toFixed(1)}  p99 ${percentile(latencies, 99).toFixed(1)}  max ${latencies.at(-1).toFixed(1)}`);
    console.log(`accepted    ${accepted.length}   failed ${failed.length}`);
    if (failed.length > 0) console.log('first failure:', failed[0]);

    stop();
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));

    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(dataDir);
    // No table when the server never opened the database (nothing got that far).
    const { rows } = await db.query('select email, count(*)::int as n from subscriptions group by email').catch(() => ({ rows: [] }));
    await db.close();
    const stored = new Map(rows.map((row) => [row.email, row.n]));
    const missing = accepted.filter((result) => stored.get(result.email) !== 1);
    console.log(`in database ${rows.length} rows; every accepted address stored exactly once: ${missing.length === 0 ? 'yes' : `NO (${missing.length} missing)`}`);
    let forwardedOk = true;
    if (backend) {
      const notForwarded = accepted.filter((result) => !backend.received.has(result.email));
      forwardedOk = notForwarded.length === 0;
      console.log(`forwarded   ${backend.received.size}; every accepted address reached the backend: ${forwardedOk ? 'yes' : `NO (${notForwarded.length} not yet)`}`);
      backend.server.close();
    }
    process.exitCode = missing.length === 0 && forwardedOk ? 0 : 1;
  } finally {
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
