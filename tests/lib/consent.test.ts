import {
  ACCEPT_ALL,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_POLICY_VERSION,
  CONSENT_STORAGE_KEY,
  REJECT_ALL,
  clearConsent,
  consentCookieHeader,
  createConsent,
  loadConsent,
  parseConsent,
  readCookie,
  serializeConsent,
  storeConsent,
  type ConsentPlace,
} from '@/lib/consent';

const NOW = new Date('2026-11-23T10:00:00.000Z');

/** An in-memory localStorage and cookie jar, as the browser keeps them. */
function fakePlace(initial: { stored?: string; cookie?: string } = {}) {
  const items = new Map<string, string>();
  if (initial.stored !== undefined) items.set(CONSENT_STORAGE_KEY, initial.stored);
  const cookies = new Map<string, string>();
  if (initial.cookie !== undefined) cookies.set(CONSENT_COOKIE, initial.cookie);
  const written: string[] = [];
  const place: ConsentPlace = {
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
    getCookies: () => [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; '),
    setCookie: (header) => {
      written.push(header);
      const [pair] = header.split(';');
      const [name, value] = pair!.split('=');
      if (/Max-Age=0\b/.test(header)) cookies.delete(name!);
      else cookies.set(name!, decodeURIComponent(value!));
    },
    secure: false,
  };
  return { place, items, cookies, written };
}

describe('parseConsent', () => {
  it('reads a stored choice of the current policy', () => {
    const consent = createConsent({ analytics: true, marketing: false }, NOW);
    expect(parseConsent(serializeConsent(consent), NOW)).toEqual({ status: 'valid', consent });
    expect(consent).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      version: CONSENT_POLICY_VERSION,
      date: '2026-11-23T10:00:00.000Z',
    });
  });

  it('tells absent from corrupt', () => {
    expect(parseConsent(null).status).toBe('absent');
    expect(parseConsent('').status).toBe('absent');
    expect(parseConsent('{not json').status).toBe('invalid');
    expect(parseConsent('true').status).toBe('invalid');
    expect(parseConsent('null').status).toBe('invalid');
  });

  it('rejects values of an unknown shape', () => {
    const good = createConsent(ACCEPT_ALL, NOW);
    const variants: unknown[] = [
      { ...good, necessary: false },
      { ...good, analytics: 'yes' },
      { ...good, marketing: undefined },
      { ...good, date: 'yesterday' },
      { ...good, version: '1' },
      { ...good, version: 0 },
      { ...good, version: 1.5 },
      { ...good, date: '2026-02-30T25:00:00Z' },
      { ...good, date: '2026-01-01T10:00:00+02:00' },
      { ...good, extra: true },
      [good],
      { necessary: true, analytics: true, marketing: true },
    ];
    for (const value of variants) expect(parseConsent(JSON.stringify(value), NOW).status).toBe('invalid');
  });

  it('asks again for an older policy version or a choice older than its lifetime', () => {
    const otherVersion = { ...createConsent(ACCEPT_ALL, NOW), version: CONSENT_POLICY_VERSION + 1 };
    expect(parseConsent(JSON.stringify(otherVersion), NOW).status).toBe('outdated');
    const expired = createConsent(ACCEPT_ALL, new Date(NOW.getTime() - (CONSENT_MAX_AGE_SECONDS + 60) * 1000));
    expect(parseConsent(serializeConsent(expired), NOW).status).toBe('outdated');
  });
});

describe('cookie mirror', () => {
  it('writes the choice to a site-wide cookie for a year, and removes it', () => {
    const consent = createConsent(REJECT_ALL, NOW);
    const header = consentCookieHeader(consent, true);
    expect(header).toMatch(new RegExp(`^${CONSENT_COOKIE}=`));
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${CONSENT_MAX_AGE_SECONDS}`);
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Secure');
    expect(readCookie(header.split(';')[0]!, CONSENT_COOKIE)).toBe(serializeConsent(consent));
    expect(consentCookieHeader(null, false)).toMatch(/^consent=; Path=\/; Max-Age=0; SameSite=Lax$/);
  });

  it('reads one cookie among others', () => {
    expect(readCookie('a=1; consent=%7B%7D; locale=de-DE', 'consent')).toBe('{}');
    expect(readCookie('a=1', 'consent')).toBeUndefined();
    expect(readCookie('consent=%E0%A4%A', 'consent')).toBeUndefined();
  });
});

describe('loadConsent and storeConsent', () => {
  it('stores in localStorage and the cookie, and reads it back', () => {
    const { place, items, cookies } = fakePlace();
    const stored = storeConsent(place, ACCEPT_ALL, NOW);
    expect(JSON.parse(items.get(CONSENT_STORAGE_KEY)!)).toEqual(stored);
    expect(JSON.parse(cookies.get(CONSENT_COOKIE)!)).toEqual(stored);
    expect(loadConsent(place, NOW)).toEqual(stored);
  });

  it('has no choice on a first visit and writes nothing', () => {
    const { place, written } = fakePlace();
    expect(loadConsent(place, NOW)).toBeNull();
    expect(written).toEqual([]);
  });

  it('removes a corrupt stored value from both places', () => {
    const good = serializeConsent(createConsent(ACCEPT_ALL, NOW));
    const { place, items, cookies } = fakePlace({ stored: '{"necessary":true,', cookie: good });
    expect(loadConsent(place, NOW)).toBeNull();
    expect(items.has(CONSENT_STORAGE_KEY)).toBe(false);
    expect(cookies.has(CONSENT_COOKIE)).toBe(false);
  });

  it('removes a value of an unknown shape or an older policy', () => {
    const unknown = fakePlace({ stored: JSON.stringify({ analytics: 1 }) });
    expect(loadConsent(unknown.place, NOW)).toBeNull();
    expect(unknown.items.size).toBe(0);
    const outdated = fakePlace({ stored: JSON.stringify({ ...createConsent(ACCEPT_ALL, NOW), version: CONSENT_POLICY_VERSION + 1 }) });
    expect(loadConsent(outdated.place, NOW)).toBeNull();
    expect(outdated.items.size).toBe(0);
  });

  it('restores localStorage from the cookie, and the cookie from localStorage', () => {
    const consent = createConsent(REJECT_ALL, NOW);
    const fromCookie = fakePlace({ cookie: serializeConsent(consent) });
    expect(loadConsent(fromCookie.place, NOW)).toEqual(consent);
    expect(fromCookie.items.get(CONSENT_STORAGE_KEY)).toBe(serializeConsent(consent));

    const fromStorage = fakePlace({ stored: serializeConsent(consent), cookie: 'garbage' });
    expect(loadConsent(fromStorage.place, NOW)).toEqual(consent);
    expect(fromStorage.cookies.get(CONSENT_COOKIE)).toBe(serializeConsent(consent));
  });

  it('leaves a cookie that already matches alone', () => {
    const value = serializeConsent(createConsent(ACCEPT_ALL, NOW));
    const { place, written } = fakePlace({ stored: value, cookie: value });
    expect(loadConsent(place, NOW)).not.toBeNull();
    expect(written).toEqual([]);
  });

  it('works with storage disabled, on the cookie alone', () => {
    const { place, cookies } = fakePlace();
    const noStorage: ConsentPlace = { ...place, storage: null };
    const stored = storeConsent(noStorage, ACCEPT_ALL, NOW);
    expect(cookies.has(CONSENT_COOKIE)).toBe(true);
    expect(loadConsent(noStorage, NOW)).toEqual(stored);
    clearConsent(noStorage);
    expect(loadConsent(noStorage, NOW)).toBeNull();
  });
});
