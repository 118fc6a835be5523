/** @jest-environment node */
import { GET } from '@/app/api/metrics/route';

// No database: the route still answers, with the instance not ready and the outbox unknown.
jest.mock('@/lib/db/client', () => ({ ...jest.requireActual('@/lib/db/client'), getDatabase: async () => Promise.reject(new Error('no database')) }));

const TOKEN = 'a'.repeat(24) + 'metrics-token-for-the-test';

function scrape(authorization?: string): Promise<Response> {
  return GET(new Request('http://127.0.0.1:3001/api/metrics', { headers: authorization === undefined ? {} : { authorization } }));
}

afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

describe('GET /api/metrics', () => {
  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['too short to be used', 'short-token'],
  ])('is off, a 404 like any unknown /api path, while METRICS_TOKEN is %s', async (_, value) => {
    if (value !== undefined) process.env.METRICS_TOKEN = value;
    const response = await scrape(`Bearer ${value ?? ''}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ error: 'not found' });
  });

  it.each([
    ['no Authorization header', undefined],
    ['an empty bearer token', 'Bearer '],
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['the token with more after it', `Bearer ${TOKEN}x`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, 10)}`],
    ['the token as Basic credentials', `Basic ${TOKEN}`],
  ])('answers 401 with a Bearer challenge for %s', async (_, authorization) => {
    process.env.METRICS_TOKEN = TOKEN;
    const response = await scrape(authorization);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer\b/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).not.toContain('aurex_');
  });

  it('answers Prometheus text with the right token', async () => {
    process.env.METRICS_TOKEN = `  ${TOKEN}\n`;
    const response = await scrape(`bearer  ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    for (const name of [
      'aurex_form_submissions_total',
      'aurex_outbox_attempts_total',
      'aurex_outbox_failures_total',
      'aurex_outbox_pending_entries',
      'aurex_outbox_oldest_pending_age_seconds',
      'aurex_backend_request_duration_seconds',
      'aurex_rate_limit_refusals_total',
      'aurex_origin_refusals_total',
      'aurex_sign_in_failures_total',
      'aurex_ready',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
    }
    // The database does not answer: not ready, and the outbox's backlog unknown rather than 0.
    expect(text).toMatch(/^aurex_ready 0$/m);
    expect(text).toMatch(/^aurex_outbox_pending_entries nan$/im);
  });
});
