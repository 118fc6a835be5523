import { PRODUCTS } from './products';
import type { Product } from './types';

export interface SearchableText {
  name: string;
  description: string;
}

/** Normalised for matching: lower case, no accents, single spaces. */
export function normalizeQuery(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

/**
 * Products whose name, SKU or description (in the visitor's language) contain every word
 * of the query; name matches rank first.
 */
export function searchProducts(query: string, textOf: (product: Product) => SearchableText): Product[] {
  const words = normalizeQuery(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const scored: { product: Product; score: number }[] = [];
  for (const product of PRODUCTS) {
    const text = textOf(product);
    const name = normalizeQuery(`${text.name} ${product.sku}`);
    const all = `${name} ${normalizeQuery(text.description)} ${normalizeQuery(product.slug.replace(/-/g, ' '))}`;
    if (!words.every((word) => all.includes(word))) continue;
    const score = words.filter((word) => name.includes(word)).length;
    scored.push({ product, score });
  }
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.product);
}
