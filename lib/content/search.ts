import { PRODUCTS } from './products';
import type { Product } from './types';

export interface SearchableText {
  name: string;
  description: string;
}

/**
 * Normalised for matching: lower case, no accents, single spaces, and none of the invisible
 * format characters the texts carry for layout (a word joiner keeps "USB-C" on one
 * line, isolates keep a Latin value's order): "USB-C" finds the text that shows "USB-C".
 */
export function normalizeQuery(text: string): string {
  return text
    .replace(/\p{Cf}/gu, '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

/** Alphabets whose words inflect at their end (Steckdosen, switches, розетки). */
const INFLECTED_WORD = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]+$/u;
const SHORTEST_STEM = 4;

/**
 * The forms of a normalised query word that count as found, longest first: the word, and in
 * inflecting alphabets the word with up to three final letters (at most a quarter of it) left
 * off, never shorter than four letters. "steckdosen" finds "Steckdose", "switches" "switch".
 */
export function wordForms(word: string): string[] {
  if (!INFLECTED_WORD.test(word)) return [word];
  const shortest = Math.max(SHORTEST_STEM, word.length - Math.min(3, Math.floor(word.length / 4)));
  const forms = [word];
  for (let length = word.length - 1; length >= shortest; length -= 1) forms.push(word.slice(0, length));
  return forms;
}

/**
 * Products whose name, SKU or description (in the visitor's language) contain every word
 * of the query, or a form of it; name matches rank first, whole words before their stems.
 */
export function searchProducts(query: string, textOf: (product: Product) => SearchableText): Product[] {
  const words = normalizeQuery(query).split(' ').filter(Boolean).map(wordForms);
  if (words.length === 0) return [];
  const scored: { product: Product; score: number }[] = [];
  for (const product of PRODUCTS) {
    const text = textOf(product);
    const name = normalizeQuery(`${text.name} ${product.sku}`);
    const all = `${name} ${normalizeQuery(text.description)} ${normalizeQuery(product.slug.replace(/-/g, ' '))}`;
    if (!words.every((forms) => forms.some((form) => all.includes(form)))) continue;
    const score = words.reduce((sum, [word, ...stems]) => sum + (name.includes(word!) ? 2 : stems.some((stem) => name.includes(stem)) ? 1 : 0), 0);
    scored.push({ product, score });
  }
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.product);
}

/** Longest query the search box and the suggestion API accept. */
export const MAX_QUERY_LENGTH = 100;

/** The one address of a search (`param`: `q` on desktop, `val` on mobile): its first text, trimmed and cut, nothing else. */
export function canonicalSearchQuery(params: URLSearchParams, param: string): string {
  const text = params.getAll(param).map((value) => value.trim()).find(Boolean)?.slice(0, MAX_QUERY_LENGTH).trim();
  return text ? new URLSearchParams({ [param]: text }).toString() : '';
}

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
