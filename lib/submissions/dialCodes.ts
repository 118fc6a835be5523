import 'server-only';
import { backendFor } from '@/lib/backend/client';
import { fetchCountries } from '@/lib/backend/calls';
import { COUNTRIES, parseCountryList, toDialCodeOptions, type Country, type DialCodeOption } from '@/lib/content/countries';
import { formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import { processWide } from '@/lib/processWide';

/** How long the backend's list is reused before it is asked again. */
export const COUNTRY_LIST_TTL_MS = 10 * 60 * 1000;
/** How long after a failed read the shipped list is used without asking the backend again. */
export const COUNTRY_LIST_RETRY_MS = 60 * 1000;

interface CountryListState {
  /** The backend's list as last read, or the shipped one after a failure, until `until`. */
  value: { until: number; entries: readonly Country[] } | null;
  /** The read under way, which every caller in the meantime waits for instead of asking again. */
  reading: Promise<readonly Country[]> | null;
}

const state = () => processWide('countryList', (): CountryListState => ({ value: null, reading: null }));

/**
 * The dial-code list: the backend's (GET /rest/V3/countries) when it answers with a
 * usable list, kept for a few minutes, else the list shipped with the site, kept for a
 * minute: however many visitors ask, the backend gets at most one request at a time and one
 * in a while, even while it fails or stalls.
 */
export async function loadDialCodes(locale: Locale, now = Date.now(), { offline = false } = {}): Promise<DialCodeOption[]> {
  return toDialCodeOptions(await countryEntries(locale, now, !offline), formattingLocaleOf(locale));
}

async function countryEntries(locale: Locale, now: number, mayAsk: boolean): Promise<readonly Country[]> {
  const client = backendFor(locale);
  if (!client) return COUNTRIES;
  const shared = state();
  if (shared.value && now < shared.value.until) return shared.value.entries;
  if (!mayAsk) return shared.value?.entries ?? COUNTRIES;
  shared.reading ??= (async () => {
    try {
      const entries = parseCountryList(await fetchCountries(client));
      if (entries) {
        shared.value = { until: now + COUNTRY_LIST_TTL_MS, entries };
        return entries;
      }
    } catch {
      // The shipped list, below.
    }
    shared.value = { until: now + COUNTRY_LIST_RETRY_MS, entries: COUNTRIES };
    return COUNTRIES;
  })().finally(() => {
    shared.reading = null;
  });
  return shared.reading;
}
