import { complianceOf, type Market } from './compliance';
import type { Download, Product } from './types';

/**
 * Where the generated documents are served, one file per language (the file name carries the
 * locale). `scripts/generate-documents.tsx` prints them from lib/content and the locale's
 * messages at build time, so they always agree with the site.
 */
export function catalogPdfOf(locale: string): string {
  return `/catalog/aurex-catalog-${locale}.pdf`;
}

/** The catalog's first page as a picture, drawn from the PDF at build time (scripts/documents/cover.ts). */
export function catalogCoverOf(locale: string): string {
  return `/catalog/aurex-catalog-${locale}-cover.webp`;
}

export function manualPdfOf(product: Pick<Product, 'slug'>, locale: string): string {
  return `/manuals/${product.slug}-${locale}.pdf`;
}

/** The EU's official languages among the site's (by language subtag): an EU declaration is printed in each. */
const EU_LANGUAGES = new Set(['bg', 'cs', 'da', 'de', 'el', 'en', 'es', 'fi', 'fr', 'ga', 'hr', 'hu', 'it', 'nl', 'pl', 'pt', 'ro', 'sk', 'sl', 'sv']);

/** English, in which every declaration is printed. */
export const DECLARATION_BASE_LOCALE = 'en-US';

export function declarationPdfOf(product: Pick<Product, 'slug'>, market: Market, locale: string): string {
  return `/declarations/${product.slug}-${market}-${locale}.pdf`;
}

/** The languages a market's declarations are printed in: English, and for the EU each of its official languages. */
export function declarationLocales(market: Market, locales: readonly string[]): string[] {
  return locales.filter((locale) => locale === DECLARATION_BASE_LOCALE || (market === 'eu' && EU_LANGUAGES.has(locale.split('-')[0]!)));
}

/**
 * A product's declarations of conformity for a reader of `locale`: for each market whose
 * marking it carries, the English one, and the reader's language where it is an official
 * language of that market (the EU's; Great Britain's is English).
 */
export function declarationsOf(product: Product, locale: string): { market: Market; locale: string; href: string }[] {
  return complianceOf(product).markets.flatMap((market) =>
    [...new Set([locale, DECLARATION_BASE_LOCALE])]
      .filter((language) => declarationLocales(market, [language]).length > 0)
      .map((language) => ({ market, locale: language, href: declarationPdfOf(product, market, language) })),
  );
}

/** A product's downloads for a reader of `locale`: its installation manual, the brand catalog and its declarations of conformity. */
export function downloadsOf(product: Product, locale: string): Download[] {
  return [
    { kind: 'manual', href: manualPdfOf(product, locale), locale },
    { kind: 'catalog', href: catalogPdfOf(locale), locale },
    ...declarationsOf(product, locale).map((declaration): Download => ({ kind: declaration.market === 'eu' ? 'declarationEu' : 'declarationUk', href: declaration.href, locale: declaration.locale })),
  ];
}
