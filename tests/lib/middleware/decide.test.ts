import fc from 'fast-check';
import { decide, type Decision, type RequestFacts } from '@/lib/middleware/decide';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36';

function get(url: string, extra: Partial<RequestFacts> = {}): Decision {
  const [pathname, search = ''] = url.split('?');
  return decide({ method: 'GET', pathname: pathname!, search, userAgent: DESKTOP, ...extra });
}

function location(decision: Decision): string | undefined {
  return decision.kind === 'redirect' ? decision.location : undefined;
}

describe('decide: the redirect table', () => {
  it.each([
    // [url, request facts, expected location or null for "serve"]
    ['/', {}, null],
    ['/panel/1', {}, null],
    ['/de-DE/panel/1', {}, null],
    ['/m/panel/1', {}, '/panel/1'],
    ['/panel/1?x=1', { userAgent: IPHONE }, '/m/panel/1?x=1'],
    ['/de-DE/panel/1', { userAgent: IPHONE }, '/de-DE/m/panel/1'],
    ['/de-DE/m/panel/1', {}, '/de-DE/panel/1'],
    ['/panel/1', { mobileHint: '?1' }, '/m/panel/1'],
    ['/panel/1', { viewportCookie: '390' }, '/m/panel/1'],
    ['/m/panel/1', { viewportCookie: '1280' }, '/panel/1'],
    ['/m/panel/1', { userAgent: IPHONE }, null],
    ['/panel/1', { acceptLanguage: 'de-DE,de;q=0.9' }, '/de-DE/panel/1'],
    ['/panel/1', { localeCookie: 'ja-JP', acceptLanguage: 'de' }, '/ja-JP/panel/1'],
    ['/panel/1', { localeCookie: 'en-US', acceptLanguage: 'de' }, null],
    ['/', { userAgent: IPHONE, acceptLanguage: 'ar' }, '/ar-SA/m'],
    ['/en-US/panel/1', {}, '/panel/1'],
    ['/de-de/panel/1', {}, '/de-DE/panel/1'],
    ['/panel/1/', {}, '/panel/1'],
    ['/nope', {}, '/404'],
    ['/panel/9', {}, '/404'],
    ['/fr-FR/unknown/page', {}, '/fr-FR/404'],
    ['/fr-FR/m/unknown', { userAgent: IPHONE }, '/fr-FR/404'],
    ['/404', {}, null],
    ['/404', { userAgent: IPHONE }, null],
    ['/m/404', { userAgent: IPHONE }, '/404'],
    ['/m/panel?activePanel=2', { userAgent: IPHONE }, '/m/panel/2'],
    ['/m/panel?activePanel=7', { userAgent: IPHONE }, '/m/panel/0'],
    ['/m/function', { userAgent: IPHONE }, '/m/function/electronic_types'],
    ['/de-DE/m/function', { userAgent: IPHONE }, '/de-DE/m/function/electronic_types'],
    ['/search?q=usb', { userAgent: IPHONE }, '/m/catalogsearch/result?val=usb'],
    ['/m/catalogsearch/result?val=usb', {}, '/search?q=usb'],
    ['//evil.example', {}, '/404'],
    ['/%2F%2Fevil.example', {}, '/404'],
    ['/%5Cevil.example', {}, '/404'],
    ['/\\evil.example', {}, '/404'],
    ['/panel/../../etc/passwd', {}, '/404'],
  ] as const)('%s %j -> %s', (url, extra, expected) => {
    const decision = get(url, extra as Partial<RequestFacts>);
    expect(location(decision) ?? null).toBe(expected);
  });

  it('answers /404 with the not-found page', () => {
    expect(get('/404')).toEqual({ kind: 'serve', locale: 'en-US', shell: 'desktop', page: '/404', notFound: true });
    expect(get('/de-DE/404')).toEqual({ kind: 'serve', locale: 'de-DE', shell: 'desktop', page: '/404', notFound: true });
  });

  it('serves an unprefixed URL as the English page of its shell', () => {
    expect(get('/panel/1')).toEqual({ kind: 'serve', locale: 'en-US', shell: 'desktop', page: '/panel/1', notFound: false });
    expect(get('/')).toEqual({ kind: 'serve', locale: 'en-US', shell: 'desktop', page: '/', notFound: false });
    expect(get('/m/panel/1', { userAgent: IPHONE })).toEqual({ kind: 'serve', locale: 'en-US', shell: 'mobile', page: '/panel/1', notFound: false });
  });

  it('never sends a form post to another language or shell (server actions post to the page)', () => {
    const decision = decide({ method: 'POST', pathname: '/contact', search: '', userAgent: IPHONE, acceptLanguage: 'de' });
    expect(decision).toEqual({ kind: 'serve', locale: 'en-US', shell: 'desktop', page: '/contact', notFound: false });
  });

  it('sends a post to a path spelled otherwise to the same page, keeping the method (308)', () => {
    const post = (pathname: string, search = '') => decide({ method: 'POST', pathname, search, userAgent: DESKTOP });
    expect(post('/de-de/contact', 'x=1')).toEqual({ kind: 'redirect', location: '/de-DE/contact?x=1', status: 308 });
    expect(post('/contact/')).toEqual({ kind: 'redirect', location: '/contact', status: 308 });
    expect(post('/en-US/contact')).toEqual({ kind: 'redirect', location: '/contact', status: 308 });
  });
});

