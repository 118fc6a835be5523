import type { MetadataRoute } from 'next';
import { LOCALES, DEFAULT_LOCALE, htmlLangOf } from '@/lib/i18n/locales';
import { publicPath } from '@/lib/middleware/decide';
import { absoluteUrl, indexablePages } from '@/lib/seo';

function priorityOf(page: string): number {
  if (page === '/') return 1;
  if (page.startsWith('/panel') || page.startsWith('/function')) return 0.9;
  if (page.startsWith('/products')) return 0.8;
  return 0.6;
}

/** Every public page in every locale, each with its 34 language alternates and x-default. */
export default function sitemap(): MetadataRoute.Sitemap {
  return indexablePages().flatMap((page) => {
    const languages: Record<string, string> = Object.fromEntries(
      LOCALES.map((locale) => [htmlLangOf(locale), absoluteUrl(publicPath(locale, 'desktop', page))]),
    );
    languages['x-default'] = absoluteUrl(publicPath(DEFAULT_LOCALE, 'desktop', page));
    return LOCALES.map((locale) => ({
      url: absoluteUrl(publicPath(locale, 'desktop', page)),
      changeFrequency: 'monthly' as const,
      priority: priorityOf(page),
      alternates: { languages },
    }));
  });
}
