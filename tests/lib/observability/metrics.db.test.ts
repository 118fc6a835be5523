/** @jest-environment node */
import http from 'node:http';
import { outbox } from '@/lib/db/schema';
import { BackendHttpError, BackendNetworkError } from '@/lib/backend/errors';
import { processDue } from '@/lib/backend/outbox';
import { createBackendClient } from '@/lib/backend/client';
import { storeSubscription } from '@/lib/submissions/store';
import { IDLE } from '@/lib/forms/result';
import { signInToInbox } from '@/lib/admin/signIn';
import { withTestDatabase } from '@/tests/support/testDatabase';
import { serveDuringSuite } from '@/tests/support/loopbackServer';

/**
 * The counters move when the code they count runs, and the scrape reads the outbox's backlog
 * from the database: what Prometheus would see after a form post, a worker round or a sign-in.
 */
const database = withTestDatabase();
let requestHeaders = new Headers();

jest.mock('next/headers', () => ({ headers: async () => requestHeaders }));
jest.mock('@/lib/auth/session', () => ({ getCurrentUser: async () => null }));
jest.mock('@/lib/db/client', () => ({ ...jest.requireActual('@/lib/db/client'), getDatabase: async () => database() }));

// Imported after the mocks are in place.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { subscribeAction } = require('@/lib/submissions/actions') as typeof import('@/lib/submissions/actions');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { scrapeMetrics } = require('@/lib/health/metrics') as typeof import('@/lib/health/metrics');

jest.setTimeout(60_000);

const policy = { baseMs: 1_000, maxMs: 8_000 };

