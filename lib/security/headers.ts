import { contentSecurityPolicy } from './csp';

/**
 * Security headers of every response (next.config.ts), and where each response gets its
 * one Content-Security-Policy from:
 *
 * - a prerendered page: its own policy, with the hashes of its inline scripts, written into
 *   its prerender `.meta` file after the build (scripts/prerendered) and sent by `next start` with
 *   the page and its RSC payloads;
 * - a page rendered per request (search) and every redirect: the middleware's policy;
 * - everything the middleware does not see (Next's assets, `public/` files, route
 *   handlers): the strict policy below, from next.config.ts.
 *
 * A response must never carry two policies: a browser enforces each, so a second policy
 * without the page's hashes would block its scripts.
 */

type Header = { key: string; value: string };

export const SECURITY_HEADERS: Header[] = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // For browsers without CSP `frame-ancestors`.
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value:
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), ' +
      'accelerometer=(), gyroscope=(), magnetometer=(), display-capture=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

/**
 * Kinds of file that `public/` and Next serve without the middleware: the same list as the
 * middleware's matcher in middleware.ts (a test keeps them equal).
 */
export const PUBLIC_FILE_EXTENSIONS = [
  'svg', 'png', 'jpe?g', 'webp', 'avif', 'ico', 'pdf', 'mp4', 'webm', 'vtt', 'txt', 'xml', 'json',
  'm?js', 'css', 'map', 'woff2?', 'ttf', 'bcmap', 'pfb', 'webmanifest',
] as const;

/** Share images (app/og): browsers keep them a day, CDNs a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400, s-maxage=31536000, stale-while-revalidate=86400';

/**
 * Paths the middleware does not run for, as next.config.ts `headers()` sources. The share
 * images under /og set their own policy (app/og): a name that is not one of them is answered
 * by the 404 page, which must carry only its own.
 */
export const NON_PAGE_SOURCES = [
  '/_next/:path*',
  '/api/:path*',
  `/:file((?!og/).*\\.(?:${PUBLIC_FILE_EXTENSIONS.join('|')}))`,
];

/** The policy of responses that are not pages: no inline script at all. */
export function nonPagePolicy(tagManager: boolean): Header {
  return { key: 'Content-Security-Policy', value: contentSecurityPolicy({ tagManager }) };
}
