import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { DECISION_VARY } from './lib/middleware/headers';
import { SECURITY_HEADERS } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  compress: true,
  // PGlite loads its WebAssembly and data files next to its own modules: keep it out of the bundle.
  serverExternalPackages: ['@electric-sql/pglite'],
  // Both cores prerender the ~3 000 pages (Next leaves one idle by default).
  experimental: {
    cpus: 2,
    // Feedback carries up to 3 pictures of 5 MB each; each file is checked again on its own.
    serverActions: { bodySizeLimit: '16mb' },
    // `unauthorized()`: admin pages answer 401 without the admin session (app/admin/unauthorized.tsx).
    authInterrupts: true,
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
    ];
  },
};

export default withNextIntl(nextConfig);