/** The value of one sample of the scrape (`name{labels}` exactly as printed), or undefined. */
async function sample(series: string, now?: Date): Promise<number | undefined> {
  const { body } = await scrapeMetrics(now);
  const line = body.split('\n').find((text) => text.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const backend = http.createServer((_, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"status":"ok"}');
});

let client = 0;
const backendOrigin = serveDuringSuite(backend);
afterAll(() => {
  delete process.env.BACKEND_URL;
  delete process.env.FORM_RATE_LIMIT;
});
beforeEach(async () => {
  delete process.env.BACKEND_URL;
  client += 1;
  requestHeaders = new Headers({ origin: 'https://www.aurex-smart.com', host: 'www.aurex-smart.com', 'x-forwarded-for': `192.0.2.${client}` });
});

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

describe('metrics of the outbox', () => {
  test('a stored submission is pending with its age; failed attempts count by reason; a delivery empties the backlog', async () => {
    const t0 = new Date();
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(await sample('aurex_outbox_pending_entries')).toBe(0);
    expect(await sample('aurex_outbox_oldest_pending_age_seconds')).toBe(0);

    const stored = await storeSubscription(database().db, 'ops@example.com', 'en-US', true);
    // The request that stored it did not get to forward it: its lease runs out, the worker tries.
    await database().db.update(outbox).set({ leaseToken: null, leaseUntil: null });
    const [row] = await database().db.select().from(outbox);
    expect(row!.id).toBe(stored.outbox!.row.id);
    expect(await sample('aurex_outbox_pending_entries', at(90_000))).toBe(1);
    expect(await sample('aurex_outbox_oldest_pending_age_seconds', new Date(row!.createdAt.getTime() + 90_000))).toBe(90);

    const failures = [new BackendNetworkError('/rest/V3/newsietter/save', new Error('ECONNREFUSED')), new BackendHttpError('/rest/V3/newsietter/save', 503, { message: 'maintenance' })];
    const deliver = jest.fn(async () => {
      const failure = failures.shift();
      if (failure) throw failure;
      return {};
    });
    await processDue(database().db, deliver, policy, { clock: () => at(1_000) });
    await processDue(database().db, deliver, policy, { clock: () => at(10_000) });
    expect(await sample('aurex_outbox_failures_total{kind="subscribe",reason="network"}')).toBe(1);
    expect(await sample('aurex_outbox_failures_total{kind="subscribe",reason="http_503"}')).toBe(1);
    expect(await sample('aurex_outbox_attempts_total{kind="subscribe",outcome="pending"}')).toBe(2);
    expect(await sample('aurex_outbox_pending_entries', at(20_000))).toBe(1);

    await processDue(database().db, deliver, policy, { clock: () => at(60_000) });
    expect(deliver).toHaveBeenCalledTimes(3);
    expect(await sample('aurex_outbox_attempts_total{kind="subscribe",outcome="delivered"}')).toBe(1);
    expect(await sample('aurex_outbox_pending_entries', at(60_000))).toBe(0);
    expect(await sample('aurex_outbox_oldest_pending_age_seconds', at(60_000))).toBe(0);
  });
});

describe('metrics of the forms', () => {
  test('submissions count by form and outcome; the backend exchange is timed', async () => {
    expect(await subscribeAction(IDLE, form({ email: 'a@example.com', locale: 'en-US' }))).toMatchObject({ status: 'success' });
    expect(await sample('aurex_form_submissions_total{kind="subscribe",outcome="stored"}')).toBe(1);

    process.env.BACKEND_URL = backendOrigin();
    expect(await subscribeAction(IDLE, form({ email: 'b@example.com', locale: 'en-US' }))).toMatchObject({ status: 'success' });
    expect(await sample('aurex_form_submissions_total{kind="subscribe",outcome="delivered"}')).toBe(1);
    expect(await sample('aurex_outbox_attempts_total{kind="subscribe",outcome="delivered"}')).toBeGreaterThanOrEqual(1);
    expect(await sample('aurex_backend_request_duration_seconds_count{method="POST",outcome="ok"}')).toBe(1);
  });

  test('refusals count: another origin, the rate limit', async () => {
    requestHeaders.set('origin', 'https://evil.example');
    expect(await subscribeAction(IDLE, form({ email: 'x@example.com', locale: 'en-US' }))).toMatchObject({ message: 'errors.crossSite' });
    expect(await sample('aurex_origin_refusals_total{where="form"}')).toBe(1);
    expect(await sample('aurex_form_submissions_total{kind="subscribe",outcome="refused"}')).toBe(1);

    requestHeaders.set('origin', 'https://www.aurex-smart.com');
    process.env.FORM_RATE_LIMIT = '1';
    await subscribeAction(IDLE, form({ email: 'y@example.com', locale: 'en-US' }));
    expect(await subscribeAction(IDLE, form({ email: 'z@example.com', locale: 'en-US' }))).toMatchObject({ message: 'errors.rateLimited' });
    delete process.env.FORM_RATE_LIMIT;
    expect(await sample('aurex_rate_limit_refusals_total{limit="form_subscribe"}')).toBe(1);
    expect(await sample('aurex_form_submissions_total{kind="subscribe",outcome="refused"}')).toBe(2);
  });
});

describe('metrics of the backend client and the inbox sign-in', () => {
  test('a timeout is timed as one', async () => {
    const stalled = createBackendClient({ baseUrl: 'http://backend.test', locale: 'en-US', timeoutMs: 20, fetch: (_, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted')))) });
    await expect(stalled.get('/rest/V3/x')).rejects.toThrow(/within 20 ms/);
    expect(await sample('aurex_backend_request_duration_seconds_count{method="GET",outcome="timeout"}')).toBe(1);
  });

  test('wrong inbox passwords count, and so do attempts while locked out', async () => {
    const env = { ADMIN_PASSWORD: 'correct horse battery staple', BETTER_AUTH_SECRET: 'x'.repeat(32), ADMIN_MAX_FAILURES: '2' } as unknown as NodeJS.ProcessEnv;
    for (let i = 0; i < 3; i += 1) await signInToInbox(database().db, '198.51.100.7', 'guess', env);
    expect(await sample('aurex_sign_in_failures_total{area="inbox",reason="wrong_password"}')).toBe(2);
    expect(await sample('aurex_sign_in_failures_total{area="inbox",reason="locked"}')).toBe(1);
  });
});
