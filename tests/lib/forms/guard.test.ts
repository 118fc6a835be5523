import { checkSubmission } from '@/lib/forms/guard';
import { isSameOrigin } from '@/lib/security/sameOrigin';
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
});

describe('checkSubmission', () => {
  const now = 1_800_000_000_000;
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };

  test('lets a normal submission through', () => {
    expect(checkSubmission(form({ [STARTED_FIELD]: String(now - 10_000) }), headers({ ...sameSite, 'x-forwarded-for': '192.0.2.1' }), now)).toBeNull();
  });
  test('refuses cross-site posts, a filled honeypot and a form sent too fast', () => {
    expect(checkSubmission(form({}), headers({ ...sameSite, origin: 'https://evil.example' }), now)).toBe('crossSite');
    expect(checkSubmission(form({ [HONEYPOT_FIELD]: 'buy now' }), headers(sameSite), now)).toBe('spam');
    expect(checkSubmission(form({ [STARTED_FIELD]: String(now - 300) }), headers(sameSite), now)).toBe('tooFast');
  });
  test('without JavaScript (no start time) the timing check is skipped', () => {
    expect(checkSubmission(form({ [STARTED_FIELD]: '' }), headers({ ...sameSite, 'x-forwarded-for': '192.0.2.2' }), now)).toBeNull();
  });
});
