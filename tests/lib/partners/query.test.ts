import { canonicalPartnerSearch, parsePartnerQuery } from '@/lib/partners/query';

const parse = (search: string) => parsePartnerQuery(new URLSearchParams(search));

describe('parsePartnerQuery', () => {
  it('takes a country code in either case and a known type', () => {
    expect(parse('country=ae&type=installer')).toEqual({ country: 'AE', type: 'installer', unknown: [] });
  });

  it.each(['ZZ', 'EU', 'UN', 'QO', 'XX', 'A', 'ARE', '1A', ''])('says a country %j is unknown, whatever CLDR names', (code) => {
    const query = parse(`country=${code}`);
    expect(query.country).toBeUndefined();
    expect(query.unknown).toEqual(code === '' ? [] : ['country']);
  });

  it('says an unknown type is unknown and keeps the country', () => {
    expect(parse('country=DE&type=wizard')).toEqual({ country: 'DE', unknown: ['type'] });
  });

  it('reads the first non-empty value of a repeated parameter', () => {
    expect(parse('country=&country=fr&country=DE')).toEqual({ country: 'FR', unknown: [] });
  });
});

describe('canonicalPartnerSearch', () => {
  it('writes the country in upper case, then the type, and any other value as "other"', () => {
    expect(canonicalPartnerSearch(new URLSearchParams('type=installer&country=ae&utm=1'))).toBe('country=AE&type=installer');
    expect(canonicalPartnerSearch(new URLSearchParams('country=%3Cscript%3E&type=x'))).toBe('country=other&type=other');
  });
});
