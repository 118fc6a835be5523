import fc from 'fast-check';
import { canonicalQuery } from '@/lib/middleware/canonicalQuery';
import { decide } from '@/lib/middleware/decide';
import { parseFinderRequest } from '@/lib/content/finder';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

const get = (pathname: string, search: string) => decide({ method: 'GET', pathname, search, userAgent: DESKTOP_UA, acceptLanguage: 'en-US' });

describe('the one address of a page rendered per request', () => {
  it('drops unknown parameters and repeated values, and orders the filters', () => {
    expect(canonicalQuery('desktop', '/products', 'u=123&gangs=2&standard=uk&standard=eu&utm_source=x')).toBe('standard=uk&gangs=2');
    expect(get('/products', 'u=123&standard=uk')).toEqual({ kind: 'redirect', location: '/products?standard=uk', status: 308 });
    expect(get('/products', 'standard=uk')).toMatchObject({ kind: 'serve' });
  });

  it('keeps an unknown value as "other", so the page can still say it was ignored, and at most one product more than it compares', () => {
    const search = canonicalQuery('desktop', '/products', `standard=${'x'.repeat(500)}&${Array.from({ length: 1000 }, (_, i) => `compare=${i % 2 ? 'dimmer-switch' : `p${i}`}`).join('&')}&compare=pir-sensor&compare=tv-socket&compare=british-socket&compare=american-socket`)!;
    expect(search).toBe('standard=other&compare=dimmer-switch&compare=pir-sensor&compare=tv-socket&compare=british-socket');
    const request = parseFinderRequest(Object.fromEntries([...new URLSearchParams(search).keys()].map((name) => [name, new URLSearchParams(search).getAll(name)])));
    expect(request).toMatchObject({ ignored: true, compareOverflow: true });
    expect(request.compare).toHaveLength(3);
  });

  it('gives the search one trimmed text, cut to its limit', () => {
    expect(canonicalQuery('desktop', '/search', 'q=%20%20dimmer%20&q=x&page=2')).toBe('q=dimmer');
    expect(canonicalQuery('mobile', '/catalogsearch/result', `val=${'a'.repeat(300)}`)).toBe(`val=${'a'.repeat(100)}`);
    expect(canonicalQuery('desktop', '/search', 'q=')).toBe('');
  });

  it('keeps the check value of a client navigation, and leaves other pages alone', () => {
    expect(canonicalQuery('desktop', '/products', 'gangs=2&x=1&_rsc=abc')).toBe('gangs=2&_rsc=abc');
    expect(canonicalQuery('desktop', '/panel/0', 'cache=1')).toBeUndefined();
  });

  it('is its own canonical form: an address never redirects twice', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('standard', 'gangs', 'neutral', 'compare', 'load', 'system', 'gateway', 'x', '_rsc'), fc.constantFrom('uk', 'eu', '2', 'no', 'dimmer-switch', 'pir-sensor', 'led', 'alexa', 'zz', ''))), (pairs) => {
        const once = canonicalQuery('desktop', '/products', new URLSearchParams(pairs).toString())!;
        expect(canonicalQuery('desktop', '/products', once)).toBe(once);
      }),
    );
  });
});
