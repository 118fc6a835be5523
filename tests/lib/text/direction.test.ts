import { directionOf, formattingLocaleOf, LOCALES } from '@/lib/i18n/locales';
import { hasRightToLeftLetters, ltrText, writesRightToLeft } from '@/lib/text/direction';

describe('ltrText', () => {
  it('wraps a value in LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE whatever the page’s direction', () => {
    expect(ltrText('+971')).toBe('\u2066+971\u2069');
  });
});

describe('hasRightToLeftLetters', () => {
  it('finds Arabic and Hebrew letters, and not Latin letters, digits or signs', () => {
    expect(hasRightToLeftLetters('45 °م')).toBe(true);
    expect(hasRightToLeftLetters('60 מ״מ')).toBe(true);
    expect(hasRightToLeftLetters('2 × 4 in')).toBe(false);
    expect(hasRightToLeftLetters('\u200e-10\u200f – 45°C')).toBe(false);
  });
});

describe('writesRightToLeft', () => {
  it('agrees with the locale table on every site locale, by its site and its formatting tag', () => {
    for (const locale of LOCALES) {
      expect([locale, writesRightToLeft(locale)]).toEqual([locale, directionOf(locale) === 'rtl']);
      expect([locale, writesRightToLeft(formattingLocaleOf(locale))]).toEqual([locale, directionOf(locale) === 'rtl']);
    }
  });
});
