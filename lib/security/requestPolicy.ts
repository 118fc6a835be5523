import { MOBILE_SEARCH_PAGE } from '../routes';

/**
 * Pages rendered per request, which therefore have no prerendered `.meta` file to carry their
 * script hashes: the search results of both shells. Their inline scripts carry a nonce.
 */
export const PER_REQUEST_PAGES: readonly string[] = ['/search', MOBILE_SEARCH_PAGE];

/** Whether an internal route path (`/{locale}[/m]/page`) is rendered per request. */
export function rendersPerRequest(internalPath: string): boolean {
  const segments = internalPath.split('/').filter(Boolean).slice(1);
  if (segments[0] === 'm') segments.shift();
  return PER_REQUEST_PAGES.includes(`/${segments.join('/')}`);
}

/** Whether a public path belongs to the company inbox (`/admin`, outside the localised site). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The inbox's route handlers: each sends its own headers (a file's sandbox policy, a
 * redirect), which the middleware must leave as they are.
 */
export function isAdminRouteHandler(pathname: string): boolean {
  return /^\/admin\/(?:export|login|logout|attachments\/[^/]+)\/?$/.test(pathname);
}

/** 128 random bits, base64: a fresh nonce for one response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
