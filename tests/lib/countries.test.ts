import { COUNTRIES, countryName, parseCountryList, toDialCodeOptions } from '@/lib/content/countries';

const numeric = (code: string) => Number(code.slice(1));

describe('shipped country list', () => {
  test('about 240 countries and territories, each with ISO code, Chinese and English name and a dial code', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(235);
    expect(COUNTRIES.length).toBeLessThanOrEqual(260);
    for (const country of COUNTRIES) {
      expect(country.iso).toMatch(/^[A-Z]{2}$/);
      expect(country.cn).toMatch(/\p{Script=Han}/u);
      expect(country.en.trim()).toBe(country.en);
      expect(country.phone_code).toMatch(/^\+\d{1,4}$/);
    }
    expect(new Set(COUNTRIES.map((country) => country.iso)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((country) => country.en)).size).toBe(COUNTRIES.length);
  });

  test('well-known dial codes are right', () => {
    const code = (iso: string) => COUNTRIES.find((country) => country.iso === iso)?.phone_code;
    expect([code('US'), code('CN'), code('DE'), code('AE'), code('GB'), code('SA'), code('IL'), code('BR')]).toEqual(['+1', '+86', '+49', '+971', '+44', '+966', '+972', '+55']);
  });

  test('exposed as dial_code and en, sorted by numeric dial code', () => {
    const options = toDialCodeOptions(COUNTRIES);
    expect(options).toHaveLength(COUNTRIES.length);
    expect(Object.keys(options[0]!).sort()).toEqual(['dial_code', 'en', 'iso']);
    for (let i = 1; i < options.length; i += 1) expect(numeric(options[i - 1]!.dial_code)).toBeLessThanOrEqual(numeric(options[i]!.dial_code));
    expect(options[0]!.dial_code).toBe('+1');
  });
});

describe('backend country list', () => {
  test('reads [{cn, en, phone_code}], bare or under data, adding a missing plus sign', () => {
    const list = [{ cn: '德国', en: 'Germany', phone_code: '49' }, { cn: '美国', en: 'United States', phone_code: '+1' }];
    expect(parseCountryList(list)).toEqual([
      { iso: 'DE', cn: '德国', en: 'Germany', phone_code: '+49' },
      { iso: 'US', cn: '美国', en: 'United States', phone_code: '+1' },
    ]);
    expect(parseCountryList({ data: list })).toHaveLength(2);
  });
  test('skips malformed entries and gives up on an unusable answer', () => {
    expect(parseCountryList([{ en: 'Nowhere', phone_code: 'abc' }, null, 'x'])).toBeNull();
    expect(parseCountryList({ errorStatusCode: 500 })).toBeNull();
    expect(parseCountryList('<html>')).toBeNull();
  });
});

describe('country names in the visitor language', () => {
  it('names the distributor country in the page language, not in English', () => {
    expect(countryName('AE', 'zh-CN')).toBe('阿拉伯联合酋长国');
    expect(countryName('AE', 'de-DE')).toBe('Vereinigte Arabische Emirate');
    expect(countryName('AE', 'ar-SA-u-nu-latn')).toBe('الإمارات العربية المتحدة');
    expect(countryName('AE', 'en-US')).toBe('United Arab Emirates');
  });

  it('falls back to the shipped English name, then to the code, without throwing', () => {
    expect(countryName('not a code', 'de-DE')).toBe('not a code');
    expect(countryName('AE', 'not a locale!')).toBe('United Arab Emirates');
  });
});
