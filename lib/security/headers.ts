/**
 * Security headers sent with every response (next.config.ts). The Content-Security-Policy
 * keeps everything on our own origin; the only other host is the analytics tag manager,
 * which the consent layer loads after the visitor agrees.
 */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "media-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // Next.js streams the page data in inline scripts; until each static page's script
  // hashes are served with it, inline scripts stay allowed. Scripts from other hosts do not.
  `script-src 'self' 'unsafe-inline' ${TAG_MANAGER_ORIGIN}`,
  'upgrade-insecure-requests',
].join('; ');

export const SECURITY_HEADERS: { key: string; value: string }[] = [
  { key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];
