import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import type { Shell } from '../routes';

/**
 * Public URL of a page: the locale prefix is left out for en-US. It lives here, apart from the
 * middleware's routing table, so that client components linking to pages do not ship that table.
 */
export function publicPath(locale: Locale, shell: Shell, page: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const mobile = shell === 'mobile' ? '/m' : '';
  const rest = page === '/' ? '' : page;
  return `${prefix}${mobile}${rest}` || '/';
}

/** The route of the app's `[locale]` tree that serves a page: `/{locale}[/m]{page}`. */
export function internalPath(locale: Locale, shell: Shell, page: string): string {
  return `/${locale}${shell === 'mobile' ? '/m' : ''}${page === '/' ? '' : page}`;
}

/** Splits a pathname (public or internal) into its locale, shell and page path. */
export function splitPath(pathname: string): { locale: Locale; shell: Shell; page: string } {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean);
  let locale: Locale = DEFAULT_LOCALE;
  if (isLocale(segments[0])) locale = segments.shift() as Locale;
  let shell: Shell = 'desktop';
  if (segments[0] === 'm') {
    shell = 'mobile';
    segments.shift();
  }
  return { locale, shell, page: `/${segments.join('/')}` };
}
