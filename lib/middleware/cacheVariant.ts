import { localeOfAnyCase, type Locale } from '../i18n/locales';
import { negotiateLocale } from '../i18n/negotiate';
import { isMobileDevice } from '../device';
import type { RequestFacts } from './decide';

/**
 * The request header in which the shipped nginx cache (deploy/nginx) tells the site which
 * variant of a page it will store the answer as. The site compares it with its own
 * reading of the request (`cacheVariantOf`) and forbids storing on any difference, so a
 * request nginx misreads can never put a wrong variant in the cache.
 */
export const CACHE_VARIANT_HEADER = 'x-aurex-cache-variant';

/** nginx's response header that stops it storing an answer (it never reaches the browser). */
export const NO_STORE_HEADER = 'x-accel-expires';

/**
 * What a page's answer depends on beyond its URL, as the middleware decides it: the device
 * class, and the visitor's language choice where the path names no locale (`-` where it
 * does). `desktop|de-DE` for an unprefixed URL asked for in German by a computer.
 */
export function cacheVariantOf(request: Omit<RequestFacts, 'method' | 'search'>): string {
  const mobile = isMobileDevice({ userAgent: request.userAgent, mobileHint: request.mobileHint, viewportWidth: request.viewportCookie });
  const first = request.pathname.split('/').find(Boolean);
  const choice: Locale | '-' = first && localeOfAnyCase(first) ? '-' : negotiateLocale({ cookie: request.localeCookie, acceptLanguage: request.acceptLanguage });
  return `${mobile ? 'mobile' : 'desktop'}|${choice}`;
}
