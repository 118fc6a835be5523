import 'server-only';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place that maps next-intl's locale back
import { getLocale } from 'next-intl/server';
import { localeOrDefault, siteLocaleOf, type Locale } from './locales';

/**
 * The site locale of a request, for the few views that are not given one (a `notFound()`
 * page). next-intl's locale is the formatting tag the request config sets, which for Arabic is
 * `ar-SA-u-nu-latn`: read bare, it fell back to English and Arabic pages linked English files.
 */
export async function routeLocale(): Promise<Locale> {
  return localeOrDefault(siteLocaleOf(await getLocale()));
}
