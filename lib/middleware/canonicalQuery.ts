import { canonicalFinderSearch } from '../content/finder';
import { canonicalSearchQuery } from '../search/query';
import { canonicalPartnerSearch } from '../partners/query';
import { searchParamOf, type Shell } from '../pages';

/**
 * The query a page rendered per request is served under: every other spelling of the same
 * request (unknown parameters, repeated values, another order) is redirected to it, so such
 * a page renders once per distinct request, and a flood of unique addresses costs a redirect
 * each, not a render. Pages not listed take no query that changes them.
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

function canonicalOf(shell: Shell, page: string, params: URLSearchParams): string | undefined {
  if (page === '/products') return canonicalFinderSearch(params);
  if (page === '/where-to-buy') return canonicalPartnerSearch(params);
  const searchParam = searchParamOf(shell, page);
  return searchParam ? canonicalSearchQuery(params, searchParam) : undefined;
}
