import { bestLocaleForAcceptLanguage, negotiateLocale, parseAcceptLanguage } from '@/lib/i18n/negotiate';

describe('parseAcceptLanguage', () => {
  it('orders tags by weight and keeps the browser order for ties', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-DE, en;q=0.9, it')).toEqual(['de-DE', 'it', 'en', 'fr']);
  });
  it('skips malformed and zero-weight parts', () => {
    expect(parseAcceptLanguage('%%%, de;q=0, ja;q=abc, ko;q=2, <script>, es')).toEqual(['es']);
  });
});

describe('bestLocaleForAcceptLanguage', () => {
  it.each([
    ['de-DE,de;q=0.9', 'de-DE'],
    ['de-AT', 'de-DE'],
    ['pt', 'pt-BR'],
    ['zh-TW,zh;q=0.8', 'zh-CN'],
    ['nn-NO', 'nb-NO'],
    ['sr-Latn-RS', 'sr-SP'],
    ['xx, he', 'he-IL'],
    ['AR-sa', 'ar-SA'],
  ])('%s -> %s', (header, expected) => {
    expect(bestLocaleForAcceptLanguage(header)).toBe(expected);
  });
  it('finds nothing for unsupported languages', () => {
    expect(bestLocaleForAcceptLanguage('xx-YY, *')).toBeUndefined();
    expect(bestLocaleForAcceptLanguage('')).toBeUndefined();
  });
});

describe('negotiateLocale', () => {
  it('prefers the stored choice, then the browser, then en-US', () => {
    expect(negotiateLocale({ cookie: 'ja-JP', acceptLanguage: 'de' })).toBe('ja-JP');
    expect(negotiateLocale({ cookie: 'not-a-locale', acceptLanguage: 'de' })).toBe('de-DE');
    expect(negotiateLocale({ cookie: undefined, acceptLanguage: undefined })).toBe('en-US');
  });
});
