import 'server-only';
import { backendFor } from '@/lib/backend/client';
import { fetchCountries } from '@/lib/backend/calls';
import { COUNTRIES, parseCountryList, toDialCodeOptions, type Country, type DialCodeOption } from '@/lib/content/countries';
import { formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import { processWide } from '@/lib/processWide';

/** How long the backend's list is reused before it is asked again. */
export const COUNTRY_LIST_TTL_MS = 10 * 60 * 1000;

/** The backend's list as last read, shared by the whole process. */
const lastRead = () => processWide('countryList', (): { value: { at: number; entries: Country[] } | null } => ({ value: null }));

/**
 * The dial-code list: the backend's (GET /rest/V3/countries) when it answers with a
 * usable list, kept for a few minutes so that page views do not each call the backend;
 * else the list shipped with the site.
 */
export async function loadDialCodes(locale: Locale, now = Date.now()): Promise<DialCodeOption[]> {
  return toDialCodeOptions(await countryEntries(locale, now), formattingLocaleOf(locale));
}

async function countryEntries(locale: Locale, now: number): Promise<readonly Country[]> {
  const client = backendFor(locale);
  if (!client) return COUNTRIES;
  const cached = lastRead().value;
  if (cached && now - cached.at < COUNTRY_LIST_TTL_MS) return cached.entries;
  try {
    const entries = parseCountryList(await fetchCountries(client));
    if (entries) {
      lastRead().value = { at: now, entries };
      return entries;
    }
  } catch {
    // Fall back to the shipped list.
  }
  return COUNTRIES;
}
