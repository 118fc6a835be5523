import type { MetadataRoute } from 'next';
import { absoluteUrl, robotsDisallowed } from '@/lib/seo';

/** Everything is public except the closed pages and the API (see `robotsDisallowed`). */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: robotsDisallowed() },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
