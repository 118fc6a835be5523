import { canonicalFinderSearch } from '../content/finder';
import { canonicalSearchQuery } from '../search/query';
import { canonicalPartnerSearch } from '../partners/query';
import { filtersOf, searchParamOf, type QueryFilters, type Shell } from '../pages';

/**
 * The query a page rendered per request is served under: every other spelling of the same
 * request (unknown parameters, repeated values, another order) is redirected to it, so such
 * a page renders once per distinct request, and a flood of unique addresses costs a redirect
 * each, not a render. A page takes a query that changes it only as its entry in lib/pages.ts says.
 */
export function canonicalQuery(shell: Shell, page: string, search: string): string | undefined {
  const params = new URLSearchParams(search);
  const canonical = canonicalOf(shell, page, params);
  if (canonical === undefined) return undefined;
  // Next's client navigations carry their check value `_rsc`, which must come back as sent.
  const check = params.get(RSC_CHECK);
  return check === null ? canonical : [canonical, new URLSearchParams({ [RSC_CHECK]: check }).toString()].filter(Boolean).join('&');
}

const RSC_CHECK = '_rsc';

const CANONICAL_FILTERS: Record<QueryFilters, (params: URLSearchParams) => string> = {
  finder: canonicalFinderSearch,
  partners: canonicalPartnerSearch,
};

function canonicalOf(shell: Shell, page: string, params: URLSearchParams): string | undefined {
  const filters = filtersOf(shell, page);
  if (filters) return CANONICAL_FILTERS[filters](params);
  const searchParam = searchParamOf(shell, page);
  return searchParam ? canonicalSearchQuery(params, searchParam) : undefined;
}
