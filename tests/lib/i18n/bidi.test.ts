import { contactValues, isolateLtr } from '@/lib/i18n/bidi';
import { formattingLocaleOf, LOCALES, siteLocaleOf } from '@/lib/i18n/locales';
import { SITE } from '@/lib/site';

describe('isolateLtr', () => {
  it('wraps a value in LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE in right-to-left locales', () => {
    expect(isolateLtr('+86 755 8600 1234', 'ar-SA')).toBe('\u2066+86 755 8600 1234\u2069');
    expect(isolateLtr('AX-EU-2G', 'he-IL')).toBe('\u2066AX-EU-2G\u2069');
  });

  it('leaves the value alone in left-to-right locales', () => {
    expect(isolateLtr('+86 755 8600 1234', 'de-DE')).toBe('+86 755 8600 1234');
    expect(contactValues('ja-JP')).toEqual({ phone: SITE.phone, email: SITE.email });
  });

  it('gives the contact channels isolated for placeholders in RTL text', () => {
    expect(contactValues('he-IL')).toEqual({ phone: `\u2066${SITE.phone}\u2069`, email: `\u2066${SITE.email}\u2069` });
  });
});

describe('digits of formatted numbers', () => {
  const digitsOf = (locale: string) => new Intl.NumberFormat(locale).format(3) + new Intl.DateTimeFormat(locale, { year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2020, 11, 25)));

  it('formats Arabic with Western digits, like the numbers written in the Arabic copy', () => {
    expect(formattingLocaleOf('ar-SA')).toBe('ar-SA-u-nu-latn');
    expect(digitsOf(formattingLocaleOf('ar-SA'))).toMatch(/^32020/);
  });

  it('uses Western digits in every locale', () => {
    for (const locale of LOCALES) expect(digitsOf(formattingLocaleOf(locale))).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  it('maps a formatting locale back to its site locale', () => {
    for (const locale of LOCALES) expect(siteLocaleOf(formattingLocaleOf(locale))).toBe(locale);
    expect(siteLocaleOf('xx-YY')).toBeUndefined();
  });
});
