import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { DECISION_VARY } from './lib/middleware/headers';
import { NON_PAGE_SOURCES, SECURITY_HEADERS, nonPagePolicy } from './lib/security/headers';
import { PRIVACY_SETTINGS } from './lib/site';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  compress: true,
  // Both cores prerender the ~3 000 pages (Next leaves one idle by default).
  experimental: { cpus: 2 },
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
      // Pages get their Content-Security-Policy with their own script hashes (scripts/csp)
      // or from the middleware; everything else gets this one (lib/security/headers.ts).
      ...NON_PAGE_SOURCES.map((source) => ({ source, headers: [nonPagePolicy(PRIVACY_SETTINGS.gtmId !== null)] })),
    ];
  },
};

export default withNextIntl(nextConfig);
