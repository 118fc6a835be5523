import { quantitiesFor } from '@/lib/content/quantities';
import { formattingLocaleOf, type Locale } from '@/lib/i18n/locales';

/** The electrical units are messages; these tests are about what Intl and the conventions do. */
const unitMessage = ((key: string, values: Record<string, string>) => `${values.value}\u00a0${key}`) as Parameters<typeof quantitiesFor>[1];
const q = (locale: Locale) => quantitiesFor(formattingLocaleOf(locale), unitMessage);

describe('quantities in the reader\'s conventions', () => {
  it('write a unit as the language\'s datasheets do where CLDR\'s short form differs', () => {
    expect(q('de-DE').one(0.2, 'second')).toBe('0,2\u00a0s');
    expect(q('pl-PL').one(45, 'celsius')).toBe('45\u00a0°C');
    expect(q('bg-BG').one(60, 'millimeter')).toBe('60\u00a0мм');
    expect(q('uk-UA').range(1, 100, 'percent')).toBe('1–\u2060100\u00a0%');
    expect(q('pl-PL').range(1, 100, 'percent')).toBe('1–\u2060100%');
    expect(q('sk-SK').range(0, 8, 'centimeter')).toBe('0–\u20608\u00a0cm');
    expect(q('sr-SP').one(60, 'millimeter')).toBe('60\u00a0mm');
    expect(q('th-TH').one(0.2, 'second')).toBe('0.2\u00a0วินาที');
    // Inches as words, with the language's plural, except in English, which writes "in".
    expect(q('de-DE').size([2, 4], 'inch')).toBe('2\u00a0×\u00a04\u00a0Zoll');
    expect(q('ru-RU').size([2, 4], 'inch')).toBe('2\u00a0×\u00a04\u00a0дюйма');
    expect(q('fr-FR').size([2, 4], 'inch')).toBe('2\u00a0×\u00a04\u00a0pouces');
    expect(q('en-US').size([2, 4], 'inch')).toBe('2\u00a0×\u00a04\u00a0in');
  });

  it('write a range below zero so it cannot read as a subtraction', () => {
    expect(q('es-ES').range(-10, 45, 'celsius')).toBe('de\u00a0-10 a\u00a045\u00a0°C');
    // The true minus where the language's typography writes it and CLDR the hyphen-minus.
    expect(q('de-DE').range(-10, 45, 'celsius')).toBe('\u221210\u00a0bis\u00a045\u00a0°C');
    expect(q('cs-CZ').range(-10, 45, 'celsius')).toMatch(/^\u221210\u00a0až\u00a045/);
    expect(q('hu-HU').range(-10, 45, 'celsius')).toMatch(/^\u221210…\+45/);
    expect(q('fr-FR').range(-10, 45, 'celsius')).toMatch(/^\u221210\u00a0à\u00a045[\u00a0\u202f]°C$/);
    expect(q('it-IT').range(-10, 45, 'celsius')).toBe('da\u00a0-10 a\u00a045\u00a0°C');
    expect(q('vi-VN').range(-10, 45, 'celsius')).toBe('từ\u00a0-10 đến\u00a045°C');
    expect(q('zh-CN').range(-10, 45, 'celsius')).toBe('-10～\u206045°C');
    expect(q('th-TH').range(-10, 45, 'celsius')).toBe('-10\u00a0ถึง\u00a045°C');
    // A range of positive numbers stays CLDR's.
    expect(q('es-ES').range(100, 240, 'volt')).toBe('100-\u2060240\u00a0units.volt');
  });

  it('keep the items of a list apart when an item holds the list\'s own comma', () => {
    expect(q('en-US').list(['a', 'b', 'c'])).toBe('a, b, c');
    expect(q('en-US').list(['a, b', 'c', 'd'])).toBe('a, b; c; d');
    expect(q('en-US').prose(['25 mm for x', '35 mm for y, z and w', '40 mm for v'])).toBe('25 mm for x; 35 mm for y, z and w; and 40 mm for v');
    expect(q('ar-SA').prose(['أ، ب', 'ج', 'د'])).not.toContain('، ج');
    expect(q('de-DE').prose(['a, b', 'c', 'd'])).toBe('a, b; c; d');
    expect(q('th-TH').list(['CE', 'RoHS', 'FCC'])).toBe('CE, RoHS, FCC');
    expect(q('th-TH').prose(['สวิตช์สัมผัส', 'สวิตช์ม่าน'])).toBe('สวิตช์สัมผัส และสวิตช์ม่าน');
  });

  it('group thousands from five digits on, as technical typography does', () => {
    expect(q('ru-RU').range(5, 2400, 'megahertz')).toBe('5–\u20602400\u00a0units.megahertz');
    expect(q('de-DE').number(40000)).toBe('40.000');
  });

  it('say a duration in words for a sentence, and offer alternatives with "or"', () => {
    expect(q('ru-RU').spelled(5, 'second')).toBe('5\u00a0секунд');
    expect(q('de-DE').spelled(10, 'second')).toBe('10\u00a0Sekunden');
    // Irish spells the word out where CLDR abbreviates it ("5 shoic"), lenited after 2 to 6.
    expect([1, 5, 10].map((seconds) => q('ga-IE').spelled(seconds, 'second'))).toEqual(['1\u00a0soicind', '5\u00a0shoicind', '10\u00a0soicind']);
    expect(q('en-US').alternatives(['L1', 'L2', 'L3', 'L4'])).toBe('L1, L2, L3, or L4');
    // Malay puts no comma before "atau", as before "dan" (CLDR writes one).
    expect(q('ms-MY').alternatives(['L1', 'L2', 'L3'])).toBe('L1, L2 atau L3');
    expect(q('ms-MY').alternatives(['L1', 'L2'])).toBe('L1 atau L2');
  });
});
