/** @jest-environment node */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { VARIANT_CONF } from '@/deploy/nginx-conf';
import { positiveAtMost, renderMaps, variantMaps, type NginxMap } from '@/deploy/nginx/variantMaps';
import { cacheVariantOf } from '@/lib/middleware/cacheVariant';
import { parseViewportWidth } from '@/lib/device';
import { LOCALES } from '@/lib/i18n/locales';

interface Request {
  path: string;
  userAgent: string;
  mobileHint: string;
  cookie: string;
  acceptLanguage: string;
  acceptEncoding?: string;
}

/**
 * nginx's `map`, as nginx reads it: an empty input takes its own entry, without trying any
 * regular expression; otherwise the expressions in order, else the default.
 */
function evaluate(maps: NginxMap[], request: Request): Record<string, string> {
  const variables: Record<string, string> = {
    http_user_agent: request.userAgent,
    http_sec_ch_ua_mobile: request.mobileHint,
    http_cookie: request.cookie,
    http_accept_language: request.acceptLanguage,
    request_uri: request.path,
    http_accept_encoding: request.acceptEncoding ?? '',
  };
  const expand = (text: string, groups: string[] = []) =>
    text.replace(/\$(\d|[a-z_]+)/g, (_, name: string) => (/^\d$/.test(name) ? (groups[Number(name)] ?? '') : variables[name]!));
  for (const map of maps) {
    const input = expand(map.source);
    if (input === '' && map.empty !== undefined) {
      variables[map.variable] = map.empty;
      continue;
    }
    const hit = map.entries.map((entry) => ({ entry, match: new RegExp(entry.pattern, entry.caseless ? 'i' : '').exec(input) })).find(({ match }) => match);
    variables[map.variable] = hit ? expand(hit.entry.value, [...hit.match!]) : expand(map.fallback);
  }
  return variables;
}

/** What the middleware reads from the same request (Next's own cookie parser). */
function siteVariant(request: Request): string {
  const cookies = new RequestCookies(new Headers(request.cookie ? { cookie: request.cookie } : {}));
  return cacheVariantOf({
    pathname: request.path.split('?')[0]!,
    userAgent: request.userAgent || null,
    mobileHint: request.mobileHint || null,
    acceptLanguage: request.acceptLanguage || null,
    localeCookie: cookies.get('locale')?.value,
    viewportCookie: cookies.get('vw')?.value,
  });
}

const maps = variantMaps();
const nginxVariant = (request: Request) => {
  const variables = evaluate(maps, request);
  return variables.aurex_cache_bypass === '1' ? 'bypass' : `${variables.aurex_device}|${variables.aurex_locale_part}`;
};

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/136.0 Safari/537.36';
const request = (overrides: Partial<Request>): Request => ({ path: '/panel/0', userAgent: DESKTOP, mobileHint: '', cookie: '', acceptLanguage: '', ...overrides });

