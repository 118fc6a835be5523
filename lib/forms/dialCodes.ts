import { backendFor } from '@/lib/backend/client';
import { fetchCountries } from '@/lib/backend/calls';
import { COUNTRIES, parseCountryList, toDialCodeOptions, type DialCodeOption } from '@/lib/content/countries';

/** How long the backend's list is reused before it is asked again. */
export const COUNTRY_LIST_TTL_MS = 10 * 60 * 1000;

const holder = globalThis as { __aurexCountryList?: { at: number; list: DialCodeOption[] } };

/**
 * The dial-code list: the backend's (GET /rest/V3/countries) when it answers with a
 * usable list, kept for a few minutes so that page views do not each call the backend;
 * else the list shipped with the site.
 */
export async function loadDialCodes(locale: string, now = Date.now()): Promise<DialCodeOption[]> {
  const client = backendFor(locale);
  if (!client) return toDialCodeOptions(COUNTRIES);
  const cached = holder.__aurexCountryList;
  if (cached && now - cached.at < COUNTRY_LIST_TTL_MS) return cached.list;
  try {
    const entries = parseCountryList(await fetchCountries(client));
    if (entries) {
      holder.__aurexCountryList = { at: now, list: toDialCodeOptions(entries) };
      return holder.__aurexCountryList.list;
    }
  } catch {
    // Fall back to the shipped list.
  }
  return toDialCodeOptions(COUNTRIES);
}
