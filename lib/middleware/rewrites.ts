import { DEFAULT_LOCALE } from '../i18n/locales';
import { allPagePaths } from '../routes';
import { NOT_FOUND_PAGE } from './decide';

interface Rewrite {
  source: string;
  destination: string;
}

/** First path segments of every page of both shells (`panel`, `support`, `m`, `404` …). */
function firstSegments(): string[] {
  const pages = [...allPagePaths('desktop'), ...allPagePaths('mobile').map((page) => `/m${page}`), NOT_FOUND_PAGE];
  return [...new Set(pages.map((page) => page.split('/')[1]).filter((segment): segment is string => Boolean(segment)))].sort();
}

/**
 * English URLs carry no locale (`/panel/1`); the app serves them from its `/en-US/...`
 * routes. next.config.ts rewrites them there, after the middleware has decided to serve
 * the URL as it is (so only known pages arrive here).
 *
 * Why not the middleware: a rewrite from middleware names an absolute URL, and Next takes
 * one whose origin differs from the address it listens on for an external proxy. Bound
 * to 127.0.0.1 (`next start -H 127.0.0.1`, as behind nginx), Next writes that origin as
 * `localhost` and proxies every English page to itself: a redirect loop, or a TLS error
 * behind an HTTPS proxy (vercel/next.js#94745). A config rewrite stays inside the server.
 */
export function unprefixedLocaleRewrites(): Rewrite[] {
  return [
    { source: '/', destination: `/${DEFAULT_LOCALE}` },
    { source: `/:first(${firstSegments().join('|')})/:rest*`, destination: `/${DEFAULT_LOCALE}/:first/:rest*` },
  ];
}
