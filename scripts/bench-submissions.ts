/**
 * Submissions benchmark through the production topology (not a test: it prints numbers and
 * checks that nothing accepted was lost or sent twice):
 *
 *   npm run build && npm run bench:submissions -- [--submissions 1000] [--concurrency 50] [--no-kill]
 *
 * Starts PostgreSQL, two instances and nginx (deploy/topology.ts) and a /rest/V3 stand-in
 * that records every request by its Idempotency-Key; posts the three forms' server actions
 * through nginx as the browser's script does (subscriptions, partner applications, and
 * feedback with a picture from signed-in accounts) from `concurrency` clients at once;
 * halfway, kills one instance with SIGKILL and starts it again. Then it waits for the
 * outbox to drain and checks every submission the site answered "success" for: stored
 * once, and received by the backend under exactly one idempotency key.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import sharp from 'sharp';
import { startTopology, freePort } from '../deploy/topology';
import { actionBody, actionResult, serverActionId } from '../e2e/serverActions';
import { percentile } from './bench/percentile';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
}

const SUBMISSIONS = option('submissions', 1000);
const CONCURRENCY = option('concurrency', 50);
const KILL = !process.argv.includes('--no-kill');
const ACCOUNTS = 25;
const KINDS = ['subscribe', 'merchant', 'feedback'] as const;
type Kind = (typeof KINDS)[number];

/** The /rest/V3 stand-in: answers every submission, counts each idempotency key and each submission it names. */
async function startBackend() {
  const byKey = new Map<string, number>();
  const keysOf = new Map<string, Set<string>>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const key = String(req.headers['idempotency-key'] ?? '');
      const marker = /bench-[\w-]+/.exec(Buffer.concat(chunks).toString('latin1'))?.[0];
      if (key && marker) {
        byKey.set(key, (byKey.get(key) ?? 0) + 1);
        keysOf.set(marker, (keysOf.get(marker) ?? new Set()).add(key));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"status":"ok"}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, byKey, keysOf, close: () => new Promise((resolve) => server.close(resolve)) };
}

interface Outcome {
  kind: Kind;
  marker: string;
  accepted: boolean;
  status: number;
  ms: number;
}

