import { isCountryCode } from '@/lib/content/countries';
import { PARTNER_TYPES, type PartnerType } from '@/lib/content/partnerTypes';

/** What an address of Where to buy asks for (`?country=AE&type=installer`). */
export interface PartnerQuery {
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string;
  type?: PartnerType;
  /** A value in the address the page cannot use: it says so and shows everything instead. */
  unknown: ('country' | 'type')[];
}

/** What an unusable value is written as in the canonical address (the page still says it was ignored). */
const UNKNOWN = 'other';

const ALPHA_2 = /^[A-Za-z]{2}$/;

function first(params: URLSearchParams, name: string): string | undefined {
  return params.getAll(name).map((value) => value.trim()).find(Boolean);
}

export function parsePartnerQuery(params: URLSearchParams): PartnerQuery {
  const query: PartnerQuery = { unknown: [] };
  const country = first(params, 'country');
  if (country !== undefined) {
    if (isCountryCode(country.toUpperCase())) query.country = country.toUpperCase();
    else query.unknown.push('country');
  }
  const type = first(params, 'type');
  if (type !== undefined) {
    if ((PARTNER_TYPES as readonly string[]).includes(type)) query.type = type as PartnerType;
    else query.unknown.push('type');
  }
  return query;
}

/** The one address of a Where to buy request: `country` (two letters, upper case), then `type`; any other value as `other`. */
export function canonicalPartnerSearch(params: URLSearchParams): string {
  const canonical = new URLSearchParams();
  const country = first(params, 'country');
  if (country !== undefined) canonical.set('country', ALPHA_2.test(country) ? country.toUpperCase() : UNKNOWN);
  const type = first(params, 'type');
  if (type !== undefined) canonical.set('type', (PARTNER_TYPES as readonly string[]).includes(type) ? type : UNKNOWN);
  return canonical.toString();
}
