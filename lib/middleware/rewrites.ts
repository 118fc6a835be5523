import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { NOT_FOUND_PAGE, firstSegments, plainPages, type Shell } from '../pages';

interface Rewrite {
  source: string;
  destination: string;
  missing?: { type: 'query'; key: string }[];
}

/**
 * A page rendered per request only with a query (the finder) is prerendered without one, at
 * its plain route: its address without any of its parameters goes there.
 */
function plainPageRewrites(locales: string): Rewrite[] {
  return plainPages().flatMap(({ path, plainRoute, queryParams }) => {
    const missing = queryParams.map((key) => ({ type: 'query' as const, key }));
    return [
      { source: path, destination: `/${DEFAULT_LOCALE}/desktop${plainRoute}`, missing },
      { source: `/m${path}`, destination: `/${DEFAULT_LOCALE}/mobile${plainRoute}`, missing },
      { source: `/:locale(${locales})${path}`, destination: `/:locale/desktop${plainRoute}`, missing },
      { source: `/:locale(${locales})/m${path}`, destination: `/:locale/mobile${plainRoute}`, missing },
    ];
  });
}

/**
 * Public URLs to the routes that serve them, `app/[locale]/[shell]/…`: the locale is added
 * where English left it out, and the shell named (`desktop` where the URL has none, `mobile`
 * for `/m`). next.config.ts applies them after the middleware has decided to serve the URL
 * as it is, so only known pages arrive here; the route paths (`/de-DE/desktop/…`) are not
 * pages and the middleware sends them to /404.
 *
 * Why not the middleware: a rewrite from middleware names an absolute URL, and Next takes
 * one whose origin differs from the address it listens on for an external proxy. Bound
 * to 127.0.0.1 (`next start -H 127.0.0.1`, as behind nginx), Next writes that origin as
 * `localhost` and proxies every page to itself: a redirect loop, or a TLS error behind an
 * HTTPS proxy (vercel/next.js#94745). A config rewrite stays inside the server.
 */
export function pageRewrites(): Rewrite[] {
  const desktop = firstSegments('desktop').join('|');
  const locales = LOCALES.join('|');
  return [
    // The not-found page is one per locale, outside the shells (app/[locale]/404).
    { source: NOT_FOUND_PAGE, destination: `/${DEFAULT_LOCALE}${NOT_FOUND_PAGE}` },
    ...plainPageRewrites(locales),
    { source: '/', destination: `/${DEFAULT_LOCALE}/desktop` },
    { source: '/m/:rest*', destination: `/${DEFAULT_LOCALE}/mobile/:rest*` },
    { source: `/:first(${desktop})/:rest*`, destination: `/${DEFAULT_LOCALE}/desktop/:first/:rest*` },
    { source: `/:locale(${locales})`, destination: '/:locale/desktop' },
    { source: `/:locale(${locales})/m/:rest*`, destination: '/:locale/mobile/:rest*' },
    { source: `/:locale(${locales})/:first(${desktop})/:rest*`, destination: '/:locale/desktop/:first/:rest*' },
  ];
}

/**
 * The route that serves a page: `/{locale}/{shell}{page}` under `app/[locale]/[shell]/` (the
 * plain route of a page asked for without its query), and `/{locale}/404` for the not-found
 * page. No visitor ever sees it.
 */
export function internalPath(locale: Locale, shell: Shell, page: string, search = ''): string {
  if (page === NOT_FOUND_PAGE) return `/${locale}${NOT_FOUND_PAGE}`;
  const plain = plainPages().find((entry) => entry.path === page);
  const query = new URLSearchParams(search);
  if (plain && !plain.queryParams.some((key) => query.has(key))) return `/${locale}/${shell}${plain.plainRoute}`;
  return `/${locale}/${shell}${page === '/' ? '' : page}`;
}
