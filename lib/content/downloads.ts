import type { Download, Product } from './types';

/**
 * Where the generated documents are served. `scripts/` generates them from lib/content at
 * build time (catalog and one manual per product), so they always agree with the site.
 */
export const CATALOG_PDF = '/catalog/aurex-catalog.pdf';

export function manualPdfOf(product: Pick<Product, 'slug'>): string {
  return `/manuals/${product.slug}.pdf`;
}

/** A product's downloads: its installation manual and the brand catalog. */
export function downloadsOf(product: Pick<Product, 'slug'>): Download[] {
  return [
    { kind: 'manual', href: manualPdfOf(product) },
    { kind: 'catalog', href: CATALOG_PDF },
  ];
}