async function main() {
  const actions = { subscribe: serverActionId('subscribeAction'), merchant: serverActionId('merchantAction'), feedback: serverActionId('feedbackAction') };
  const backend = await startBackend();
  const topology = await startTopology({
    env: {
      BACKEND_URL: backend.url,
      BACKEND_TIMEOUT_MS: '5000',
      OUTBOX_RETRY_BASE_MS: '1000',
      OUTBOX_POLL_MS: '500',
      FORM_RATE_LIMIT: '0',
      AUTH_SIGN_UP_PER_MINUTE: '100000',
      AUTH_INSECURE_COOKIES: '1',
    },
  });
  const site = topology.url;
  const run = Date.now().toString(36);
  const picture = new File([new Uint8Array(await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0b5cad' } }).png().toBuffer())], 'switch.png', { type: 'image/png' });
  try {
    // Signed-in accounts for the feedback form (it asks visitors to register first).
    const cookies: string[] = [];
    for (let i = 0; i < ACCOUNTS; i += 1) {
      const response = await fetch(`${site}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: site },
        body: JSON.stringify({ name: `Bench ${i}`, email: `bench-${run}-account-${i}@example.com`, password: 'Bench password 1' }),
      });
      if (!response.ok) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
      cookies.push(response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; '));
    }

    const submit = async (index: number): Promise<Outcome> => {
      const kind = KINDS[index % KINDS.length]!;
      const marker = `bench-${run}-${kind}-${index}`;
      const fields: Record<Kind, Record<string, string | File[]>> = {
        subscribe: { email: `${marker}@example.com`, locale: 'en-US' },
        merchant: {
          company: marker, contactName: 'Omar Haddad', email: `omar-${index}@example.com`, dialCode: '+971', phone: '50 123 4567',
          country: 'United Arab Emirates', businessType: 'distributor', website: '', message: 'Distribution across the UAE and Oman.', consent: 'on', locale: 'ar-SA',
        },
        feedback: {
          email: `fb-${index}@example.com`, subject: marker, purchasingChannel: 'installer', orderNumber: '', productNumber: 'AX-D1', productName: 'Dimmer',
          description: 'The dimmer hums at 30 % brightness.', locale: 'de-DE', attachments: index % 2 ? [picture] : [],
        },
      };
      const page = kind === 'merchant' ? '/ar-SA/contact' : kind === 'feedback' ? '/de-DE/support/feedback' : '/story';
      const started = performance.now();
      try {
        const response = await fetch(`${site}${page}`, {
          method: 'POST',
          headers: { 'next-action': actions[kind], accept: 'text/x-component', origin: site, ...(kind === 'feedback' ? { cookie: cookies[index % ACCOUNTS]! } : {}) },
          body: actionBody(fields[kind]),
        });
        const result = actionResult(await response.text());
        return { kind, marker, accepted: response.ok && result.status === 'success', status: response.status, ms: performance.now() - started };
      } catch {
        return { kind, marker, accepted: false, status: 0, ms: performance.now() - started };
      }
    };

    const outcomes: Outcome[] = [];
    let next = 0;
    let killed: Promise<void> | null = null;
    const startedAll = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < SUBMISSIONS) {
          const index = next;
          next += 1;
          if (KILL && index === Math.floor(SUBMISSIONS / 2) && !killed) {
            const victim = topology.instances[0]!;
            killed = victim.kill('SIGKILL').then(() => victim.start());
          }
          outcomes.push(await submit(index));
        }
      }),
    );
    const seconds = (performance.now() - startedAll) / 1000;
    await killed;

    // Wait for the outbox to drain: entries the killed instance held wait for their lease.
    const db = new Client({ connectionString: topology.databaseUrl });
    await db.connect();
    const deadline = Date.now() + 180_000;
    let pending = Infinity;
    while (Date.now() < deadline) {
      pending = (await db.query<{ n: number }>("select count(*)::int as n from outbox where state = 'pending'")).rows[0]!.n;
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const stored = new Map<string, number>();
    const count = async (query: string) => {
      for (const row of (await db.query<{ marker: string; n: number }>(query)).rows) stored.set(row.marker, row.n);
    };
    await count("select split_part(email, '@', 1) as marker, count(*)::int as n from subscriptions group by 1");
    await count('select company as marker, count(*)::int as n from merchant_applications group by 1');
    await count('select subject as marker, count(*)::int as n from feedback group by 1');
    await db.end();

    const latencies = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
    const rows = KINDS.map((kind) => {
      const mine = outcomes.filter((outcome) => outcome.kind === kind);
      const accepted = mine.filter((outcome) => outcome.accepted);
      const keys = (marker: string) => backend.keysOf.get(marker) ?? new Set<string>();
      return {
        kind,
        sent: mine.length,
        accepted: accepted.length,
        refused: mine.length - accepted.length,
        storedOnce: accepted.filter((outcome) => stored.get(outcome.marker) === 1).length,
        delivered: accepted.filter((outcome) => keys(outcome.marker).size === 1).length,
        lost: accepted.filter((outcome) => keys(outcome.marker).size === 0).length,
        duplicates: mine.filter((outcome) => keys(outcome.marker).size > 1).length,
        resent: mine.reduce((sum, outcome) => sum + [...keys(outcome.marker)].reduce((total, key) => total + (backend.byKey.get(key) ?? 1) - 1, 0), 0),
      };
    });
    const total = (field: keyof (typeof rows)[number]) => rows.reduce((sum, row) => sum + Number(row[field]), 0);

    console.log(`\n${SUBMISSIONS} submissions through nginx, ${CONCURRENCY} concurrent clients, two instances on one PostgreSQL${KILL ? '; instance 1 killed (SIGKILL) at the halfway mark and started again' : ''}`);
    console.log(`throughput ${(outcomes.length / seconds).toFixed(1)} submissions/s over ${seconds.toFixed(1)} s; latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`);
    console.log(`outbox pending after the run: ${pending}\n`);
    console.log('| kind | sent | accepted | refused | accepted, stored once | delivered under one key | lost | duplicates | re-sent with the same key |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(`| ${row.kind} | ${row.sent} | ${row.accepted} | ${row.refused} | ${row.storedOnce} | ${row.delivered} | ${row.lost} | ${row.duplicates} | ${row.resent} |`);
    console.log(`| all | ${total('sent')} | ${total('accepted')} | ${total('refused')} | ${total('storedOnce')} | ${total('delivered')} | ${total('lost')} | ${total('duplicates')} | ${total('resent')} |`);
    const refusals = outcomes.filter((outcome) => !outcome.accepted);
    if (refusals.length > 0) console.log(`\nrefused: ${refusals.length} (HTTP ${[...new Set(refusals.map((outcome) => outcome.status))].join(', ')}): posts cut off by the kill; not accepted, so the visitor saw an error and kept the form`);
    const good = total('lost') === 0 && total('duplicates') === 0 && total('storedOnce') === total('accepted') && total('delivered') === total('accepted');
    console.log(`\n${good ? 'Every accepted submission was stored once and reached the backend exactly once (by its idempotency key).' : 'FAILED: see the table.'}`);
    process.exitCode = good ? 0 : 1;
  } finally {
    await topology.stop();
    await backend.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
