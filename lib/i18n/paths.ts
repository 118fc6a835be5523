import { DEFAULT_LOCALE, isLocale, type Locale } from './localeCodes';
import type { NOT_FOUND_PAGE, PageHref, Shell } from '../pages';

/**
 * Public URL of a page path read at run time (a request's, a search entry's): the locale
 * prefix is left out for en-US, the mobile site is `/m`. A page named in code goes through
 * `pageHref`, which tsc checks against the page list.
 * It lives apart from the page list, so that client components linking to pages do not
 * ship that list.
 */
export function publicPath(locale: Locale, shell: Shell, page: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const mobile = shell === 'mobile' ? '/m' : '';
  const rest = page === '/' ? '' : page;
  return `${prefix}${mobile}${rest}` || '/';
}

/** Public URL of a page of the site's list (lib/pages.ts): what code that names a page links to, checked by tsc. */
export function pageHref(locale: Locale, shell: Shell, page: PageHref | typeof NOT_FOUND_PAGE): string {
  return publicPath(locale, shell, page);
}

/**
 * Splits a pathname into its locale, shell and page path: a public one (`/de-DE/m/panel/1`),
 * or the internal one a page was prerendered at (`/de-DE/mobile/panel/1`), which is what
 * `usePathname()` gives while the server renders.
 */
export function splitPath(pathname: string): { locale: Locale; shell: Shell; page: string } {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  let locale: Locale = DEFAULT_LOCALE;
  if (isLocale(segments[0])) locale = segments.shift() as Locale;
  let shell: Shell = 'desktop';
  if (segments[0] === 'm' || segments[0] === 'mobile') {
    shell = 'mobile';
    segments.shift();
  } else if (segments[0] === 'desktop') {
    segments.shift();
  }
  return { locale, shell, page: `/${segments.join('/')}` };
}
