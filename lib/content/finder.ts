import type { ProductSlug } from '../i18n/keys';
import type { PageHref } from '../pages';
import { PRODUCTS } from './products';
import { CONTROL_SYSTEMS, WALL_BOXES, technicalDataOf, worksWithoutNeutral } from './technical';
import type { Product } from './types';

/**
 * The product finder's filters (`/products?standard=uk&neutral=no…`): what each accepts and
 * which products each lets through. A filter left out, empty or unknown lets every product through.
 */
export const FINDER_FILTERS = {
  standard: WALL_BOXES,
  neutral: ['no'],
  gateway: ['no'],
  gangs: ['1', '2', '3', '4'],
  load: ['led', 'motor', 'resistive'],
  system: CONTROL_SYSTEMS,
} as const;

export type FinderFilter = keyof typeof FINDER_FILTERS;
export type FinderChoice<F extends FinderFilter = FinderFilter> = (typeof FINDER_FILTERS)[F][number];
export type FinderQuery = { [F in FinderFilter]?: FinderChoice<F> };

export const FILTER_NAMES = Object.keys(FINDER_FILTERS) as FinderFilter[];
/** The most products the comparison shows side by side. */
export const MAX_COMPARED = 3;

export interface FinderRequest {
  query: FinderQuery;
  /** Products ticked for the comparison, at most MAX_COMPARED, in the order ticked. */
  compare: ProductSlug[];
  /** More products were ticked than the comparison shows. */
  compareOverflow: boolean;
  /** A filter value in the address that is not one of the filter's choices (left out). */
  ignored: boolean;
}

type SearchParams = Record<string, string | string[] | undefined>;

const valuesOf = (params: SearchParams, name: string): string[] => {
  const value = params[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

function isChoice<F extends FinderFilter>(filter: F, value: string): value is FinderChoice<F> {
  return (FINDER_FILTERS[filter] as readonly string[]).includes(value);
}

const SLUGS = new Set<string>(PRODUCTS.map((product) => product.slug));

export function parseFinderRequest(params: SearchParams): FinderRequest {
  const query: FinderQuery = {};
  let ignored = false;
  for (const filter of FILTER_NAMES) {
    const value = valuesOf(params, filter).find((candidate) => candidate !== '');
    if (value === undefined) continue;
    if (isChoice(filter, value)) (query as Record<FinderFilter, string>)[filter] = value;
    else ignored = true;
  }
  const ticked = [...new Set(valuesOf(params, 'compare'))].filter((slug): slug is ProductSlug => SLUGS.has(slug));
  return { query, compare: ticked.slice(0, MAX_COMPARED), compareOverflow: ticked.length > MAX_COMPARED, ignored };
}

/** What a filter's unknown value is written as in the canonical address: the page still says it was ignored. */
export const UNKNOWN_CHOICE = 'other';

/**
 * The one address of a finder request, which the middleware redirects every other spelling to:
 * known filters in a fixed order, each once; an unknown value as `other`; the ticked products
 * once each, one more than the comparison shows at most (so the page can say it shows only
 * some); nothing else. A shared cache or a client sees a bounded set of addresses.
 */
export function canonicalFinderSearch(params: URLSearchParams): string {
  const request = parseFinderRequest(Object.fromEntries([...new Set(params.keys())].map((name) => [name, params.getAll(name)])));
  const canonical = new URLSearchParams();
  for (const filter of FILTER_NAMES) {
    const choice = request.query[filter];
    if (choice !== undefined) canonical.set(filter, choice);
    else if (params.getAll(filter).some((value) => value !== '')) canonical.set(filter, UNKNOWN_CHOICE);
  }
  const ticked = [...new Set(params.getAll('compare'))].filter((slug) => SLUGS.has(slug)).slice(0, MAX_COMPARED + 1);
  for (const slug of ticked) canonical.append('compare', slug);
  return canonical.toString();
}

/** Whether the address asks for anything beyond the plain finder (such pages are not indexed). */
export function isFiltered(params: SearchParams): boolean {
  return [...FILTER_NAMES, 'compare'].some((name) => valuesOf(params, name).some((value) => value !== ''));
}

/** Each product's technical data, derived once: a finder page counts some thirty choices over every product. */
const DATA_OF = new Map(PRODUCTS.map((product) => [product.slug, technicalDataOf(product)]));

/** Whether the finder lets a product through for one choice of one filter. */
export function passesChoice(product: Product, filter: FinderFilter, choice: string): boolean {
  const data = DATA_OF.get(product.slug) ?? technicalDataOf(product);
  switch (filter) {
    case 'standard':
      return (data.boxes as readonly string[]).includes(choice);
    case 'neutral':
      return worksWithoutNeutral(data);
    case 'gateway':
      return product.gateway === 'not-required';
    case 'gangs':
      return data.gangs === Number(choice);
    case 'load': {
      const load = data.load ?? {};
      return (choice === 'led' ? load.ledW : choice === 'motor' ? load.motorW : load.resistiveW) !== undefined;
    }
    case 'system':
      return data.controls.some((control) => control.system === choice);
  }
}

export function findProducts(query: FinderQuery): Product[] {
  return PRODUCTS.filter((product) => Object.entries(query).every(([filter, choice]) => passesChoice(product, filter as FinderFilter, choice)));
}

/** How many products one choice would show, the other filters kept as they are. */
export function choiceCount(query: FinderQuery, filter: FinderFilter, choice: string | undefined): number {
  const next: FinderQuery = { ...query };
  delete next[filter];
  if (choice !== undefined) (next as Record<FinderFilter, string>)[filter] = choice;
  return findProducts(next).length;
}

/** For an empty result: each active filter, and how many products there are without it. */
export function relaxations(query: FinderQuery): { filter: FinderFilter; choice: string; count: number }[] {
  return Object.entries(query)
    .map(([filter, choice]) => ({ filter: filter as FinderFilter, choice, count: choiceCount(query, filter as FinderFilter, undefined) }))
    .filter((relaxation) => relaxation.count > 0);
}

/** The finder's address for a request (filters in a fixed order, then the compared products). */
export function finderHref(query: FinderQuery, compare: readonly string[] = []): PageHref {
  const search = finderSearch(query, compare);
  return search ? `/products?${search.slice(1)}` : '/products';
}

function finderSearch(query: FinderQuery, compare: readonly string[]): string {
  const params = new URLSearchParams();
  for (const filter of FILTER_NAMES) {
    const choice = query[filter];
    if (choice !== undefined) params.set(filter, choice);
  }
  for (const slug of compare) params.append('compare', slug);
  const search = params.toString();
  return search ? `?${search}` : '';
}
