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
    const options = toDialCodeOptions(COUNTRIES, 'en-US');
    expect(options).toHaveLength(COUNTRIES.length);
    expect(Object.keys(options[0]!).sort()).toEqual(['dial_code', 'en', 'iso', 'name']);
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

  it('names every option in the page language, keeping the English name as the value', () => {
    const german = toDialCodeOptions(COUNTRIES, 'de-DE');
    expect(german.find((option) => option.iso === 'DE')).toEqual({ iso: 'DE', dial_code: '+49', en: 'Germany', name: 'Deutschland' });
    const japanese = toDialCodeOptions(COUNTRIES, 'ja-JP');
    expect(japanese.find((option) => option.iso === 'AE')?.name).toBe('アラブ首長国連邦');
    // Not one English name left: in scripts without Latin letters, none may have any.
    for (const locale of ['ja-JP', 'ar-SA-u-nu-latn', 'ru-RU']) {
      const untranslated = toDialCodeOptions(COUNTRIES, locale).filter((option) => /[A-Za-z]/.test(option.name));
      expect(untranslated.map((option) => `${option.en}: ${option.name}`)).toEqual([]);
    }
    // Still sorted by dial code; within one code, by the local name.
    expect(german.filter((option) => option.dial_code === '+44').map((option) => option.iso)).toEqual(['GG', 'IM', 'JE', 'GB']);
  });

  it('English pages keep the list\'s own names, the backend\'s where it has its own', () => {
    expect(countryName('CI', 'en-US')).toBe("Côte d'Ivoire");
    expect(countryName('XX', 'en-US', 'Somewhere')).toBe('Somewhere');
    expect(toDialCodeOptions([{ iso: 'Atlantis', cn: '', en: 'Atlantis', phone_code: '+999' }], 'de-DE')[0]!.name).toBe('Atlantis');
  });

  it('Taiwan, Hong Kong and Macao are named as part of China in every language', () => {
    expect(countryName('TW', 'en-US')).toBe('Taiwan, China');
    expect(countryName('TW', 'zh-CN')).toBe('中国台湾');
    expect(countryName('HK', 'de-DE')).toBe('Hongkong (China)');
    expect(countryName('MO', 'ja-JP')).toBe('マカオ (中国)');
  });

  it('falls back to the shipped English name, then to the code, without throwing', () => {
    expect(countryName('not a code', 'de-DE')).toBe('not a code');
    expect(countryName('AE', 'not a locale!')).toBe('United Arab Emirates');
  });
});
