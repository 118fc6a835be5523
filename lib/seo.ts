import type { Metadata } from 'next';
import { LOCALES, DEFAULT_LOCALE, htmlLangOf, type Locale } from './i18n/locales';
import { publicPath } from './i18n/paths';
import { ADMIN_PAGES, allPagePaths, closedPages, isIndexable, twinPath, type Shell } from './pages';
import { SITE } from './site';
import { withoutBreakControls } from './text/breakControls';

export function absoluteUrl(path: string): string {
  return `${SITE.url}${path === '/' ? '' : path}` || SITE.url;
}

/** Absolute URL of the desktop page every twin and language version points its canonical at. */
export function canonicalUrl(locale: Locale, page: string): string {
  return absoluteUrl(publicPath(locale, 'desktop', twinPath(page, 'desktop')));
}

/** Paths no crawler has business with: the company inbox and the account pages. */
export const CLOSED_PAGES: readonly string[] = [ADMIN_PAGES.inbox, ...closedPages()];

/**
 * `Disallow` rules of robots.txt: the API, and each closed page in every form: `/account`,
 * `/m/account`, and behind any locale prefix through a wildcard (`/` `*` `/account` covers
 * `/de-DE/account` and `/de-DE/m/account`). Search result pages stay crawlable so crawlers
 * can read their `noindex`.
 */
export function robotsDisallowed(): string[] {
  return ['/api/', ...CLOSED_PAGES.flatMap((page) => [page, `/m${page}`, `/*${page}`])];
}

/** Pages listed in the sitemap: the indexable desktop pages (mobile twins canonicalise to them). */
export function indexablePages(): string[] {
  return allPagePaths('desktop').filter(isIndexable);
}

/** Open Graph locale (`language_TERRITORY`): `de-DE` → `de_DE`, Serbian (Cyrillic) → `sr_RS`. */
export function ogLocaleOf(locale: Locale): string {
  const parts = htmlLangOf(locale).split('-');
  return `${parts[0]}_${parts[parts.length - 1]}`;
}

/**
 * `hreflang` alternates of a page in one shell: all 34 locales plus `x-default` (en-US).
 * Following Google's guidance for separate mobile URLs, desktop pages name desktop pages
 * and mobile pages name mobile pages, so each set is reciprocal within its shell.
 */
export function languageAlternates(shell: Shell, page: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[htmlLangOf(locale)] = absoluteUrl(publicPath(locale, shell, page));
  languages['x-default'] = absoluteUrl(publicPath(DEFAULT_LOCALE, shell, page));
  return languages;
}

/**
 * Canonical, hreflang and desktop/mobile annotations of a page. Mobile pages point their
 * canonical at the desktop page; desktop pages name their mobile twin for small screens.
 */
export function pageAlternates(locale: Locale, shell: Shell, page: string): Metadata['alternates'] {
  const alternates: Metadata['alternates'] = {
    canonical: canonicalUrl(locale, page),
    languages: languageAlternates(shell, page),
  };
  if (shell === 'desktop') {
    alternates.media = {
      'only screen and (max-width: 768px)': absoluteUrl(publicPath(locale, 'mobile', twinPath(page, 'mobile'))),
    };
  }
  return alternates;
}

/** A share image: 1200 × 630 PNG, generated at build time by `app/og/[image]/route.tsx`. */
export interface ShareImage {
  /** File name under `/og/`, e.g. `aurex.png`. */
  file: string;
  alt: string;
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The brand-wide share image; products have their own, named after their slug. */
export const BRAND_IMAGE: ShareImage = { file: 'aurex.png', alt: SITE.name };

export function productImageFile(product: { slug: string }): string {
  return `${product.slug}.png`;
}

export function shareImageUrl(file: string): string {
  return absoluteUrl(`/og/${file}`);
}

/** Head of `/404`: its title and description, no canonical or alternates, never indexed. */
export function notFoundMetadata(texts: { title: string; description: string }): Metadata {
  return { title: withoutBreakControls(texts.title), description: withoutBreakControls(texts.description), robots: { index: false } };
}

export function pageMetadata(input: {
  locale: Locale;
  shell: Shell;
  page: string;
  title: string;
  description: string;
  /** Share image; the brand image when left out. */
  image?: ShareImage;
  /** Keeps an otherwise indexable page out of search results. */
  noindex?: boolean;
}): Metadata {
  const url = canonicalUrl(input.locale, input.page);
  const shared = input.image ?? BRAND_IMAGE;
  const image = { url: shareImageUrl(shared.file), ...SHARE_IMAGE_SIZE, alt: withoutBreakControls(shared.alt), type: 'image/png' };
  const title = withoutBreakControls(input.title);
  const description = withoutBreakControls(input.description);
  return {
    title,
    description,
    alternates: pageAlternates(input.locale, input.shell, input.page),
    robots: isIndexable(input.page) && !input.noindex ? undefined : { index: false, follow: true },
    openGraph: {
      type: 'website',
      siteName: SITE.name,
      title,
      description,
      url,
      locale: ogLocaleOf(input.locale),
      alternateLocale: LOCALES.filter((other) => other !== input.locale).map(ogLocaleOf),
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
