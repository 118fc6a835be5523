import type { Metadata } from 'next';
import { LOCALES, DEFAULT_LOCALE, htmlLangOf, type Locale } from './i18n/locales';
import { publicPath } from './middleware/decide';
import { allPagePaths, PRIVATE_PAGES, twinPath, type Shell } from './routes';
import { SITE } from './site';

export function absoluteUrl(path: string): string {
  return `${SITE.url}${path === '/' ? '' : path}` || SITE.url;
}

/**
 * Canonical, hreflang and desktop/mobile annotations of a page. Mobile pages point their
 * canonical at the desktop page; desktop pages name their mobile twin for small screens.
 */
export function pageAlternates(locale: Locale, shell: Shell, page: string): Metadata['alternates'] {
  const desktopPage = twinPath(page, 'desktop');
  const languages: Record<string, string> = {};
  for (const other of LOCALES) {
    languages[htmlLangOf(other)] = absoluteUrl(publicPath(other, shell, page));
  }
  languages['x-default'] = absoluteUrl(publicPath(DEFAULT_LOCALE, shell, page));
  const alternates: Metadata['alternates'] = {
    canonical: absoluteUrl(publicPath(locale, 'desktop', desktopPage)),
    languages,
  };
  if (shell === 'desktop') {
    alternates.media = {
      'only screen and (max-width: 768px)': absoluteUrl(publicPath(locale, 'mobile', twinPath(page, 'mobile'))),
    };
  }
  return alternates;
}

export function pageMetadata(input: {
  locale: Locale;
  shell: Shell;
  page: string;
  title: string;
  description: string;
  noindex?: boolean;
}): Metadata {
  const url = absoluteUrl(publicPath(input.locale, input.shell, input.page));
  return {
    title: input.title,
    description: input.description,
    alternates: pageAlternates(input.locale, input.shell, input.page),
    robots: input.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      siteName: SITE.name,
      title: input.title,
      description: input.description,
      url,
      locale: input.locale.replace('-', '_'),
    },
    twitter: { card: 'summary', title: input.title, description: input.description },
  };
}

/** Pages search engines should index: the desktop pages (mobile twins point their canonical there). */
export function indexablePages(): string[] {
  return allPagePaths('desktop').filter((page) => !PRIVATE_PAGES.includes(page) && page !== '/search');
}