describe('the nginx cache variant maps', () => {
  it('are the ones deploy/nginx/aurex-variant.conf holds (run `npm run nginx:maps` after changing the code they come from)', () => {
    expect(readFileSync(VARIANT_CONF, 'utf8')).toBe(renderMaps(maps));
  });

  it.each([
    [request({}), 'desktop|en-US'],
    [request({ userAgent: IPHONE, path: '/m/panel/0' }), 'mobile|en-US'],
    [request({ mobileHint: '?1' }), 'mobile|en-US'],
    [request({ cookie: 'vw=390' }), 'mobile|en-US'],
    [request({ cookie: 'vw=1440; locale=en-US' }), 'desktop|en-US'],
    [request({ acceptLanguage: 'de-DE,de;q=0.9,en;q=0.8' }), 'desktop|de-DE'],
    [request({ acceptLanguage: 'en-GB,en;q=0.9' }), 'desktop|en-US'],
    [request({ acceptLanguage: 'nb,en;q=0.5' }), 'desktop|nb-NO'],
    [request({ cookie: 'locale=ja-JP', acceptLanguage: 'de' }), 'desktop|ja-JP'],
    [request({ path: '/de-DE/panel/1', acceptLanguage: 'fr-FR', userAgent: IPHONE }), 'mobile|-'],
    [request({ acceptLanguage: 'en;q=0.1, de' }), 'bypass'],
    [request({ cookie: 'vw=390; vw=1440' }), 'bypass'],
    [request({ cookie: 'locale=de%2DDE' }), 'bypass'],
  ])('name the variant of common requests, and stand aside when unsure (%#)', (input, expected) => {
    expect(nginxVariant(input)).toBe(expected);
    if (expected !== 'bypass') expect(siteVariant(input)).toBe(expected);
  });

  it('never name a variant other than the one the middleware decides on, for any request', () => {
    const tag = fc.oneof(
      fc.constantFrom(...LOCALES, ...LOCALES.map((code) => code.toLowerCase()), 'en', 'de', 'zh', 'zh-TW', 'nn', 'sr-Latn', 'pt', 'xx', 'x-klingon', '*', 'en-GB'),
      fc.stringMatching(/^[A-Za-z]{1,9}(-[A-Za-z0-9]{1,9})?$/),
    );
    const weighted = fc.tuple(tag, fc.option(fc.constantFrom(';q=0.9', ';q=1', ';q=0', ';q=0.5 ', ' ;q=0.3', ';q=x'), { nil: '' })).map(([t, q]) => `${t}${q}`);
    const acceptLanguage = fc.oneof(fc.constant(''), fc.array(weighted, { minLength: 1, maxLength: 4 }).chain((items) => fc.constantFrom(',', ', ', ' ,').map((sep) => items.join(sep))), fc.string());
    const cookiePart = fc.oneof(
      fc.integer({ min: 0, max: 99_999 }).chain((n) => fc.constantFrom(`vw=${n}`, `vw=0${n}`, `vw=${n} `, `vw= ${n}`)),
      fc.constantFrom(...LOCALES.map((code) => `locale=${code}`), 'locale=de-de', 'locale=', 'locale', 'vw', 'vw=', 'other=1', 'xvw=300', 'locale=en%2DUS', 'vw=%33%39%30'),
      fc.string().map((text) => text.replace(/[;\s]/g, '')),
    );
    const cookie = fc.array(cookiePart, { maxLength: 4 }).chain((parts) => fc.constantFrom('; ', ';', ';  ').map((sep) => parts.join(sep)));
    const arbitraryRequest = fc.record({
      path: fc.constantFrom('/', '/panel/0', '/m/panel/0', '/de-DE/panel/1', '/de-de/panel/1', '/ja-JP', '/ja-JPx/', '/m?x=1', '/ar-SA?x', '/contact'),
      userAgent: fc.oneof(fc.constantFrom(IPHONE, DESKTOP, '', 'Mozilla/5.0 (Linux; Android 14) Mobile Safari', 'Opera Mini'), fc.string()),
      mobileHint: fc.constantFrom('', '?1', '?0', '?2', '?1, ?0'),
      cookie,
      acceptLanguage,
    });
    const trimmed = (r: Request): Request => ({ ...r, userAgent: r.userAgent.trim(), cookie: r.cookie.trim(), acceptLanguage: r.acceptLanguage.trim() });
    fc.assert(
      fc.property(arbitraryRequest.map(trimmed), (input) => {
        const named = nginxVariant(input);
        if (named !== 'bypass') expect(named).toBe(siteVariant(input));
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([
    ['gzip, deflate, br, zstd', 'gzip'],
    ['GZIP', 'gzip'],
    ['br', ''],
    ['', ''],
    ['gzip;q=0, identity', ''],
    ['gzip; q=0.0', ''],
    ['gzip;q=0.5', 'gzip'],
  ])('ask the site for gzip only when the client takes it: %j', (acceptEncoding, expected) => {
    expect(evaluate(maps, request({ acceptEncoding })).aurex_encoding).toBe(expected);
  });

  it('read the viewport cookie as lib/device.ts does, for every number of up to five digits', () => {
    const mobile = new RegExp(`^${positiveAtMost(768, 5)}$`);
    const disagreements: string[] = [];
    for (let n = 0; n <= 99_999; n += 1) {
      for (const text of [String(n), String(n).padStart(5, '0')]) {
        const width = parseViewportWidth(text);
        if (mobile.test(text) !== (width !== undefined && width <= 768)) disagreements.push(text);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
