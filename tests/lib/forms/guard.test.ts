import { guardSubmission, isSameOrigin, clientKey } from '@/lib/forms/guard';
import { createRateLimiter } from '@/lib/forms/rateLimit';
import { HONEYPOT_FIELD, STARTED_FIELD } from '@/lib/forms/fields';

const headers = (values: Record<string, string>) => new Headers(values);
const sameSite = { origin: 'https://www.aurex-smart.com', host: 'www.aurex-smart.com', 'x-forwarded-for': '203.0.113.7' };

describe('same-origin check', () => {
  test('accepts a matching Origin and Host', () => {
    expect(isSameOrigin(headers(sameSite))).toBe(true);
  });
  test('refuses another origin, a missing Origin and a malformed one', () => {
    expect(isSameOrigin(headers({ ...sameSite, origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOrigin(headers({ host: 'www.aurex-smart.com' }))).toBe(false);
    expect(isSameOrigin(headers({ ...sameSite, origin: 'null' }))).toBe(false);
  });
  test('uses the forwarded host behind a proxy', () => {
    expect(isSameOrigin(headers({ origin: 'https://www.aurex-smart.com', host: '127.0.0.1:3000', 'x-forwarded-host': 'www.aurex-smart.com' }))).toBe(true);
  });
  test('counts clients by the first forwarded address', () => {
    expect(clientKey(headers({ 'x-forwarded-for': '198.51.100.1, 10.0.0.1' }))).toBe('198.51.100.1');
  });
});

describe('guardSubmission', () => {
  const now = 1_800_000_000_000;
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };

  test('lets a normal submission through', () => {
    expect(guardSubmission(form({ [STARTED_FIELD]: String(now - 10_000) }), headers({ ...sameSite, 'x-forwarded-for': '192.0.2.1' }), 'unit', now)).toBeNull();
  });
  test('refuses cross-site posts, a filled honeypot and a form sent too fast', () => {
    expect(guardSubmission(form({}), headers({ ...sameSite, origin: 'https://evil.example' }), 'unit', now)).toBe('crossSite');
    expect(guardSubmission(form({ [HONEYPOT_FIELD]: 'buy now' }), headers(sameSite), 'unit', now)).toBe('spam');
    expect(guardSubmission(form({ [STARTED_FIELD]: String(now - 300) }), headers(sameSite), 'unit', now)).toBe('tooFast');
  });
  test('without JavaScript (no start time) the timing check is skipped', () => {
    expect(guardSubmission(form({ [STARTED_FIELD]: '' }), headers({ ...sameSite, 'x-forwarded-for': '192.0.2.2' }), 'unit', now)).toBeNull();
  });
});

describe('rate limiter', () => {
  test('allows the limit per window, then refuses until the window ends', () => {
    const allow = createRateLimiter(3, 60_000);
    expect([0, 1, 2, 3].map((i) => allow('a', 1000 + i))).toEqual([true, true, true, false]);
    expect(allow('b', 1004)).toBe(true);
    expect(allow('a', 61_000)).toBe(true);
  });
  test('a limit of 0 turns it off', () => {
    const allow = createRateLimiter(0, 60_000);
    expect(Array.from({ length: 50 }, () => allow('a'))).not.toContain(false);
  });
});
