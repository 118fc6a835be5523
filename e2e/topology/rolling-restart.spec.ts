import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { Pool } from 'pg';
import { actionBody, actionResult, serverActionId } from '../serverActions';
import { fakeBackendAt } from '../fake-backend';
import { send } from './send';
import { TOPOLOGY_BACKEND_URL, TOPOLOGY_CONTROL_URL, TOPOLOGY_URL } from './config';

/**
 * A deploy as an operator runs it: deploy/rolling-restart.sh restarts both instances one
 * after the other (SIGTERM, start, ready) while visitors keep loading pages and sending a
 * form through nginx. Nothing may fail, and every submission must be stored and forwarded
 * exactly once.
 */
const backend = fakeBackendAt(TOPOLOGY_BACKEND_URL);
const run = Date.now().toString(36);
/** Pages rendered per request (never from nginx's cache) and cached ones, as a visitor mixes them. */
const PAGES = ['/where-to-buy', '/search?q=dimmer', '/products?standard=eu&gangs=2', '/de-DE/where-to-buy', '/', '/de-DE/story', '/panel/1', '/ja-JP/contact'];

/** One loopback address per request, so that no client limit of nginx or the site counts them together. */
let clients = 0;
const nextClient = () => {
  clients += 1;
  return `127.0.${2 + Math.floor(clients / 250)}.${1 + (clients % 250)}`;
};

test('a rolling restart under page and form load: no failed request, no lost or doubled submission', async () => {
  test.setTimeout(240_000);
  const ports = (process.env.TOPOLOGY_INSTANCE_PORTS ?? '').split(',');
  expect(ports).toHaveLength(2);
  const subscribe = serverActionId('subscribeAction');
  let loading = true;
  const pages = { sent: 0, failed: [] as string[] };
  const forms = { sent: 0, failed: [] as string[], emails: [] as string[] };

  const loadPages = async () => {
    for (let i = 0; loading; i += 1) {
      const path = PAGES[i % PAGES.length]!;
      const answer = await send(nextClient(), 'GET', path).catch((error: unknown) => ({ status: 0, body: String(error) }));
      pages.sent += 1;
      if (answer.status !== 200) pages.failed.push(`${path}: ${answer.status}`);
    }
  };
  const sendForms = async () => {
    for (let i = 0; loading; i += 1) {
      const email = `rolling-${run}-${i}@example.com`;
      const body = new Response(actionBody({ email, locale: 'en-US' }));
      const headers = { 'next-action': subscribe, accept: 'text/x-component', origin: TOPOLOGY_URL, 'content-type': body.headers.get('content-type')! };
      const answer = await send(nextClient(), 'POST', '/story', headers, await body.text()).catch((error: unknown) => ({ status: 0, body: String(error) }));
      forms.sent += 1;
      forms.emails.push(email);
      const result = actionResult(answer.body);
      if (answer.status !== 200 || (result.message ?? result.status) !== 'subscribe.success') forms.failed.push(`${email}: ${answer.status} ${result.message ?? result.status ?? answer.body.slice(0, 80)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const load = [loadPages(), loadPages(), sendForms()];
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const started = Date.now();
  const restart = await promisify(execFile)('bash', ['deploy/rolling-restart.sh', ...ports], {
    env: { ...process.env, AUREX_RESTART: `curl -fsS -X POST '${TOPOLOGY_CONTROL_URL}/restart?port={port}'` },
  });
  const restartSeconds = (Date.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  loading = false;
  await Promise.all(load);

  // Stored once each, in the database both instances share.
  const pool = new Pool({ connectionString: process.env.TOPOLOGY_DATABASE_URL });
  try {
    const { rows } = await pool.query<{ email: string; copies: number }>("select email, count(*)::int as copies from subscriptions where email like $1 group by email", [`rolling-${run}-%`]);
    const stored = new Map(rows.map((row) => [row.email, row.copies]));
    // Forwarded once each: every address reaches the backend, under one idempotency key.
    const forwardedNow = async () => (await backend.received()).filter((request) => request.method === 'POST' && request.body.includes(`rolling-${run}-`));
    await expect.poll(async () => new Set((await forwardedNow()).map((request) => (JSON.parse(request.body) as { email: string }).email)).size, { timeout: 30_000 }).toBe(forms.sent);
    const forwarded = await forwardedNow();
    const keysPerEmail = new Map<string, Set<unknown>>();
    for (const request of forwarded) {
      const { email } = JSON.parse(request.body) as { email: string };
      keysPerEmail.set(email, (keysPerEmail.get(email) ?? new Set()).add(request.headers['idempotency-key']));
    }
    console.log(
      `rolling restart of ${ports.length} instances in ${restartSeconds.toFixed(1)} s: ${pages.sent} page requests, ${pages.failed.length} failed; ` +
        `${forms.sent} submissions, ${forms.failed.length} failed, ${stored.size} stored, ${[...stored.values()].filter((copies) => copies > 1).length} stored twice, ` +
        `${keysPerEmail.size} forwarded, ${forwarded.length - keysPerEmail.size} repeated deliveries, ${[...keysPerEmail.values()].filter((keys) => keys.size > 1).length} under two keys`,
    );
    expect(restart.stdout).toContain(`127.0.0.1:${ports[1]} is ready`);
    expect(pages.sent).toBeGreaterThan(100);
    expect(pages.failed).toEqual([]);
    expect(forms.sent).toBeGreaterThan(20);
    expect(forms.failed).toEqual([]);
    expect(forms.emails.filter((email) => stored.get(email) !== 1)).toEqual([]);
    expect([...keysPerEmail.values()].filter((keys) => keys.size !== 1)).toEqual([]);
  } finally {
    await pool.end();
  }
});