const userAgents = fc.constantFrom(IPHONE, DESKTOP, '', 'curl/8.0', 'Mozilla/5.0 (Linux; Android 14) Mobile');
const cookies = fc.oneof(fc.constant(undefined), fc.string(), fc.constantFrom('de-DE', 'ar-SA', 'en-US', '390', '1280', '%ff'));
const segments = fc.constantFrom('', 'm', 'de-DE', 'en-US', 'AR-sa', 'panel', '0', '1', '9', 'function', 'electronic_types', 'products', 'dimmer-switch', 'search', 'catalogsearch', 'result', '404', '..', '.', '%2F', '\\', 'evil.example', '%00');
const paths = fc.oneof(
  fc.array(segments, { maxLength: 5 }).map((parts) => `/${parts.join('/')}`),
  fc.string().map((text) => `/${text}`),
  fc.webPath(),
);
const facts = fc.record({
  method: fc.constantFrom('GET', 'HEAD'),
  pathname: paths,
  search: fc.oneof(fc.constant(''), fc.string(), fc.constantFrom('q=usb', 'val=x', 'activePanel=1')),
  userAgent: userAgents,
  mobileHint: fc.constantFrom(undefined, '?1', '?0', 'garbage'),
  acceptLanguage: fc.oneof(fc.constant(undefined), fc.string(), fc.constantFrom('de', 'ar-SA,en;q=0.5', '*')),
  localeCookie: cookies,
  viewportCookie: cookies,
});

/** Whether a redirect stays on this host, as a browser resolves its Location. */
function staysOnHost(decision: Decision): boolean {
  if (decision.kind === 'serve') return decision.page.startsWith('/') && !decision.page.startsWith('//');
  const target = new URL(decision.location, 'https://site.example');
  return (
    decision.location.startsWith('/') &&
    !decision.location.startsWith('//') &&
    !decision.location.startsWith('/\\') &&
    target.origin === 'https://site.example' &&
    !/[\u0000-\u001f]/.test(target.href)
  );
}

/**
 * Follows redirects as a browser would (307/308 keep the method; same headers and cookies):
 * "serve" within two of them.
 */
function servesWithinTwoRedirects(request: RequestFacts): boolean {
  let current = request;
  for (let step = 0; step < 3; step += 1) {
    const decision = decide(current);
    if (decision.kind !== 'redirect') return true;
    const next = new URL(decision.location, 'https://site.example');
    current = { ...current, pathname: next.pathname, search: next.search.replace(/^\?/, '') };
  }
  return false;
}

describe('decide: properties', () => {
  it('always redirects to a path on this host', () => {
    fc.assert(fc.property(facts, (request) => staysOnHost(decide(request))), { numRuns: 3000 });
  });

  it('never loops: following a redirect with the same client ends in "serve" within two steps', () => {
    fc.assert(fc.property(facts, servesWithinTwoRedirects), { numRuns: 3000 });
  });
});

/** Hostile and malformed input, as a crawler, a scanner or a broken client sends it. */
const hostileSegments = fc.oneof(
  segments,
  fc.constantFrom('%2f%2fevil.example', '%5C%5Cevil', '%', '%zz', '%E0%A4%A', '%C0%AF', '%252F', '\u0000', '\t', 'é', '日本語', '\u202e', '..%2f', '%2e%2e', 'm%2F', '@evil.example', ':443'),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }).map(encodeURIComponent),
);
const hostilePaths = fc.oneof(
  paths,
  fc.array(hostileSegments, { maxLength: 8 }).map((parts) => `/${parts.join('/')}`),
  fc.constantFrom('//evil.example', '///evil.example', '/\\evil.example', '/\\\\evil.example', '/%2F%2Fevil.example', 'evil.example', '', '/'.repeat(50)),
  fc.integer({ min: 2000, max: 20000 }).map((length) => `/${'a'.repeat(length)}`),
);
const hugeText = fc.integer({ min: 4096, max: 16384 }).map((length) => 'x'.repeat(length));
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), hugeText, fc.constantFrom('%ff%fe', '\uFFFD\uD800', '\u00e9t\u00e9', '=;=;', '"quoted"'));
const hostileFacts = fc.record({
  method: fc.constantFrom('GET', 'HEAD', 'POST', 'OPTIONS', 'PUT', 'get'),
  pathname: hostilePaths,
  search: fc.oneof(fc.constant(''), anyText, fc.webQueryParameters(), fc.constantFrom('q=%ff', 'val=%E0%A4%A', 'activePanel=../../x', 'q=\r\nSet-Cookie:x=1')),
  userAgent: fc.oneof(userAgents, fc.constant(null), anyText),
  mobileHint: fc.oneof(fc.constantFrom(undefined, null, '?1', '?0'), anyText),
  acceptLanguage: fc.oneof(fc.constant(null), anyText, fc.constantFrom('*;q=abc', 'de;q=0.5,,,;q=', 'zz-ZZ, ar;q=2', 'en-US;q=-1', ',')),
  localeCookie: fc.oneof(cookies, anyText),
  viewportCookie: fc.oneof(cookies, anyText, fc.constantFrom('-1', '1e309', 'NaN', '0x10', ' 390 ')),
});

describe('decide: hostile input', () => {
  it('never throws, never leaves the host, never puts a control character in a Location', () => {
    fc.assert(fc.property(hostileFacts, (request) => staysOnHost(decide(request))), { numRuns: 1500 });
  });

  it('never loops, whatever the client sends: at most two redirects', () => {
    fc.assert(fc.property(hostileFacts, servesWithinTwoRedirects), { numRuns: 1500 });
  });
});
