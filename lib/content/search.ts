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

/** Longest query the search box and the suggestion API accept. */
export const MAX_QUERY_LENGTH = 100;

/** How many suggestions the search box shows. */
export const SUGGESTION_LIMIT = 8;

export interface Suggestion {
  title: string;
  slug: string;
}

/** Product titles for the search box: the best matches of `searchProducts`, by name. */
export function suggestProducts(query: string, nameOf: (product: Product) => string, descriptionOf: (product: Product) => string): Suggestion[] {
  return searchProducts(query.slice(0, MAX_QUERY_LENGTH), (product) => ({ name: nameOf(product), description: descriptionOf(product) }))
    .slice(0, SUGGESTION_LIMIT)
    .map((product) => ({ title: nameOf(product), slug: product.slug }));
}
