import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { DECISION_VARY } from './lib/middleware/headers';
import { pageRewrites } from './lib/middleware/rewrites';
import { NON_PAGE_SOURCES, SECURITY_HEADERS, nonPagePolicy } from './lib/security/headers';
import { PRIVACY_SETTINGS } from './lib/site';
import { MAX_FORM_POST_BYTES } from './lib/forms/fileRules';
import { perRequestPaths, plainPages } from './lib/pages';
import { LOCALE_SEGMENT_PATTERN } from './lib/i18n/localeCodes';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * Pages are static: a CDN may keep them an hour and serve them stale for a day while it
 * revalidates (Next.js keeps a Cache-Control already set; alone it sends only
 * `s-maxage=31536000`). Browsers always revalidate (max-age=0), so a new build shows at once.
 * Server actions and redirects set their own `no-store`; hashed files under /_next keep
 * Next's `immutable`; route handlers under /api, the share images under /og (their route sets
 * IMAGE_CACHE_CONTROL), the company inbox and the pages rendered per request (finder, search:
 * each answer has its own CSP nonce, which a shared cache must not hand to everyone) are left out.
 */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
const PER_REQUEST = [...perRequestPaths(), ...perRequestPaths('withQuery')].join('|');
const CACHEABLE_PAGES = `/((?!_next/|api/|og/|admin(?:/|$)|(?:(?:${LOCALE_SEGMENT_PATTERN})/)?(?:${PER_REQUEST})$).*)`;
/** The finder without a query is prerendered like any page, and kept as one (lib/pages.ts `plainPages`). */
const CACHEABLE_PLAIN_PAGES = plainPages().map(({ path: page, queryParams }) => ({
  source: `/:locale(${LOCALE_SEGMENT_PATTERN})?/:shell(m)?${page}`,
  missing: queryParams.map((key) => ({ type: 'query' as const, key })),
  headers: [{ key: 'Cache-Control', value: PAGE_CACHE_CONTROL }],
}));

/**
 * The browser formats the messages the server compiled for it (lib/i18n/precompile.ts) with
 * use-intl's formatter that has no ICU parser, which every page would otherwise ship. On the
 * server, lib/i18n/formatMessage.ts picks the formatter for each kind of message.
 * Relative paths, as Turbopack needs.
 */
const MESSAGE_FORMATTER = {
  browser: `./${path.relative(process.cwd(), require.resolve('use-intl/format-message/format-only'))}`,
  default: './lib/i18n/formatMessage.ts',
};

/** The proxy's copy of a body holds a whole action body and its framing. */
const PROXY_BODY_LIMIT = MAX_FORM_POST_BYTES + 1024 * 1024;

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // No per-request ETag: Next hashes the whole page on every request to make one, which cut
  // the server's throughput (docs/benchmarks.md, "Settings measured"). Pages are static and
  // cached by nginx or a CDN (s-maxage below), which answer conditional requests.
  generateEtags: false,
  compress: true,
  turbopack: {
    resolveAlias: { 'use-intl/format-message': MESSAGE_FORMATTER },
  },
  // PGlite loads its WebAssembly and data files next to its own modules: keep it out of the bundle.
  // prom-client (lib/observability) is Node's own: one copy for the whole process, not one per chunk.
  serverExternalPackages: ['@electric-sql/pglite', 'prom-client'],
  // `npm test` type-checks the whole project once, after the build, with the route types the
  // build writes (scripts/test-all.sh); checking here as well would do it twice.
  typescript: { ignoreBuildErrors: true },
  // Both cores prerender the pages (Next leaves one idle by default).
  experimental: {
    cpus: 2,
    // A fresh CI clone has no build cache to reuse: writing one is only cost there.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    // Feedback carries pictures and a proof of purchase (lib/forms/fileRules.ts); each is
    // checked again on its own. The proxy's copy of a body (10 MB by default) must hold a whole
    // action body, or the action reads a cut one; above its own limit the action answers 413.
    serverActions: { bodySizeLimit: MAX_FORM_POST_BYTES },
    proxyClientMaxBodySize: PROXY_BODY_LIMIT,
    // `unauthorized()`: admin pages answer 401 without the admin session (app/admin/unauthorized.tsx).
    authInterrupts: true,
  },
  // Public URLs to the routes of app/[locale]/[shell] (lib/middleware/rewrites.ts says why here).
  async rewrites() {
    return { beforeFiles: pageRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Vary', value: DECISION_VARY },
          // Ask browsers to send Sec-CH-UA-Mobile, one of the device signals.
          { key: 'Accept-CH', value: 'Sec-CH-UA-Mobile' },
          ...SECURITY_HEADERS,
        ],
      },
      { source: CACHEABLE_PAGES, headers: [{ key: 'Cache-Control', value: PAGE_CACHE_CONTROL }] },
      ...CACHEABLE_PLAIN_PAGES,
      // Pages get their Content-Security-Policy with their own script hashes (scripts/prerendered)
      // or from the middleware; everything else gets this one (lib/security/headers.ts).
      ...NON_PAGE_SOURCES.map((source) => ({ source, headers: [nonPagePolicy(PRIVACY_SETTINGS.gtmId !== null)] })),
    ];
  },
};

export default withNextIntl(nextConfig);
