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

/** A product's downloads in one language: its installation manual and the brand catalog. */
export function downloadsOf(product: Pick<Product, 'slug'>, locale: string): Download[] {
  return [
    { kind: 'manual', href: manualPdfOf(product, locale) },
    { kind: 'catalog', href: catalogPdfOf(locale) },
  ];
}
