import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import type { Shell } from '../routes';

export { publicPath } from '../middleware/decide';

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
