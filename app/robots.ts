import type { MetadataRoute } from 'next';
import { PRIVATE_PAGES } from '@/lib/routes';
import { absoluteUrl } from '@/lib/seo';

/** Everything is public except the company inbox, account pages and the API. */
export default function robots(): MetadataRoute.Robots {
  const closed = ['/admin', ...PRIVATE_PAGES];
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/api/',
        ...closed.flatMap((page) => [page, `/m${page}`, `/*${page}$`, `/*/m${page}$`]),
      ],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
    host: absoluteUrl('/'),
  };
}
