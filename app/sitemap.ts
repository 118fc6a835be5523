import type { MetadataRoute } from 'next';
import { LOCALES } from '@/lib/i18n/locales';
import { canonicalUrl, indexablePages, languageAlternates } from '@/lib/seo';

function priorityOf(page: string): number {
  if (page === '/') return 1;
  if (page.startsWith('/panel') || page.startsWith('/function')) return 0.9;
  if (page.startsWith('/products')) return 0.8;
  return 0.6;
}

/**
 * Every indexable desktop page in every locale, each with its 34 language alternates and
 * x-default (the same set its `<head>` names). Mobile twins are left out: their canonical
 * is the desktop page.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return indexablePages().flatMap((page) => {
    const languages = languageAlternates('desktop', page);
    return LOCALES.map((locale) => ({
      url: canonicalUrl(locale, page),
      changeFrequency: 'monthly' as const,
      priority: priorityOf(page),
      alternates: { languages },
    }));
  });
}
