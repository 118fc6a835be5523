import type { MetadataRoute } from 'next';
import { LOCALES } from '@/lib/i18n/locales';
import { sitemapPriorityOf } from '@/lib/pages';
import { canonicalUrl, indexablePages, languageAlternates } from '@/lib/seo';

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
      priority: sitemapPriorityOf(page),
      alternates: { languages },
    }));
  });
}
