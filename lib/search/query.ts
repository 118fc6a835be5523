/** Longest query the search box and the suggestion API accept. */
export const MAX_QUERY_LENGTH = 100;

/** The one address of a search (`param`: `q` on desktop, `val` on mobile): its first text, trimmed and cut, nothing else. */
export function canonicalSearchQuery(params: URLSearchParams, param: string): string {
  const text = params.getAll(param).map((value) => value.trim()).find(Boolean)?.slice(0, MAX_QUERY_LENGTH).trim();
  return text ? new URLSearchParams({ [param]: text }).toString() : '';
}

/** How many suggestions the search box shows. */
export const SUGGESTION_LIMIT = 8;
